/**
 * Product queries and the product page (1.6.7 Site/ProductController, ProductRepository):
 * card lists, home/product-details, find/products-variants, search, views.
 */
import type { Db, Queryable } from '../db/types';
import { Where } from '../db/where';
import { imageUrl } from '../lib/images';
import { formatPrice } from '../lib/money';
import { discountActive, discountedUnitPrice } from './discount';
import {
  brandOfProduct,
  colorRaw,
  dbDateTime,
  defaultImage,
  dMY,
  discountFields,
  laravelDate,
  PRODUCT_CARD_COLUMNS,
  productResource,
  VISIBLE_SQL,
  viewedProduct,
  type CardOptions,
  type ProductCardRow,
} from './format';
import { followedShopIds } from './follow';
import type { StoreData } from './store';
import { reviewImageLink } from './review-images';

export async function queryCards(db: Queryable, where: Where, order: string, limit: number, offset: number): Promise<ProductCardRow[]> {
  const params = [...where.params, limit, offset];
  const sql = `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p ${where.sql} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return (await db.query<ProductCardRow>(sql, params)).rows;
}

export async function countProducts(db: Queryable, where: Where): Promise<number> {
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${where.sql}`, where.params)).rows[0].n;
}

export async function wishlistSet(db: Queryable, userId: number | null | undefined): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = (await db.query<{ product_id: number }>('SELECT product_id FROM wishlists WHERE user_id = $1', [userId])).rows;
  return new Set(rows.map((r) => r.product_id));
}

/** The stock rows of these products (ProductResource's lazily loaded `stock`). */
export async function stocksFor(db: Queryable, ids: number[]): Promise<NonNullable<CardOptions['stocks']>> {
  const out: NonNullable<CardOptions['stocks']> = new Map();
  if (!ids.length) return out;
  const rows = (
    await db.query<{ product_id: number; name: string | null; current_stock: number }>(
      'SELECT product_id, name, current_stock FROM product_stocks WHERE product_id = ANY($1::int[]) ORDER BY id',
      [ids],
    )
  ).rows;
  for (const r of rows) {
    const list = out.get(r.product_id) ?? [];
    list.push({ name: r.name, current_stock: r.current_stock });
    out.set(r.product_id, list);
  }
  return out;
}

/** ProductResource[] for these rows (loads their stock rows). */
export async function productResources(
  db: Queryable,
  rows: ProductCardRow[],
  o: Omit<CardOptions, 'stocks'>,
): Promise<Record<string, unknown>[]> {
  const stocks = await stocksFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => productResource(r, { ...o, stocks }));
}

/** Visible products (published, approved) matching `where`, as ProductResource[]. */
export async function visibleCards(
  db: Queryable,
  where: Where,
  order: string,
  limit: number,
  o: Omit<CardOptions, 'stocks'>,
  offset = 0,
): Promise<Record<string, unknown>[]> {
  return productResources(db, await queryCards(db, where.add(VISIBLE_SQL), order, limit, offset), o);
}

export interface CartOwnerRef {
  userId: number | null;
  trx: string | null;
}

/** Quantity of a product (and variant name) in the cart `trx_id` (the original's cart deduction). */
async function quantityInTrx(db: Queryable, trxId: string | null, productId: number, variant: string | null): Promise<number> {
  if (!trxId) return 0;
  const r = await db.query<{ q: number }>(
    `SELECT COALESCE(SUM(quantity), 0)::int AS q FROM carts WHERE trx_id = $1 AND product_id = $2
        AND ($3::text IS NULL OR variant = $3)`,
    [trxId, productId, variant],
  );
  return r.rows[0].q;
}

// ---------------------------------------------------------------- product details

export interface ProductFullRow extends ProductCardRow {
  color_ids: number[];
  attribute_value_ids: number[];
  sku: string | null;
  short_description: string | null;
  description: string | null;
  estimated_shipping_days: number | null;
  is_digital: number;
  stock_visibility: string;
  video_provider: string | null;
  video_url: string | null;
  external_link: string | null;
  contact_info: unknown;
  is_refundable: number;
  cash_on_delivery: number;
  viewed: number;
  vat_taxes: string | null;
  shipping_type: string;
  shipping_fee: number;
  unit: string | null;
  tags: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  updated_at: Date | string;
}

