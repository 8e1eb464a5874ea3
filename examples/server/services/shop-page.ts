/**
 * shop-page-data/{slug} (1.6.7 Admin\SellerController@shop, SellerProfileRepository::shopDetails,
 * HomePage::parseShopData, CouponRepository::sellerCoupons, ProductRepository seller queries).
 *
 * Quirks kept on purpose (test/contract/catalogue/shop-page-data.json):
 * - the shop object has no `user_id` (the SPA's coupon "show more" calls seller/coupons/undefined);
 * - `best_rated_products` is the offer-ending query (sellerOfferEnding), not a rating order;
 * - `contents` keys are "<data key>-<index in shop_page_contents>"; keys the original does not
 *   render (todays_deal) are absent from `contents` but listed in `component_names`;
 * - a second section of a kind reuses the first one's data by its position among the rendered
 *   keys, which fails with PHP's "Undefined array key" when an unrendered key shifted it;
 * - `contents` is [] when seller_system is off; `join_date` is created_at as "d M Y";
 *   `total_products` counts every product of the seller, whatever its status.
 * Not reproduced: nothing here leaks (the original's answer carries no private field either).
 */
import type { Db } from '../db/types';
import { imageUrl } from '../lib/images';
import { paginate } from '../lib/paginate';
import { couponPage } from './coupons';
import { dMY, productPaginateItem, VISIBLE_SQL, type CardColumn, type ProductCardRow } from './format';
import { Where } from '../db/where';
import { countProducts, queryCards, visibleCards, wishlistSet } from './products';
import type { StoreData } from './store';

/** The original's exception text, sent back as `{error}`. */
export class ShopPageError extends Error {}

/** Columns the seller product queries do not select (their selectRaw list). */
const NOT_SELECTED: CardColumn[] = ['is_approved', 'todays_deal', 'is_catalog', 'is_classified'];

/** The banner widths/heights by how many images the section has (1–4), as on the home page. */
const BANNER_SIZES: Record<number, [number, number]> = { 1: [1260, 452], 2: [620, 320], 3: [400, 235], 4: [300, 170] };

/** Sections that reuse the first one's data when they appear twice. */
const REUSED = new Set(['new_arrival', 'best_selling_products', 'offer_ending_soon', 'best_rated_products']);

interface ShopRow {
  id: number;
  user_id: number | null;
  shop_name: string;
  slug: string;
  tagline: string | null;
  rating: number;
  reviews_count: number;
  created_at: string | Date;
  shop_page_contents: unknown;
  shop_banner_id: number | null;
  total_products: number;
}

export interface ShopPageContext {
  db: Db;
  data: StoreData;
  base: string;
  userId: number | null;
  /** The request URL without its query: Laravel's paginator path (both paginators read `page`). */
  path: string;
  page: number;
}

/**
 * SellerProfile::Available(): verified, and its user active and not banned. The stand-in's shops
 * mostly have no user row, so only an existing user's state can make a shop unavailable.
 */
async function availableShop(db: Db, slug: string): Promise<ShopRow | null> {
  const rows = (
    await db.query<ShopRow>(
      `SELECT s.id, s.user_id, s.shop_name, s.slug, s.tagline, s.rating, s.reviews_count, s.created_at, s.shop_page_contents,
              s.shop_banner_id, (SELECT count(*)::int FROM products p WHERE p.seller_id = s.id) AS total_products
         FROM sellers s LEFT JOIN users u ON u.id = s.user_id
        WHERE s.slug = $1 AND s.verified_at IS NOT NULL AND (u.id IS NULL OR (u.status = 1 AND u.is_user_banned = 0))
        ORDER BY s.id LIMIT 1`,
      [slug],
    )
  ).rows;
  return rows[0] ?? null;
}

const layoutOf = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? value.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null && !Array.isArray(e)) : [];

