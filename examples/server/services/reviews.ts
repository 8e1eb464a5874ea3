/**
 * Product reviews, replies and likes (test/contract/catalogue/{product-reviews,product-review-store,product-reply-store,like-review,unlike-review}.json), as the original's ReviewRepository
 * and ProductController answer them:
 *
 * - lists are plain Laravel paginators of approved reviews, newest first, each with its replies
 *   (and their users), its user and its likes;
 * - percentages count ALL reviews by rating (approved or not) against the APPROVED total;
 * - a store upserts by (user, product), recomputes products.rating from all reviews, and for a
 *   seller's product recomputes the shop's rating and bumps its reviews_count on every store.
 *
 * Not reproduced: the reviewer's default addresses (`shipping_address`, `billing_address`) and last
 * recharge amount, which the original's User appends send to anyone reading the reviews. The keys
 * stay, always `[]` / `0`.
 */
import type { Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { counterRows, plainPaginator } from '../lib/paginate';
import { dMY, laravelDate, PRODUCT_CARD_COLUMNS } from './format';
import { nestedProduct, type ProductFullRow } from './products';
import { uploadUrl } from './profile-uploads';
import { reviewImageLink, type ReviewImages } from './review-images';
import type { StoreData } from './store';

export { reviewImageLink };

/** The morph type the original stores on likes. */
export const REVIEW_MORPH = 'App\\Models\\Review';

export const REVIEWS_PER_PAGE = 10;

interface ReviewRow {
  id: number;
  user_id: number;
  product_id: number;
  title: string | null;
  rating: number;
  comment: string | null;
  images: ReviewImages;
  created_at: Date | string;
  updated_at: Date | string;
  status: number;
}

interface UserSubsetRow {
  id: number;
  images: unknown;
  first_name: string;
  last_name: string;
}

function imagePath(images: unknown, key: string): string | null {
  if (!images || typeof images !== 'object' || Array.isArray(images)) return null;
  const v = (images as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : null;
}

/** `user:id,images,first_name,last_name` plus the User appends (addresses and recharge withheld). */
function userSubset(u: UserSubsetRow, base: string) {
  return {
    id: u.id,
    images: u.images ?? [],
    first_name: u.first_name,
    last_name: u.last_name,
    profile_image: uploadUrl(base, imagePath(u.images, 'image_128x128')) ?? imageUrl(base, 'user', u.id, 128, 128),
    user_profile_image: uploadUrl(base, imagePath(u.images, 'image_20x20')) ?? imageUrl(base, 'user', u.id, 20, 20),
    full_name: `${u.first_name} ${u.last_name}`,
    shipping_address: [],
    billing_address: [],
    last_recharge: 0,
  };
}

/** A Review row with its appends, in the table's column order. */
export function reviewOut(r: ReviewRow, base: string) {
  return {
    id: r.id,
    user_id: r.user_id,
    product_id: r.product_id,
    status: r.status,
    title: r.title,
    rating: Number(r.rating),
    comment: r.comment,
    images: r.images ?? null,
    created_at: laravelDate(r.created_at),
    updated_at: laravelDate(r.updated_at),
    review_date: dMY(r.created_at),
    image_link: reviewImageLink(base, r.images),
  };
}

interface ReplyRow {
  id: number;
  user_id: number;
  review_id: number;
  parent_id: number | null;
  reply: string | null;
  images: unknown;
  level: number;
  created_at: Date | string;
  updated_at: Date | string;
}

function replyOut(r: ReplyRow) {
  return {
    id: r.id,
    user_id: r.user_id,
    review_id: r.review_id,
    parent_id: r.parent_id,
    reply: r.reply,
    images: r.images ?? null,
    level: r.level,
    created_at: laravelDate(r.created_at),
    updated_at: laravelDate(r.updated_at),
    reply_date: dMY(r.created_at),
  };
}

interface LikeRow {
  id: number;
  user_id: number;
  reviewable_type: string;
  reviewable_id: number;
  created_at: Date | string;
  updated_at: Date | string;
}

function likeOut(l: LikeRow) {
  return {
    id: l.id,
    user_id: l.user_id,
    reviewable_type: l.reviewable_type,
    reviewable_id: l.reviewable_id,
    created_at: laravelDate(l.created_at),
    updated_at: laravelDate(l.updated_at),
  };
}

async function usersById(db: Queryable, ids: number[]): Promise<Map<number, UserSubsetRow>> {
  if (!ids.length) return new Map();
  const rows = (
    await db.query<UserSubsetRow>('SELECT id, images, first_name, last_name FROM users WHERE id = ANY($1::int[])', [[...new Set(ids)]])
  ).rows;
  return new Map(rows.map((u) => [u.id, u]));
}

/** Laravel's `paginate(0)` falls back to the model's 15; a page counter of n asks for n×10 rows. */
export function perPageOf(paginate: unknown): number {
  return counterRows(paginate, REVIEWS_PER_PAGE, 15);
}

/** ReviewRepository::get: approved reviews of a product, newest first, as a plain paginator. */
export async function reviewPage(db: Queryable, base: string, productId: number, page: number, perPage: number, requestUrl: string) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND status = 1', [productId]))
    .rows[0].n;
  const rows = (
    await db.query<ReviewRow>(
      'SELECT * FROM reviews WHERE product_id = $1 AND status = 1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [productId, perPage, (page - 1) * perPage],
    )
  ).rows;
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? (await db.query<ReplyRow>('SELECT * FROM review_replies WHERE review_id = ANY($1::int[]) ORDER BY id', [ids])).rows
    : [];
  const likes = ids.length
    ? (
        await db.query<LikeRow>('SELECT * FROM review_likes WHERE reviewable_type = $1 AND reviewable_id = ANY($2::int[]) ORDER BY id', [
          REVIEW_MORPH,
          ids,
        ])
      ).rows
    : [];
  const users = await usersById(db, [...rows.map((r) => r.user_id), ...replies.map((r) => r.user_id)]);
  const userOf = (id: number) => {
    const u = users.get(id);
    return u ? userSubset(u, base) : null;
  };
  const data = rows.map((r) => ({
    ...reviewOut(r, base),
    replies: replies.filter((x) => x.review_id === r.id).map((x) => ({ ...replyOut(x), user: userOf(x.user_id) })),
    user: userOf(r.user_id),
    review_likes: likes.filter((l) => l.reviewable_id === r.id).map(likeOut),
  }));
  return plainPaginator(data, total, page, perPage, requestUrl);
}

/** ProductController::calculatePercentage: every review by rating, over the approved total (0 → 1). */
export async function reviewPercentages(db: Queryable, productId: number, approvedTotal: number): Promise<Record<string, number>> {
  const counts = (
    await db.query<{ rating: number; n: number }>('SELECT rating, count(*)::int AS n FROM reviews WHERE product_id = $1 GROUP BY rating', [
      productId,
    ])
  ).rows;
  const total = approvedTotal || 1;
  const out: Record<string, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const c of counts) {
    if (c.rating >= 1 && c.rating <= 5) out[c.rating] = Math.round(((c.n * 100) / total) * 100) / 100;
  }
  return out;
}

