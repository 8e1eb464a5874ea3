/**
 * Row → the original's wire shapes (1.6.7 app/Http/Resources/SiteResource/*, the models' appends).
 * The server declares its own wire types: src/types/ belongs to the widget.
 */
import { imageUrl } from '../lib/images';
import { discountedUnitPrice, specialDiscountCheck } from './discount';
import type { BrandRow, CategoryRow, ColorRow, SellerRow, StoreData } from './store';

// currencyOut, languageOut and userOut live in services/shell-format.ts (the host page's row shapes).

// ---------------------------------------------------------------- dates

type Stamp = string | Date | null | undefined;

/** Laravel 8's serializeDate: `2025-01-15T10:00:00.000000Z`. */
export function laravelDate(d: Stamp): string | null {
  if (d === null || d === undefined) return null;
  return new Date(d).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** An uncast datetime column as the DB gives it to PHP: `2025-01-15 10:00:00`. */
export function dbDateTime(d: Stamp): string | null {
  if (d === null || d === undefined) return null;
  return new Date(d).toISOString().slice(0, 19).replace('T', ' ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** PHP's `d M Y` (e.g. `05 Jan 2024`). */
export function dMY(d: Stamp): string {
  const t = d === null || d === undefined ? new Date() : new Date(d);
  return `${String(t.getUTCDate()).padStart(2, '0')} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
}

// ---------------------------------------------------------------- categories, brands, colours

/** The original's `images/default/…` placeholders, as generated images (id "default"). */
export function defaultImage(base: string, kind: 'brand' | 'product' | 'banner' | 'category', w: number, h: number): string {
  return imageUrl(base, kind, 'default', w, h);
}

/** The shell's category tree (owned by the shell; unchanged shape). */
export function categoryOut(c: CategoryRow, data: StoreData, base: string, withChildren = false): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: c.id,
    parent_id: c.parent_id,
    slug: c.slug,
    title: c.title,
    icon: imageUrl(base, 'category', c.id, 24, 24),
    image: imageUrl(base, 'category', c.id, 130, 130),
    all_popular_image: imageUrl(base, 'category', c.id, 130, 130),
    total_products: data.productCountTree.get(c.id) ?? 0,
  };
  if (withChildren) out.child_categories = (data.childrenOf.get(c.id) ?? []).map((ch) => categoryOut(ch, data, base, true));
  return out;
}

/** A media column as the original stores it (paths relative to the public disk). */
function media(kind: string, id: number, sizes: Array<[number, number]>): Record<string, string> {
  const out: Record<string, string> = { storage: 'local', original_image: `images/${kind}/${id}-600x600.svg` };
  for (const [w, h] of sizes) out[`image_${w}x${h}`] = `images/${kind}/${id}-${w}x${h}.svg`;
  return out;
}

/** Raw Category model (all columns; logo/banner are media arrays, [] when unset). */
export function categoryRaw(c: CategoryRow): Record<string, unknown> {
  return {
    id: c.id,
    parent_id: c.parent_id,
    position: c.position,
    ordering: c.ordering,
    slug: c.slug,
    commission: Number(c.commission),
    is_featured: c.is_featured,
    status: c.status,
    icon: c.icon,
    logo_id: 300 + c.id,
    logo: media('category', c.id, [
      [130, 95],
      [80, 60],
      [190, 230],
      [140, 190],
    ]),
    banner_id: c.has_banner ? 400 + c.id : null,
    banner: c.has_banner ? media('category-banner', c.id, [[835, 200]]) : [],
    created_at: laravelDate(c.created_at),
    updated_at: laravelDate(c.updated_at),
  };
}

/** TopCategoryResource. */
export function topCategory(c: CategoryRow, base: string) {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    popular_image: imageUrl(base, 'category', c.id, 130, 95),
    top_image: imageUrl(base, 'category', c.id, 80, 60),
  };
}

/** BrandResource / BrandPaginateResource items. */
export function brandOut(b: BrandRow, base: string) {
  return { id: b.id, slug: b.slug, title: b.title, image_130x93: imageUrl(base, 'brand', b.id, 130, 93) };
}

export function brandLanguage(b: BrandRow) {
  return {
    id: b.id,
    brand_id: b.id,
    lang: 'en',
    title: b.title,
    meta_title: b.meta_title,
    meta_description: b.meta_description,
    created_at: laravelDate(b.created_at),
    updated_at: laravelDate(b.updated_at),
  };
}

/** The Brand appends plus its eager-loaded current_language rows. */
function brandAppends(b: BrandRow, base: string) {
  return {
    title: b.title,
    image_130x93: imageUrl(base, 'brand', b.id, 130, 93),
    image_835x200: imageUrl(base, 'brand', b.id, 835, 200),
    head_title: b.meta_title,
    head_description: b.meta_description,
    current_language: [brandLanguage(b)],
  };
}

/** Raw Brand model without logo/banner (BrandRepository@brand's makeHidden). */
export function brandRaw(b: BrandRow, base: string): Record<string, unknown> {
  return {
    id: b.id,
    slug: b.slug,
    status: b.status,
    logo_id: 500 + b.id,
    banner_id: null,
    created_at: laravelDate(b.created_at),
    updated_at: laravelDate(b.updated_at),
    ...brandAppends(b, base),
  };
}

/** The product detail's `brand` (loaded with `id` only, so its images are the defaults). */
export function brandOfProduct(b: BrandRow, base: string): Record<string, unknown> {
  return {
    id: b.id,
    ...brandAppends(b, base),
    image_130x93: defaultImage(base, 'brand', 130, 93),
    image_835x200: defaultImage(base, 'brand', 835, 200),
  };
}

export function colorOut(c: ColorRow) {
  return { id: c.id, name: c.name, code: c.code };
}

/** Raw Color model: the `name` accessor lazily loads current_language, which is serialised too. */
export function colorRaw(c: ColorRow): Record<string, unknown> {
  return {
    id: c.id,
    code: c.code,
    created_at: laravelDate(c.created_at),
    updated_at: laravelDate(c.updated_at),
    name: c.name,
    current_language: [
      { id: c.id, name: c.name, color_id: c.id, lang: 'en', created_at: laravelDate(c.created_at), updated_at: laravelDate(c.updated_at) },
    ],
  };
}

// ---------------------------------------------------------------- shops

/**
 * ShopResource / TopSellerResource (test/contract/catalogue/sellers.json). `join_date` is today's date in the home sections
 * (they do not select created_at); `todayJoin` reproduces that.
 */
export function shopCard(
  s: SellerRow,
  base: string,
  followed = false,
  opts: { todayJoin?: boolean; publishedOnly?: boolean } = {},
): Record<string, unknown> {
  return {
    id: s.id,
    slug: s.slug,
    image_82x82: imageUrl(base, 'shop', s.id, 72, 72),
    image_297x203: imageUrl(base, 'shop-banner', s.id, 297, 203),
    rating_count: Math.round(Number(s.rating) * 100) / 100,
    reviews_count: s.reviews_count,
    shop_name: s.shop_name,
    total_products: opts.publishedOnly ? s.published_products : s.total_products,
    join_date: opts.todayJoin ? dMY(new Date()) : dMY(s.created_at ?? s.join_date),
    is_followed: followed,
  };
}

// ---------------------------------------------------------------- products

/** A products row with the aggregates the original adds (withAvg/withCount of APPROVED reviews). */
export interface ProductCardRow {
  id: number;
  slug: string;
  category_id: number;
  brand_id: number | null;
  seller_id: number | null;
  product_name: string;
  price: number;
  special_discount: number;
  special_discount_type: string | null;
  special_discount_start: Date | string | null;
  special_discount_end: Date | string | null;
  /** Legacy column (old meaning); the catalogue computes the accessor instead. */
  special_discount_check: number;
  rating: number;
  reviews_count: number;
  current_stock: number;
  reward: number;
  minimum_order_quantity: number;
  todays_deal: number;
  has_variant: number;
  total_sale: number;
  gift_idea: number;
  business_idea: number;
  is_flash: number;
  is_catalog: number;
  is_classified: number;
  status: string;
  is_approved: number;
  created_at: Date | string;
  /** avg(rating) of approved reviews, null when none. */
  reviews_avg_rating: number | null;
  /** count of approved reviews. */
  approved_reviews: number;
}

/** Columns for ProductCardRow: `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p`. */
export const PRODUCT_CARD_COLUMNS =
  'p.*, (SELECT avg(r.rating)::float8 FROM reviews r WHERE r.product_id = p.id AND r.status = 1) AS reviews_avg_rating, ' +
  '(SELECT count(*)::int FROM reviews r WHERE r.product_id = p.id AND r.status = 1) AS approved_reviews';

/** The original's ProductPublished + UserCheck scopes: what the storefront lists. */
export const VISIBLE_SQL = "p.status = 'published' AND p.is_approved = 1";

/** The two Product accessors, computed from the discount fields and the clock. */
export function discountFields(
  p: Pick<ProductCardRow, 'price' | 'special_discount' | 'special_discount_type' | 'special_discount_start' | 'special_discount_end'>,
) {
  return { special_discount_check: specialDiscountCheck(p), discount_percentage: discountedUnitPrice(Number(p.price), p) };
}

/** Columns a section's query did not select: they serialise as null / 0 / false / "pending". */
export type CardColumn =
  'category_id' | 'is_approved' | 'status' | 'todays_deal' | 'has_variant' | 'minimum_order_quantity' | 'is_catalog' | 'is_classified';

export interface CardOptions {
  base: string;
  wishlist?: Set<number>;
  /** product id -> its stock rows (name, current_stock), for ProductResource's `stock`. */
  stocks?: Map<number, Array<{ name: string | null; current_stock: number }>>;
  /** Columns the original's query left out (see CardColumn). */
  missing?: CardColumn[];
  /** Queries without withAvg/withCount (seller sidebar, admin products): rating and reviews_count 0. */
  noAggregates?: boolean;
}

/** ProductResource (test/contract/catalogue/home-page.json). */
export function productResource(p: ProductCardRow, o: CardOptions): Record<string, unknown> {
  const miss = new Set(o.missing ?? []);
  const isApproved = miss.has('is_approved') ? null : p.is_approved;
  const status = miss.has('status') ? null : p.status;
  return {
    id: p.id,
    slug: p.slug,
    category_id: miss.has('category_id') ? null : p.category_id,
    product_name: p.product_name,
    special_discount_type: p.special_discount_type ?? '',
    ...discountFields(p),
    image_190x230: imageUrl(o.base, 'product', p.id, 190, 230),
    image_40x40: imageUrl(o.base, 'product', p.id, 40, 40),
    is_approved: isApproved,
    price: Number(p.price),
    // PHP: null == 0, so an unselected is_approved also reads as pending.
    status: !isApproved ? 'pending' : status,
    rating: o.noAggregates ? 0 : Number(p.reviews_avg_rating ?? 0),
    reviews_count: o.noAggregates ? 0 : p.approved_reviews,
    current_stock: p.current_stock,
    reward: Number(p.reward),
    minimum_order_quantity: miss.has('minimum_order_quantity') ? 0 : p.minimum_order_quantity,
    todays_deal: miss.has('todays_deal') ? 0 : p.todays_deal,
    has_variant: miss.has('has_variant') ? false : !!p.has_variant,
    user_wishlist: o.wishlist ? o.wishlist.has(p.id) : false,
    is_catalog: miss.has('is_catalog') ? false : !!p.is_catalog,
    is_classified: miss.has('is_classified') ? false : !!p.is_classified,
    // ProductStockResource reads has_variant off the stock row, which has no such column.
    stock: (o.stocks?.get(p.id) ?? []).map((s) => ({ stock_variant: s.name, current_stock: s.current_stock, has_variant: false })),
  };
}

/** ProductPaginateResource's item (test/contract/catalogue/filtered-products.json): no image_40x40/is_approved/status/stock, has_variant an int. */
export function productPaginateItem(p: ProductCardRow, o: CardOptions): Record<string, unknown> {
  return {
    id: p.id,
    slug: p.slug,
    category_id: p.category_id,
    product_name: p.product_name,
    special_discount_type: p.special_discount_type ?? '',
    ...discountFields(p),
    image_190x230: imageUrl(o.base, 'product', p.id, 190, 230),
    price: Number(p.price),
    rating: Number(p.reviews_avg_rating ?? 0),
    reviews_count: p.approved_reviews,
    current_stock: p.current_stock,
    reward: Number(p.reward),
    minimum_order_quantity: p.minimum_order_quantity,
    todays_deal: p.todays_deal,
    has_variant: p.has_variant ? 1 : 0,
    user_wishlist: o.wishlist ? o.wishlist.has(p.id) : false,
    is_catalog: !!p.is_catalog,
    is_classified: !!p.is_classified,
  };
}

/** ViewedProductResource (test/contract/catalogue/viewed-products.json). */
export function viewedProduct(p: { id: number; slug: string; product_name: string }, base: string) {
  return { id: p.id, slug: p.slug, product_name: p.product_name, image_72x72: imageUrl(base, 'product', p.id, 72, 72) };
}

/**
 * Kept for the other endpoints (daily deals, wishlist, shop page…), which still call it with
 * (row, base, wishlist): a ProductResource without its `stock` rows.
 */
export function productCard(
  p: ProductCardRow,
  base: string,
  wishlist?: Set<number>,
): Record<string, unknown> & { discount_percentage: number } {
  return productResource(p, { base, wishlist }) as Record<string, unknown> & { discount_percentage: number };
}

// ---------------------------------------------------------------- campaigns, blogs (other helpers own their endpoints)

type Day = string | Date;

/** CampaignResource (test/contract/catalogue/campaign-lists.json). */
export function campaignResource(
  c: { id: number; slug: string; title: string; short_description: string | null; start_date: Day; end_date: Day },
  base: string,
) {
  const ended = new Date(c.end_date).getTime() < Date.now();
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    short_description: c.short_description ?? '',
    campaign_start_date: dMY(c.start_date),
    campaign_end_date: ended ? '' : dMY(c.end_date),
    image_1920x412: imageUrl(base, 'campaign', c.id, 1920, 412),
    image_374x374: imageUrl(base, 'campaign', c.id, 374, 374),
  };
}

export function campaignOut(
  c: { id: number; slug: string; title: string; short_description: string | null; details?: string | null; start_date: Day; end_date: Day },
  base: string,
): Record<string, unknown> {
  const iso = (d: Day) => (typeof d === 'string' ? d : d.toISOString());
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    short_description: c.short_description ?? '',
    details: c.details ?? '',
    campaign_start_date: iso(c.start_date),
    campaign_end_date: iso(c.end_date),
    image_374x374: imageUrl(base, 'campaign', c.id, 374, 374),
    image_1920x412: imageUrl(base, 'campaign', c.id, 1920, 412),
    banner: imageUrl(base, 'campaign', c.id, 1920, 412),
  };
}

/** BlogResource (home `latest_news`). */
export function blogResource(b: { id: number; slug: string; title: string; short_description: string | null }, base: string) {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    short_description: b.short_description ?? '',
    thumbnail: imageUrl(base, 'blog', b.id, 260, 175),
  };
}