interface StockRow {
  id: number;
  product_id: number;
  name: string | null;
  variant_ids: string | null;
  sku: string | null;
  price: number;
  current_stock: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The owner's user id: admin products belong to user 1, seller products to the seller's user. */
function ownerUserId(p: { seller_id: number | null }, data: StoreData): number {
  return p.seller_id ? (data.sellerById.get(p.seller_id)?.user_id ?? p.seller_id) : 1;
}

/** Value ids grouped by attribute id (selected_variants), as the original stores them: strings. */
function selectedVariants(p: ProductFullRow, data: StoreData): Record<string, string[]> | [] {
  const out: Record<string, string[]> = {};
  for (const id of p.attribute_value_ids) {
    const v = data.attributeValueById.get(id);
    if (v) (out[String(v.attribute_id)] ??= []).push(String(id));
  }
  return Object.keys(out).length ? out : [];
}

/** The raw products columns the detail answer shows (its makeHidden list removed; product_file left out: a leak). */
function productColumns(p: ProductFullRow, data: StoreData): Record<string, unknown> {
  const owner = ownerUserId(p, data);
  return {
    id: p.id,
    brand_id: p.brand_id,
    user_id: owner,
    created_by: owner,
    slug: p.slug,
    price: Number(p.price),
    special_discount: Number(p.special_discount),
    special_discount_type: p.special_discount_type,
    special_discount_start: dbDateTime(p.special_discount_start),
    special_discount_end: dbDateTime(p.special_discount_end),
    video_provider: p.video_provider,
    video_url: p.video_url,
    colors: p.color_ids.map(String),
    attribute_sets: [],
    vat_taxes: p.vat_taxes,
    has_variant: p.has_variant,
    selected_variants: selectedVariants(p, data),
    selected_variants_ids: p.attribute_value_ids.map(String),
    description_images: null,
    current_stock: p.current_stock,
    minimum_order_quantity: p.minimum_order_quantity,
    stock_visibility: p.stock_visibility,
    status: p.status,
    is_catalog: p.is_catalog,
    external_link: p.external_link,
    is_classified: p.is_classified,
    is_wholesale: 0,
    contact_info: p.contact_info ?? [],
    is_digital: p.is_digital,
    is_refundable: p.is_refundable,
    todays_deal: p.todays_deal,
    rating: Number(p.rating),
    viewed: p.viewed,
    shipping_type: p.shipping_type,
    shipping_fee: Number(p.shipping_fee),
    shipping_fee_depend_on_quantity: 0,
    estimated_shipping_days: p.estimated_shipping_days === null ? null : String(p.estimated_shipping_days),
    cash_on_delivery: p.cash_on_delivery,
    product_file_id: null,
    reward: Number(p.reward),
    gift_idea: p.gift_idea,
    business_idea: p.business_idea,
    is_deleted: 0,
  };
}

function productAppends(p: ProductFullRow, base: string): Record<string, unknown> {
  return {
    image_190x230: imageUrl(base, 'product', p.id, 190, 230),
    image_40x40: imageUrl(base, 'product', p.id, 40, 40),
    image_72x72: imageUrl(base, 'product', p.id, 72, 72),
    image_110x122: imageUrl(base, 'product', p.id, 110, 122),
    ...discountFields(p),
    product_name: p.product_name,
  };
}

/**
 * The parent product a stock row's discount accessor loads lazily: the whole row (no makeHidden
 * on this instance) plus appends. purchase_cost and product_file are left out (private data).
 */
export function nestedProduct(p: ProductFullRow, data: StoreData, base: string): Record<string, unknown> {
  return {
    ...productColumns(p, data),
    category_id: p.category_id,
    barcode: null,
    thumbnail: { storage: 'local', original_image: `images/product/${p.id}-600x600.svg`, image_72x72: `images/product/${p.id}-72x72.svg` },
    thumbnail_id: 600 + p.id,
    images: [],
    image_ids: null,
    meta_image: [],
    meta_image_id: null,
    stock_notification: 0,
    low_stock_to_notify: 0,
    total_sale: p.total_sale,
    is_approved: p.is_approved,
    is_featured: 0,
    deleted_at: null,
    created_at: laravelDate(p.created_at),
    updated_at: laravelDate(p.updated_at),
    ...productAppends(p, base),
  };
}

/** A raw ProductStock row with its appends and the lazily loaded parent product. */
function stockRaw(s: StockRow, p: ProductFullRow, data: StoreData, base: string): Record<string, unknown> {
  return {
    id: s.id,
    variant_ids: s.variant_ids,
    product_id: s.product_id,
    name: s.name,
    sku: s.sku,
    current_stock: s.current_stock,
    price: Number(s.price),
    image: [],
    image_id: null,
    created_at: laravelDate(s.created_at),
    updated_at: laravelDate(s.updated_at),
    stock_image: defaultImage(base, 'product', 160, 160),
    discount_percentage: discountedUnitPrice(Number(s.price), p),
    image_190x230: defaultImage(base, 'product', 190, 230),
    product: nestedProduct(p, data, base),
  };
}

/** getVideoId: the id for YouTube/Vimeo, the iframe src for embedded, the URL for mp4, else "". */
export function videoLink(provider: string | null, url: string | null): string {
  if (!provider || !url) return '';
  if (provider === 'mp4') return url;
  if (provider === 'youtube') return /([/|?&]vi?[/|=]|youtu\.be\/|embed\/)([a-zA-Z0-9_-]+)/.exec(url)?.[2] ?? '';
  if (provider === 'vimeo') return /vimeo\.com\/(?:.*\/)?([0-9]{6,11})/.exec(url)?.[1] ?? '';
  if (provider === 'embedded_video') return /src="([^"]+)"/.exec(url)?.[1] ?? url;
  return '';
}

