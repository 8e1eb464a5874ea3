/**
 * Followed shops (1.6.7 SellerRepository follow, UserController@userFollowedShop): the `seller_profile_user` pivot.
 * Following twice inserts two rows (no duplicate check); unfollowing detaches them all.
 */
import type { Queryable } from '../db/types';
import { paginate } from '../lib/paginate';
import { dbDateTime, laravelDate, shopCard } from './format';
import { sqlId } from './lists';
import type { SellerRow } from './store';

/** The seller profile ids this user follows: every shop card's `is_followed` (a bool in 1.6.7). */
export async function followedShopIds(db: Queryable, userId: number | null | undefined): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = (
    await db.query<{ seller_profile_id: number }>('SELECT DISTINCT seller_profile_id FROM seller_profile_user WHERE user_id = $1', [userId])
  ).rows;
  return new Set(rows.map((r) => r.seller_profile_id));
}

/** SellerRepository@followSeller: `$user->sellers()->attach($id)`. False when no such shop. */
export async function followShop(db: Queryable, userId: number, sellerId: number): Promise<boolean> {
  if (!sqlId(sellerId)) return false;
  const done = await db.query(
    'INSERT INTO seller_profile_user (seller_profile_id, user_id) SELECT s.id, $2 FROM sellers s WHERE s.id = $1 RETURNING id',
    [sellerId, userId],
  );
  return done.rows.length > 0;
}

interface FollowedRow {
  id: number;
  user_id: number | null;
  shop_name: string;
  slug: string;
  verified_at: Date | null;
  tagline: string | null;
  rating: number;
  reviews_count: number;
  created_at: Date;
  pivot_created: Date;
  pivot_updated: Date;
}

function media(kind: string, id: number, sizes: string[]): Record<string, string> {
  const out: Record<string, string> = { storage: 'local', original_image: `images/${kind}/${id}-600x600.svg` };
  for (const size of sizes) out[`image_${size}`] = `images/${kind}/${id}-${size}.svg`;
  return out;
}

/**
 * SellerRepository@unfollowSeller: detach every row, then `$user->sellers` (every followed shop,
 * once per pivot row). Only the public columns of the shop: the original serialises the whole
 * sellers row (phone, address, licence, tax papers …), which this stand-in never sends.
 */
export async function unfollowShop(db: Queryable, userId: number, sellerId: number) {
  await db.query('DELETE FROM seller_profile_user WHERE user_id = $1 AND seller_profile_id = $2', [userId, sqlId(sellerId)]);
  const rows = (
    await db.query<FollowedRow>(
      `SELECT s.id, s.user_id, s.shop_name, s.slug, s.verified_at, s.tagline, s.rating, s.reviews_count, s.created_at,
              f.created_at AS pivot_created, f.updated_at AS pivot_updated
       FROM seller_profile_user f JOIN sellers s ON s.id = f.seller_profile_id WHERE f.user_id = $1 ORDER BY f.id`,
      [userId],
    )
  ).rows;
  return rows.map((s) => ({
    id: s.id,
    user_id: s.user_id,
    shop_name: s.shop_name,
    slug: s.slug,
    verified_at: dbDateTime(s.verified_at),
    logo: media('shop', s.id, ['72x72', '105x75', '120x80', '197x152']),
    banner: media('shop-banner', s.id, ['297x203', '617x145', '1920x412']),
    shop_tagline: s.tagline,
    rating_count: Number(s.rating),
    reviews_count: s.reviews_count,
    created_at: laravelDate(s.created_at),
    updated_at: laravelDate(s.created_at),
    pivot: {
      user_id: userId,
      seller_profile_id: s.id,
      created_at: laravelDate(s.pivot_created),
      updated_at: laravelDate(s.pivot_updated),
    },
  }));
}

/**
 * UserController@userFollowedShop: (R) ShopPaginateResource, 12 per page, the verified shops the
 * user follows, most products first (then newest). `is_followed` is true on every card.
 */
export async function followedSellersPage(db: Queryable, base: string, userId: number, page: number, requestUrl: string) {
  const perPage = 12;
  const where = `s.verified_at IS NOT NULL AND EXISTS (SELECT 1 FROM seller_profile_user f WHERE f.seller_profile_id = s.id AND f.user_id = $1)`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sellers s WHERE ${where}`, [userId])).rows[0].n;
  const rows = (
    await db.query<SellerRow>(
      `SELECT s.*, (SELECT count(*)::int FROM products p WHERE p.seller_id = s.id) AS total_products, 0 AS published_products
       FROM sellers s WHERE ${where} ORDER BY total_products DESC, s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    )
  ).rows;
  const data = rows.map((s) => shopCard(s, base, true));
  return paginate(data, total, page, perPage, requestUrl);
}
