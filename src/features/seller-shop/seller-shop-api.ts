/**
 * `GET shop-page-data/{slug}` (test/contract/catalogue/shop-page-data.json) and the followed-shops lookup the shop page's
 * follow button needs. Lazy, with the shop page.
 */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
import type { Id } from '../../types/common';
import type { ProductCard } from '../../types/catalogue';

/** What the shop page's header shows. There is no follower count and no `user_id` in the answer. */
export interface ShopHeader {
  id: Id;
  slug: string;
  shop_name: string;
  shop_tagline: string;
  image_82x82: string;
  image_899x480: string;
  rating_count: number;
  reviews_count: number;
  total_products: number;
  join_date: string;
}

export type ProductSectionKind =
  'featured_products' | 'new_arrival' | 'best_selling_products' | 'offer_ending_soon' | 'best_rated_products';

/** One of the shop's own home sections, at its place in the seller's layout. */
export type ShopSection =
  | { index: number; kind: 'banner'; banners: Record<string, unknown> }
  | { index: number; kind: ProductSectionKind; products: ProductCard[] };

/** A coupon tile (CouponPaginateResource). `title` is null when the coupon has no title in any language. */
export interface ShopCoupon {
  id: number;
  title: string;
  code: string;
  discount_type: string;
  discount: number | string;
  image_145x110: string;
}

export interface ShopData {
  header: ShopHeader;
  sections: ShopSection[];
}

/** A page of the shop's coupons, with the shop itself (every page of shop-page-data carries it). */
export type ShopPage = PageOf<ShopCoupon> & { shop: ShopData };

const PRODUCT_KINDS: ReadonlySet<string> = new Set([
  'featured_products',
  'new_arrival',
  'best_selling_products',
  'offer_ending_soon',
  'best_rated_products',
]);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : 0);

const isCard = (row: unknown): row is ProductCard =>
  hasId(row) &&
  typeof (row as { product_name?: unknown }).product_name === 'string' &&
  typeof (row as { slug?: unknown }).slug === 'string';

function isCoupon(row: unknown): row is ShopCoupon {
  const code: unknown = hasId(row) ? (row as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code !== '';
}

/**
 * The shop's sections in the seller's order. Each `contents` key is "<data key>-<i>" where i is the
 * section's place in `shop_page_contents`: keys the server did not render (todays_deal) leave a
 * gap, so pairing by position (as the original's page does) would put data in the wrong slots.
 * A key whose layout entry is missing or names another section is dropped rather than shown under
 * a wrong title.
 */
export function shopSections(contents: unknown, layout: unknown): ShopSection[] {
  if (!isObject(contents)) return [];
  // Without a layout (never seen, but cheap to survive) the data keys alone decide.
  const entries: unknown[] | null = Array.isArray(layout) ? layout : null;
  const sections: ShopSection[] = [];
  for (const [key, value] of Object.entries(contents)) {
    const match = /^(.+)-(\d+)$/.exec(key);
    if (!match) continue;
    const [, name, at] = match;
    const index = Number(at);
    const entry: unknown = entries?.[index];
    const kind = name === 'banners' ? 'banner' : name;
    if (entries && !(isObject(entry) && Object.keys(entry)[0] === kind)) continue;
    if (kind === 'banner') {
      if (isObject(value) && Object.keys(value).length > 0) sections.push({ index, kind, banners: value });
    } else if (PRODUCT_KINDS.has(kind)) {
      const products = Array.isArray(value) ? value.filter(isCard) : [];
      if (products.length > 0) sections.push({ index, kind: kind as ProductSectionKind, products });
    }
  }
  return sections.sort((a, b) => a.index - b.index);
}

export function readShop(raw: unknown): ShopData {
  const shop = expectKeys<Record<string, unknown>>(raw, ['id', 'slug', 'shop_name']);
  if (!(Number(shop.id) > 0)) throw new ApiError('malformed', 'The server sent a shop without an id.');
  return {
    header: {
      id: Number(shop.id) as Id,
      slug: text(shop.slug),
      shop_name: text(shop.shop_name),
      shop_tagline: text(shop.shop_tagline),
      image_82x82: text(shop.image_82x82),
      image_899x480: text(shop.image_899x480),
      rating_count: count(shop.rating_count),
      reviews_count: count(shop.reviews_count),
      total_products: count(shop.total_products),
      join_date: text(shop.join_date),
    },
    sections: shopSections(shop.contents, shop.shop_page_contents),
  };
}

/**
 * One page of shop-page-data. Page 1 is the shop; further pages are how its coupons go on: the
 * answer's shop has no `user_id`, so `seller/coupons/{id}` cannot be called (the original's page
 * asks for seller/coupons/undefined), but the coupons paginator's own `next_page_url` is
 * shop-page-data/{slug}?page=n, whose `coupons` is that page of the same list.
 */
export async function fetchShopPage(http: Http, slug: string, page: number): Promise<ShopPage> {
  const { data } = await http.get(`shop-page-data/${encodeURIComponent(slug)}`, page > 1 ? { params: { page } } : undefined);
  const body = expectKeys<{ shop: unknown; coupons: unknown }>(data, ['shop', 'coupons']);
  const coupons = readPage(body.coupons, 'coupons', isCoupon);
  return { ...coupons, items: coupons.items.map((c) => ({ ...c, title: text(c.title) })), shop: readShop(body.shop) };
}

/** `user/followed-sellers` page `page`: the followed shops' ids, and whether there are more pages. */
export async function fetchFollowedShopIds(http: Http, page: number): Promise<{ ids: string[]; more: boolean }> {
  const { data } = await http.get('user/followed-sellers', { params: { page } });
  const { sellers } = expectKeys<{ sellers: unknown }>(data, ['sellers']);
  const list = readPage(sellers, 'shops', hasId);
  return { ids: list.items.map((s) => String(s.id)), more: list.nextPageUrl !== null };
}

/**
 * The original's error for a shop it cannot find or show: PHP's text in 1.6.7 (PHP 8 "… on null",
 * PHP 7 "Trying to get property '…' of non-object"), "Ops..!" in 1.5.3.
 */
export function isUnknownShopError(message: string | null): boolean {
  return message !== null && (/ on null$/.test(message) || / of non-object$/.test(message) || message.trim() === 'Ops..!');
}