/** detail_special_price: min–max of the stock prices, flat/percentage discount applied, default currency. */
function variationPrice(p: ProductFullRow, stocks: StockRow[], data: StoreData): string {
  let low = Number(p.price);
  let high = Number(p.price);
  if (p.has_variant) {
    for (const s of stocks) {
      low = Math.min(low, Number(s.price));
      high = Math.max(high, Number(s.price));
    }
  }
  // Unlike the accessor, this helper discounts only the two named types.
  if (discountActive(p) && (p.special_discount_type === 'flat' || p.special_discount_type === 'percentage')) {
    const d = Number(p.special_discount);
    [low, high] = p.special_discount_type === 'flat' ? [low - d, high - d] : [low - (low * d) / 100, high - (high * d) / 100];
  }
  // VAT is never added: the original reads $product->vat_tax, a column that does not exist.
  const s = data.settings;
  const cur =
    data.currencies.find((c) => c.code === String(s.default_currency ?? 'USD')) ?? data.currencies.find((c) => c.exchange_rate === 1);
  const rate = Number(cur?.exchange_rate ?? 1);
  const fmt = (n: number) =>
    formatPrice(
      Math.round(n * rate * 1000) / 1000,
      cur?.symbol ?? '$',
      Number(s.no_of_decimals ?? 2),
      String(s.decimal_separator ?? '.'),
      String(s.currency_symbol_format ?? 'symbol_amount'),
    );
  return fmt(low) === fmt(high) ? fmt(low) : `${fmt(low)} - ${fmt(high)}`;
}

function reviewRaw(r: {
  id: number;
  user_id: number;
  product_id: number;
  title: string | null;
  rating: number;
  comment: string | null;
  images: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  status: number;
}) {
  return {
    id: r.id,
    user_id: r.user_id,
    product_id: r.product_id,
    title: r.title,
    rating: Number(r.rating),
    comment: r.comment,
    images: r.images ?? null,
    created_at: laravelDate(r.created_at),
    updated_at: laravelDate(r.updated_at),
    status: r.status,
    review_date: dMY(r.created_at),
    image_link: false,
  };
}

export interface DetailInput {
  slug: string;
  /** The `trx_id` query: quantities already in that cart are taken off the first stock. */
  trxId: string | null;
  userId: number | null;
  base: string;
}

