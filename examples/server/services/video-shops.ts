/**
 * Video shopping (test/contract/catalogue/{video-shops,video-shops-details}.json). The add-on's repository is an empty class in both copies of
 * the original, so only the list's resource is known; the details answer is built from what the
 * 1.6.7 SPA reads (pages/addons/video_shop_details.vue, partials/video_section.vue) — see
 * test/contract/catalogue/video-shops-details.json.
 */
import type { Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { Where } from '../db/where';
import { visibleCards, wishlistSet } from './products';

/** VideoResource / VideoPaginateResource items. */
export interface VideoCard {
  id: number;
  slug: string;
  is_live: boolean;
  thumbnail: string;
  title: string;
}

interface VideoRow {
  id: number;
  slug: string;
  is_live: number;
  title: string;
  style: string;
  video_type: string;
  video_url: string;
  product_ids: number[];
  enable_related_product: number;
}

export interface VideoContext {
  base: string;
  /** languageCheck(): the session language, else the default language. */
  locale: string;
  sellerSystem: boolean;
  userId: number | null;
}

/**
 * scopeActive + scopeSellerCheck: active videos whose owner is the admin (seller_id NULL) or, while
 * the seller system is on, a verified shop (the original also asks for an active, unbanned seller
 * user; the seeded shops have no users rows, so the shop's verification stands for all three).
 */
function listedSql(sellerSystem: boolean): string {
  const seller = sellerSystem ? ' OR EXISTS (SELECT 1 FROM sellers s WHERE s.id = v.seller_id AND s.verified_at IS NOT NULL)' : '';
  return `v.status = 1 AND (v.seller_id IS NULL${seller})`;
}

/** getTranslation('title', lang): the language's row, else the English one. */
const TITLE_SQL = `COALESCE(
  (SELECT l.title FROM video_shop_languages l WHERE l.video_shop_id = v.id AND l.lang = $1),
  (SELECT l.title FROM video_shop_languages l WHERE l.video_shop_id = v.id AND l.lang = 'en'),
  v.title) AS title`;

const card = (base: string, v: { id: number; slug: string; is_live: number; title: string }): VideoCard => ({
  id: v.id,
  slug: v.slug,
  is_live: !!v.is_live,
  thumbnail: imageUrl(base, 'video', v.id, 299, 536),
  title: v.title,
});

/** GET get/video-shops: VideoPaginateResource of `all()->active()->SellerCheck()->paginate(12)`, newest first. */
export async function videoList(db: Queryable, ctx: VideoContext, rawPage: string | undefined) {
  // paginate(12): the page size is fixed; only `page` is read.
  const { page, perPage, offset } = pageParams({ page: rawPage }, 12);
  const where = listedSql(ctx.sellerSystem);
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM video_shops v WHERE ${where}`)).rows[0].n;
  const rows = (
    await db.query<{ id: number; slug: string; is_live: number; title: string }>(
      `SELECT v.id, v.slug, v.is_live, ${TITLE_SQL} FROM video_shops v WHERE ${where}
        ORDER BY v.created_at DESC, v.id DESC LIMIT $2 OFFSET $3`,
      [ctx.locale, perPage, offset],
    )
  ).rows;
  // Laravel's nextPageUrl() is the route's path with only ?page=N.
  return paginate(
    rows.map((v) => card(ctx.base, v)),
    total,
    page,
    perPage,
    `${ctx.base}/get/video-shops`,
  );
}

/** An mp4 URL stored site-relative (the local sample files) is served by this host. */
function absoluteVideoUrl(base: string, type: string, url: string): string {
  return type === 'mp4' && url.startsWith('/') ? base + url : url;
}

/**
 * GET get/video-shops-details/{slug}. Unknown (or hidden) slug → null; the route answers the
 * original's caught warning then.
 */
export async function videoDetails(db: Queryable, ctx: VideoContext, slug: string): Promise<Record<string, unknown> | null> {
  const where = listedSql(ctx.sellerSystem);
  const v = (
    await db.query<VideoRow>(
      `SELECT v.id, v.slug, v.is_live, v.style, v.video_type, v.video_url, v.product_ids, v.enable_related_product, ${TITLE_SQL}
         FROM video_shops v WHERE v.slug = $2 AND ${where}`,
      [ctx.locale, slug],
    )
  ).rows[0];
  if (!v) return null;
  const wishlist = await wishlistSet(db, ctx.userId);
  const o = { base: ctx.base, wishlist };
  const ids = v.product_ids ?? [];
  const products = ids.length ? await visibleCards(db, new Where().add('p.id = ANY(?::int[])', ids), 'p.id', ids.length, o) : [];
  // Related: other products of the same categories, when the video asks for them.
  const related =
    v.enable_related_product && ids.length
      ? await visibleCards(
          db,
          new Where()
            .add('p.category_id IN (SELECT category_id FROM products WHERE id = ANY(?::int[]))', ids)
            .add('NOT (p.id = ANY(?::int[]))', ids),
          'p.total_sale DESC, p.id',
          12,
          o,
        )
      : [];
  const popular = (
    await db.query<{ id: number; slug: string; is_live: number; title: string }>(
      `SELECT v.id, v.slug, v.is_live, ${TITLE_SQL} FROM video_shops v WHERE v.id <> $2 AND ${where}
        ORDER BY v.viewed DESC, v.id DESC LIMIT 6`,
      [ctx.locale, v.id],
    )
  ).rows.map((x) => card(ctx.base, x));
  return {
    id: v.id,
    slug: v.slug,
    title: v.title,
    style: v.style,
    is_live: !!v.is_live,
    thumbnail: imageUrl(ctx.base, 'video', v.id, 299, 536),
    video_type: v.video_type,
    video_url: absoluteVideoUrl(ctx.base, v.video_type, v.video_url),
    products,
    related_products: related,
    popular_videos: popular,
  };
}