export interface ReviewInput {
  productId: number;
  rating: number;
  title: string | null;
  comment: string | null;
  /** Stored image path, when a file came with the request. */
  imagePath: string | null;
}

/** What the original's exceptions would say about input it cannot store. */
export class ReviewError extends Error {}

async function productRow(db: Queryable, id: number): Promise<ProductFullRow | null> {
  return (await db.query<ProductFullRow>(`SELECT ${PRODUCT_CARD_COLUMNS} FROM products p WHERE p.id = $1`, [id])).rows[0] ?? null;
}

/**
 * ReviewRepository::storeReview. Returns the Review model as the controller sends it: a new one
 * carries only the attributes it was created with (no `images` key without a file), an updated one
 * every column; both with the lazily loaded `product`.
 */
export async function storeReview(db: Queryable, data: StoreData, base: string, userId: number, input: ReviewInput) {
  const existing = (
    await db.query<ReviewRow>('SELECT * FROM reviews WHERE user_id = $1 AND product_id = $2 ORDER BY id LIMIT 1', [userId, input.productId])
  ).rows[0];
  const images = input.imagePath ? { storage: 'local', original_image: input.imagePath } : null;
  let review: Record<string, unknown>;
  if (existing) {
    // The original deletes the old file and keeps `images` pointing at it when no new file comes.
    const row = (
      await db.query<ReviewRow>(
        `UPDATE reviews SET rating = $2, title = $3, comment = $4, images = COALESCE($5::jsonb, images), updated_at = now()
         WHERE id = $1 RETURNING *`,
        [existing.id, input.rating, input.title, input.comment, images ? JSON.stringify(images) : null],
      )
    ).rows[0];
    review = reviewOut(row, base);
  } else {
    const row = (
      await db.query<ReviewRow>(
        `INSERT INTO reviews (product_id, user_id, title, comment, rating, status, images, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 1, $6::jsonb, now(), now()) RETURNING *`,
        [input.productId, userId, input.title, input.comment, input.rating, images ? JSON.stringify(images) : null],
      )
    ).rows[0];
    const out = reviewOut(row, base);
    review = {
      user_id: out.user_id,
      title: out.title,
      rating: out.rating,
      comment: out.comment,
      ...(images ? { images: out.images } : {}),
      product_id: out.product_id,
      status: out.status,
      updated_at: out.updated_at,
      created_at: out.created_at,
      id: out.id,
      review_date: out.review_date,
      image_link: out.image_link,
    };
  }

  // products.rating: the average of ALL reviews (approved or not), 2 decimals.
  const avg = (
    await db.query<{ avg: number | null }>('SELECT avg(rating)::float8 AS avg FROM reviews WHERE product_id = $1', [input.productId])
  ).rows[0].avg;
  await db.query('UPDATE products SET rating = $2 WHERE id = $1', [input.productId, Math.round((avg ?? 0) * 100) / 100]);
  const product = (await productRow(db, input.productId))!;

  if (product.seller_id) {
    // The shop: average of its rated products, and one more review on every store (updates included).
    const shop = (
      await db.query<{ rating: number; reviews_count: number }>(
        `UPDATE sellers SET rating = COALESCE((SELECT round(avg(rating)::numeric, 2)::float8 FROM products WHERE seller_id = $1 AND rating > 0), 0),
           reviews_count = reviews_count + 1 WHERE id = $1 RETURNING rating, reviews_count`,
        [product.seller_id],
      )
    ).rows[0];
    // The catalogue cache keeps shop rows: keep it in step so shop cards show the new numbers.
    const cached = data.sellerById.get(product.seller_id);
    if (cached && shop) {
      cached.rating = shop.rating;
      cached.reviews_count = shop.reviews_count;
    }
  }
  return { ...review, product: nestedProduct(product, data, base) };
}