export async function productDetail(db: Db, data: StoreData, input: DetailInput): Promise<Record<string, unknown> | null> {
  const { base } = input;
  // Only a listed product: the original's productDetails has no published/approved scope (1.6.7
  // ProductRepository@productDetails), so a draft's page opens by its slug; here it is not found.
  const p = (
    await db.query<ProductFullRow>(`SELECT ${PRODUCT_CARD_COLUMNS} FROM products p WHERE p.slug = $1 AND ${VISIBLE_SQL}`, [input.slug])
  ).rows[0];
  if (!p) return null;
  const wishlist = await wishlistSet(db, input.userId);
  const stocks = (await db.query<StockRow>('SELECT * FROM product_stocks WHERE product_id = $1 ORDER BY id', [p.id])).rows;
  const first = stocks[0] ?? null;

  const colours = p.color_ids.map((id) => data.colors.find((c) => c.id === id)).filter((c): c is NonNullable<typeof c> => !!c);
  const attrIds = new Set(p.attribute_value_ids.map((v) => data.attributeValueById.get(v)?.attribute_id));
  const attributes = data.attributes.filter((a) => attrIds.has(a.id)).map((a) => ({ id: a.id, title: a.title }));
  const attributeValues = p.attribute_value_ids
    .map((id) => data.attributeValueById.get(id))
    .filter((v): v is NonNullable<typeof v> => !!v)
    .map((v) => ({ id: v.id, attribute_id: v.attribute_id, value: v.value }));
  const category = data.categoryById.get(p.category_id);
  const brand = p.brand_id ? data.brands.find((b) => b.id === p.brand_id) : undefined;
  const seller = p.seller_id ? data.sellerById.get(p.seller_id) : undefined;

  // best_seller: this owner also owns the category's best-selling product.
  const top = (
    await db.query<{ seller_id: number | null }>(
      `SELECT p.seller_id FROM products p WHERE p.category_id = $1 AND ${VISIBLE_SQL} ORDER BY p.total_sale DESC, p.id LIMIT 1`,
      [p.category_id],
    )
  ).rows[0];
  const bestSeller = top && (top.seller_id ?? 0) === (p.seller_id ?? 0) ? 1 : 0;

  const related = await visibleCards(db, new Where().add('p.category_id = ?', p.category_id).add('p.id <> ?', p.id), 'p.id', 6, {
    base,
    wishlist,
  });
  const sidebar = seller
    ? // The seller relation: all the seller's products (any status), without review aggregates.
      await productResources(db, await queryCards(db, new Where().add('p.seller_id = ?', seller.id).add('p.id <> ?', p.id), 'p.id', 4, 0), {
        base,
        wishlist,
        noAggregates: true,
      })
    : await productResources(
        db,
        await queryCards(
          db,
          new Where().add('p.seller_id IS NULL').add('p.id <> ?', p.id).add(VISIBLE_SQL),
          'p.created_at DESC, p.id DESC',
          4,
          0,
        ),
        { base, wishlist, noAggregates: true },
      );

  const inCart = first ? await quantityInTrx(db, input.trxId, p.id, p.has_variant ? first.name : null) : 0;
  const gallery = [String(p.id), `${p.id}.1`, `${p.id}.2`, `${p.id}.3`];
  const now = new Date();
  const end = p.special_discount_end ? new Date(p.special_discount_end).getTime() : now.getTime();
  const days = Math.trunc((end - now.getTime()) / 86_400_000);

  const reviews = (
    await db.query<Parameters<typeof reviewRaw>[0]>('SELECT * FROM reviews WHERE product_id = $1 AND status = 1 ORDER BY id', [p.id])
  ).rows;
  const userReview = input.userId
    ? (
        await db.query<Parameters<typeof reviewRaw>[0]>(
          'SELECT * FROM reviews WHERE product_id = $1 AND user_id = $2 ORDER BY id LIMIT 1',
          [p.id, input.userId],
        )
      ).rows[0]
    : undefined;
  const userWishlist = input.userId
    ? (
        await db.query<{ id: number; user_id: number; product_id: number; created_at: Date; updated_at: Date }>(
          'SELECT id, user_id, product_id, created_at, updated_at FROM wishlists WHERE product_id = $1 AND user_id = $2',
          [p.id, input.userId],
        )
      ).rows[0]
    : undefined;

  const product: Record<string, unknown> = {
    ...productColumns(p, data),
    reviews_avg_rating: p.reviews_avg_rating === null ? null : Number(p.reviews_avg_rating).toFixed(4),
    monthly_orders_count: 0,
    reviews_count: p.approved_reviews,
    ...productAppends(p, base),
    video_link: videoLink(p.video_provider, p.video_url),
    product_colors: colours.map(colorRaw),
    meta_short_description: null,
    category_title: category?.title ?? null,
    category_slug: null,
    brand_slug: null,
    brand_title: brand ? brand.title : '',
    brand_image: brand ? defaultImage(base, 'brand', 130, 93) : null,
    product_meta_title: null,
    product_meta_keywords: p.meta_keywords,
    product_meta_image: false,
    variation_price: variationPrice(p, stocks, data),
    attribute_values: attributeValues,
    best_seller: bestSeller,
    gallery: {
      large: gallery.map((g) => imageUrl(base, 'product', g, 600, 600)),
      small: gallery.map((g) => imageUrl(base, 'product', g, 72, 72)),
    },
    language_product: {
      id: p.id,
      product_id: p.id,
      lang: 'en',
      name: p.product_name,
      short_description: p.short_description,
      description: p.description,
      pdf_specification_id: null,
      pdf_specification: [],
      tags: p.tags,
      unit: p.unit,
      meta_title: p.meta_title,
      meta_description: p.meta_description,
      meta_keywords: p.meta_keywords,
      created_at: laravelDate(p.created_at),
      updated_at: laravelDate(p.updated_at),
      specification: false,
    },
    related_products: related,
    product_stock: first
      ? {
          discount_percentage: discountedUnitPrice(Number(first.price), p),
          price: Number(first.price),
          current_stock: first.current_stock - inCart,
          sku: first.sku,
          special_discount_check: null, // ProductStock has no such accessor
          variant_ids: first.variant_ids,
          name: null, // the original copies special_discount_check (null) into it
        }
      : null,
    wholesale_prices: [],
    short_description: p.short_description,
    description_image: [],
    brand: brand ? brandOfProduct(brand, base) : null,
    has_variant: !!p.has_variant,
    is_wholesale: false,
    attribute_selector: (colours.length ? 1 : 0) + attributes.length,
    countdown: { days, hours: 23 - now.getUTCHours(), mins: 59 - now.getUTCMinutes(), secs: 59 - now.getUTCSeconds() },
    ...(seller
      ? {
          seller: {
            id: seller.id,
            slug: seller.slug,
            logo: imageUrl(base, 'shop', seller.id, 197, 152),
            banner: imageUrl(base, 'shop-banner', seller.id, 1920, 412),
            rating: Math.round(Number(seller.rating) * 100) / 100,
            total_reviews: 0,
            shop_name: seller.shop_name,
            total_products: seller.total_products,
            image_82x82: imageUrl(base, 'shop', seller.id, 72, 72),
            image_297x203: imageUrl(base, 'shop-banner', seller.id, 297, 203),
            rating_count: Number(seller.rating),
            reviews_count: seller.reviews_count,
            join_date: dMY(seller.created_at),
            is_followed: (await followedShopIds(db, input.userId)).has(seller.id),
          },
        }
      : {}),
    sidebar_products: sidebar,
    form: { attribute_values: [], id: p.id, quantity: p.minimum_order_quantity ? p.minimum_order_quantity : 1 },
    category: { id: p.category_id },
    reviews: reviews.map((r) => ({ ...reviewRaw(r), image_link: reviewImageLink(base, r.images) })),
    stock: stocks.map((s) => stockRaw(s, p, data, base)),
    user_wishlist: userWishlist
      ? {
          ...userWishlist,
          created_at: laravelDate(userWishlist.created_at),
          updated_at: laravelDate(userWishlist.updated_at),
          order_date: dMY(userWishlist.updated_at),
        }
      : null,
    user_review: userReview ? { ...reviewRaw(userReview), image_link: reviewImageLink(base, userReview.images) } : null,
    // The firstStock relation is loaded (and serialised) for simple products only.
    ...(!p.has_variant && first ? { first_stock: stockRaw(first, p, data, base) } : {}),
  };
  return { product, attributes };
}