async function parseShopData(ctx: ShopPageContext, shop: ShopRow, wishlist: Set<number>): Promise<Record<string, unknown>> {
  const { db, base } = ctx;
  const results: Record<string, unknown> = {};
  const keys: string[] = [];
  if (Number(ctx.data.settings.seller_system ?? 0) !== 1) return results;
  const mine = () => new Where().add('p.seller_id = ?', shop.id);
  const cards = (where: Where, order: string, limit: number) =>
    visibleCards(db, where, order, limit, { base, wishlist, missing: NOT_SELECTED });
  const load: Record<string, () => Promise<unknown>> = {
    new_arrival: () => cards(mine(), 'p.created_at DESC, p.id DESC', 4),
    best_selling_products: () => cards(mine(), 'p.total_sale DESC, p.id DESC', 12),
    // sellerOfferEnding, for both keys (the original's best_rated_products bug).
    offer_ending_soon: () => offerEnding(),
    best_rated_products: () => offerEnding(),
  };
  const offerEnding = () =>
    cards(mine().add('p.special_discount > 0').add('p.special_discount_end IS NOT NULL'), 'p.total_sale DESC, p.id DESC', 12);

  const layout = layoutOf(shop.shop_page_contents);
  for (let i = 0; i < layout.length; i++) {
    for (const [setKey, item] of Object.entries(layout[i])) {
      if (setKey === 'banner') {
        const cfg = (item ?? {}) as { thumbnail?: unknown; url?: unknown };
        const thumbs = Array.isArray(cfg.thumbnail) ? cfg.thumbnail.map(String) : [];
        const urls = Array.isArray(cfg.url) ? cfg.url : [];
        const size = BANNER_SIZES[thumbs.length];
        const banners: Record<string, unknown> = {};
        if (size) thumbs.forEach((id, n) => (banners[`${imageUrl(base, 'banner', id, size[0], size[1])}_${n}`] = urls[n] ?? null));
        results[`banners-${i}`] = size ? banners : [];
        keys.push('banners');
      } else if (setKey === 'featured_products') {
        // Any product among the ids that is featured: the original does not check the seller.
        const ids = (Array.isArray(item) ? item : [item]).map((v) => Number.parseInt(String(v), 10)).filter(Number.isFinite);
        results[`featured_products-${i}`] = await cards(
          new Where().add('p.id = ANY(?::int[])', ids).add('p.is_featured = 1'),
          'p.id',
          1000,
        );
        keys.push('featured_products');
      } else if (setKey in load) {
        const at = keys.indexOf(setKey);
        if (REUSED.has(setKey) && at >= 0) {
          const reused = `${setKey}-${at}`;
          if (!(reused in results)) throw new ShopPageError(`Undefined array key "${reused}"`);
          results[`${setKey}-${i}`] = results[reused];
        } else {
          results[`${setKey}-${i}`] = await load[setKey]();
        }
        keys.push(setKey);
      }
      // Anything else (todays_deal, …) is stored by the seller panel but not rendered.
    }
  }
  return results;
}

export async function shopPageData(ctx: ShopPageContext, slug: string): Promise<Record<string, unknown>> {
  const { db, base } = ctx;
  const shop = await availableShop(db, slug);
  if (!shop) throw new ShopPageError('Attempt to read property "shop_page_contents" on null');
  const wishlist = await wishlistSet(db, ctx.userId);
  const layout = layoutOf(shop.shop_page_contents);
  const contents = await parseShopData(ctx, shop, wishlist);
  // array_keys(array_merge(...$contents)): each key once, in first-seen order.
  const names = [...new Set(layout.flatMap((entry) => Object.keys(entry)))];

  const coupons = await couponPage(
    db,
    "c.user_id = $1 AND c.status = 1 AND c.end_date >= (now() AT TIME ZONE 'UTC')",
    [shop.user_id ?? -1],
    ctx.page,
    16,
    base,
  );
  const where = new Where().add('p.seller_id = ?', shop.id).add(VISIBLE_SQL);
  const total = await countProducts(db, where);
  const rows: ProductCardRow[] = await queryCards(db, where, 'p.id DESC', 12, (ctx.page - 1) * 12);

  return {
    shop: {
      id: shop.id,
      slug,
      // PHP's empty array is [] on the wire.
      contents: Object.keys(contents).length ? contents : [],
      component_names: names,
      image_82x82: imageUrl(base, 'shop', shop.id, 72, 72),
      image_899x480: imageUrl(base, 'shop-banner', shop.shop_banner_id ?? 'default', 850, 480),
      shop_name: shop.shop_name,
      shop_page_contents: Array.isArray(shop.shop_page_contents) ? shop.shop_page_contents : [],
      rating_count: Math.round(Number(shop.rating) * 100) / 100,
      reviews_count: shop.reviews_count,
      shop_tagline: shop.tagline,
      image_297x203: imageUrl(base, 'shop-banner', shop.id, 297, 203),
      total_products: shop.total_products,
      join_date: dMY(shop.created_at),
    },
    coupons: paginate(
      coupons.data.map((c) => ({
        id: c.id,
        title: c.title,
        code: c.code,
        discount_type: c.discount_type,
        discount: c.discount,
        image_145x110: c.image_145x110,
      })),
      coupons.total,
      ctx.page,
      16,
      ctx.path,
    ),
    products: paginate(
      // The seller query selects neither todays_deal nor is_catalog / is_classified.
      rows.map((r) => ({ ...productPaginateItem(r, { base, wishlist }), todays_deal: 0, is_catalog: false, is_classified: false })),
      total,
      ctx.page,
      12,
      ctx.path,
    ),
  };
}