export async function reviewExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM reviews WHERE id = $1', [id])).rows.length > 0;
}

export async function productExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).rows.length > 0;
}

/** ReviewRepository::storeReply: the new ReviewReply as `create` returns it. */
export async function storeReply(db: Queryable, userId: number, reviewId: number, reply: string) {
  const row = (
    await db.query<ReplyRow>(
      `INSERT INTO review_replies (user_id, review_id, reply, level, created_at, updated_at) VALUES ($1, $2, $3, 0, now(), now()) RETURNING *`,
      [userId, reviewId, reply],
    )
  ).rows[0];
  return {
    user_id: row.user_id,
    review_id: row.review_id,
    reply: row.reply,
    updated_at: laravelDate(row.updated_at),
    created_at: laravelDate(row.created_at),
    id: row.id,
    reply_date: dMY(row.created_at),
  };
}

/** ReviewRepository::storeLike: one more row, every time (no duplicate check in the original). */
export async function storeLike(db: Queryable, userId: number, reviewId: number) {
  const row = (
    await db.query<LikeRow>(
      `INSERT INTO review_likes (user_id, reviewable_type, reviewable_id, created_at, updated_at) VALUES ($1, $2, $3, now(), now()) RETURNING *`,
      [userId, REVIEW_MORPH, reviewId],
    )
  ).rows[0];
  return {
    user_id: row.user_id,
    reviewable_id: row.reviewable_id,
    reviewable_type: row.reviewable_type,
    updated_at: laravelDate(row.updated_at),
    created_at: laravelDate(row.created_at),
    id: row.id,
  };
}

/** ReviewRepository::unLike: deletes all of this user's likes of the review; the count deleted. */
export async function removeLikes(db: Queryable, userId: number, reviewId: number): Promise<number> {
  const res = await db.query('DELETE FROM review_likes WHERE reviewable_type = $1 AND reviewable_id = $2 AND user_id = $3 RETURNING id', [
    REVIEW_MORPH,
    reviewId,
    userId,
  ]);
  return res.rows.length;
}
