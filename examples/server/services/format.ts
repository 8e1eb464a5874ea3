/** Row → wire shapes (types from src/types/entities.ts so the widget and server stay aligned). */
import type {
  Brand, BlogCard, Campaign, Category, Color, Currency, Language, ProductCard, ShopCard, User,
} from '../../../src/types/entities';
import { imageUrl } from '../lib/images';
import { discountPercentage } from '../lib/money';
import type { UserRow } from '../lib/context';
import type { BrandRow, CategoryRow, ColorRow, CurrencyRow, LanguageRow, SellerRow, StoreData } from './store';

/** Currency plus the optional `no_of_decimals` extension (null = use settings.no_of_decimals). */
export type CurrencyOut = Currency & { no_of_decimals: number | null };

export function currencyOut(c: CurrencyRow): CurrencyOut {
  return { id: c.id, name: c.name, symbol: c.symbol, code: c.code, exchange_rate: c.exchange_rate, status: c.status as 0 | 1, no_of_decimals: c.no_of_decimals };
}

export function languageOut(l: LanguageRow, base: string): Language {
  return { id: l.id, name: l.name, locale: l.locale, flag: imageUrl(base, 'flag', l.id, 24, 16), text_direction: l.text_direction, status: l.status as 0 | 1 };
}

export function userOut(u: UserRow, base: string): User & { lang_code: string | null } {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email,
    phone: u.phone,
    user_type: u.user_type,
    balance: Number(u.balance),
    referral_code: u.referral_code,
    currency_code: u.currency_code,
    lang_code: u.lang_code,
    profile_image: imageUrl(base, 'user', u.id, 80, 80),
    is_password_set: u.password_hash ? 1 : 0,
  };
}

export function categoryOut(c: CategoryRow, data: StoreData, base: string, withChildren = false): Category & Record<string, unknown> {
  const out: Category & Record<string, unknown> = {
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

export function brandOut(b: BrandRow, base: string): Brand {
  return { id: b.id, slug: b.slug, title: b.title, image_130x93: imageUrl(base, 'brand', b.id, 130, 93) };
}

export function colorOut(c: ColorRow): Color {
  return { id: c.id, name: c.name, code: c.code };
}

function dateString(d: string | Date): string {
  const iso = typeof d === 'string' ? d : d.toISOString();
  return iso.slice(0, 10);
}

export function shopCard(s: SellerRow, base: string, followed = false): ShopCard & Record<string, unknown> {
  return {
    id: s.id,
    slug: s.slug,
    shop_name: s.shop_name,
    shop_tagline: s.tagline,
    image_82x82: imageUrl(base, 'shop', s.id, 82, 82),
    image_297x203: imageUrl(base, 'shop-banner', s.id, 297, 203),
    logo: imageUrl(base, 'shop', s.id, 82, 82),
    banner: imageUrl(base, 'shop-banner', s.id, 899, 480),
    rating: s.rating,
    rating_count: s.rating,
    reviews_count: s.reviews_count,
    total_reviews: s.reviews_count,
    total_products: s.total_products,
    join_date: dateString(s.join_date),
    is_followed: followed,
  };
}

export interface ProductCardRow {
  id: number; slug: string; category_id: number; product_name: string; price: number; special_discount_type: string | null;
  special_discount_check: number; rating: number; reviews_count: number; current_stock: number; reward: number;
  minimum_order_quantity: number; todays_deal: number; has_variant: number; seller_id: number; brand_id: number | null;
  total_sale: number; gift_idea: number; business_idea: number; is_flash: number;
}

/** Columns for ProductCardRow, for `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p`. */
export const PRODUCT_CARD_COLUMNS =
  'p.id, p.slug, p.category_id, p.product_name, p.price, p.special_discount_type, p.special_discount_check, p.rating, p.reviews_count, ' +
  'p.current_stock, p.reward, p.minimum_order_quantity, p.todays_deal, p.has_variant, p.seller_id, p.brand_id, p.total_sale, ' +
  'p.gift_idea, p.business_idea, p.is_flash';

export function productCard(p: ProductCardRow, base: string, wishlist?: Set<number>): ProductCard & Record<string, unknown> {
  return {
    id: p.id,
    slug: p.slug,
    category_id: p.category_id,
    product_name: p.product_name,
    image_190x230: imageUrl(base, 'product', p.id, 190, 230),
    image_40x40: imageUrl(base, 'product', p.id, 40, 40),
    image_72x72: imageUrl(base, 'product', p.id, 72, 72),
    price: p.price,
    special_discount_check: p.special_discount_check,
    special_discount_type: p.special_discount_type,
    discount_percentage: discountPercentage(p.price, p.special_discount_check),
    rating: p.rating,
    reviews_count: p.reviews_count,
    current_stock: p.current_stock,
    reward: p.reward,
    minimum_order_quantity: p.minimum_order_quantity,
    todays_deal: p.todays_deal as 0 | 1,
    has_variant: p.has_variant as 0 | 1,
    user_wishlist: wishlist ? wishlist.has(p.id) : false,
    is_catalog: 0,
    is_classified: 0,
    total_sale: p.total_sale,
  };
}

export function campaignOut(c: { id: number; slug: string; title: string; short_description: string | null; details?: string | null; start_date: string | Date; end_date: string | Date }, base: string): Campaign & Record<string, unknown> {
  const iso = (d: string | Date) => (typeof d === 'string' ? d : d.toISOString());
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

export function blogCard(b: { id: number; slug: string; title: string; short_description: string | null; published_date: string | Date }, base: string): BlogCard & Record<string, unknown> {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    short_description: b.short_description ?? '',
    thumbnail: imageUrl(base, 'blog', b.id, 320, 200),
    banner_img: imageUrl(base, 'blog', b.id, 900, 420),
    published_date: dateString(b.published_date),
  };
}