// ---------------------------------------------------------------- variant lookup

export interface VariantInput {
  productId: number;
  colorId: string | null;
  /** The selected value ids indexed by attribute id; null gaps are dropped. */
  variantIds: unknown[];
  trxId: string | null;
}

export async function findVariant(db: Queryable, base: string, product: ProductCardRow | null, input: VariantInput) {
  const parts = [input.colorId, ...input.variantIds]
    .filter((v) => v !== null && v !== undefined && v !== '' && v !== 0 && v !== '0')
    .map(String);
  const key = parts.join('-');
  const stock = product
    ? (
        await db.query<StockRow>('SELECT * FROM product_stocks WHERE product_id = $1 AND variant_ids = $2 ORDER BY id LIMIT 1', [
          product.id,
          key,
        ])
      ).rows[0]
    : undefined;
  if (!stock || !product) return { product_stock: '' as const, msg: 'Stock Out', images: [] as unknown[] };
  const images = { image_72x72: defaultImage(base, 'product', 72, 72), image_320x320: defaultImage(base, 'product', 320, 320) };
  if (stock.current_stock <= 0) return { product_stock: '' as const, msg: 'Stock Out', images };
  const inCart = await quantityInTrx(db, input.trxId, product.id, stock.name);
  return {
    product_stock: {
      discount_percentage: discountedUnitPrice(Number(stock.price), product),
      price: Number(stock.price),
      current_stock: stock.current_stock - inCart,
      sku: stock.sku,
      special_discount_check: null,
      variant_ids: stock.variant_ids,
      name: stock.name,
    },
    msg: 'Product Available of this Variant',
    images,
  };
}

export async function productById(db: Queryable, id: number): Promise<ProductCardRow | null> {
  return (await db.query<ProductCardRow>(`SELECT ${PRODUCT_CARD_COLUMNS} FROM products p WHERE p.id = $1`, [id])).rows[0] ?? null;
}

// ---------------------------------------------------------------- views

/** The viewer: a signed-in user, or (our stand-in) a guest's session. */
export interface Viewer {
  userId: number | null;
  sessionId: string;
}

/**
 * ProductRepository@viewedProduct: up to 10 published products this viewer viewed, topped up to
 * 20 with other viewed products; both parts newest PRODUCT first (not by view time). A guest is
 * user 0, who owns no view rows (see recordView), so a guest sees only the top-up part.
 */
export async function viewedProducts(db: Queryable, base: string, viewer: Viewer) {
  const own = viewer.userId
    ? (
        await db.query<{ id: number; slug: string; product_name: string }>(
          `SELECT p.id, p.slug, p.product_name FROM products p WHERE ${VISIBLE_SQL}
            AND EXISTS (SELECT 1 FROM product_views v WHERE v.product_id = p.id AND v.user_id = $1)
          ORDER BY p.created_at DESC, p.id DESC LIMIT 10`,
          [viewer.userId],
        )
      ).rows
    : [];
  const others = (
    await db.query<{ id: number; slug: string; product_name: string }>(
      `SELECT p.id, p.slug, p.product_name FROM products p WHERE ${VISIBLE_SQL} AND NOT (p.id = ANY($1::int[]))
        AND EXISTS (SELECT 1 FROM product_views v WHERE v.product_id = p.id)
      ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
      [own.map((r) => r.id), 20 - own.length],
    )
  ).rows;
  return [...own, ...others].map((r) => viewedProduct(r, base));
}

/**
 * ProductRepository@productView: every view row of the product goes; one for this viewer is added.
 * A guest is user 0 there, whose insert the users FK rejects: the transaction rolls back and the
 * answer is false (nothing changes). An unknown slug is false as well.
 */
export async function recordView(db: Db, slug: string, viewer: Viewer): Promise<boolean> {
  if (!viewer.userId) return false;
  return db.transaction(async (tx) => {
    const product = (await tx.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [slug])).rows[0];
    if (!product) return false;
    await tx.query('DELETE FROM product_views WHERE product_id = $1', [product.id]);
    await tx.query('INSERT INTO product_views (user_id, product_id) VALUES ($1, $2)', [viewer.userId, product.id]);
    return true;
  });
}

// ---------------------------------------------------------------- search suggestions

/** ProductRepository@searchProduct: name or a variant name LIKE %key%, newest first, 20. */
export async function searchSuggestions(db: Queryable, base: string, key: string, wishlist: Set<number>) {
  const like = `%${key.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const where = new Where().add(
    "(p.product_name ILIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM product_stocks s WHERE s.product_id = p.id AND s.name ILIKE ? ESCAPE '\\'))",
    like,
    like,
  );
  return visibleCards(db, where, 'p.created_at DESC, p.id DESC', 20, {
    base,
    wishlist,
    missing: ['is_approved', 'todays_deal', 'is_catalog', 'is_classified'],
  });
}

/** The name of the product at this slug (the host page's title), or null. */
export async function productNameBySlug(db: Queryable, slug: string): Promise<string | null> {
  return (
    (await db.query<{ product_name: string }>('SELECT product_name FROM products WHERE slug = $1', [slug])).rows[0]?.product_name ?? null
  );
}
