/**
 * Reviews with images, replies and likes: one product gets enough approved reviews for
 * two pages (10 a page), a review awaiting approval (counted in the percentages and the product's
 * rating, never listed), images on some, replies and likes from other reviewers. Deterministic:
 * fixed texts, dates and users (the catalogue's reviewers, ids 3–32; the seeded customers 1 and 2
 * are left out so tests can write their own review and like).
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

/** Position in the ascending product ids of the product that gets the long review list. */
export const REVIEWED_PRODUCT_INDEX = 11;
const FIRST_REVIEWER = 3;
const REVIEWERS = 30;

const TEXTS: Array<[number, string, string]> = [
  [5, 'Exactly as described', 'Arrived quickly and works perfectly. Would order again.'],
  [4, 'Good value', 'Does the job well for the price; the packaging could be better.'],
  [5, 'Love it', 'Great quality, my family uses it every day.'],
  [3, 'It is fine', 'Nothing special, but nothing wrong with it either.'],
  [5, 'Second one I bought', 'Bought one for a friend after using mine for a month.'],
  [2, 'Smaller than expected', 'Check the measurements before ordering; it is quite small.'],
  [4, 'Solid', 'Feels sturdy. Instructions were a bit thin.'],
  [5, 'Recommended', 'The seller answered my questions fast. Very happy.'],
  [1, 'Arrived damaged', 'The box was crushed and one part was broken.'],
  [4, 'Nice colour', 'The colour is a little darker than in the photos but I like it.'],
  [5, 'Perfect gift', 'Gave it as a present and it was a hit.'],
  [4, 'Works well', 'Setup took five minutes. No complaints so far.'],
  [3, 'Average', 'Okay for occasional use.'],
  [5, 'Top marks', 'Better than the brand I used before.'],
];

const REPLIES = ['Thanks for the detailed review!', 'Mine arrived fine, sorry to hear that.', 'Agreed, great value.'];

const DAY_MS = 86_400_000;
/** A fixed moment the dates count back from (not the clock: the seed must not change by day). */
const EPOCH = Date.UTC(2025, 4, 20, 10, 0, 0);
const at = (daysBack: number) => new Date(EPOCH - daysBack * DAY_MS).toISOString();

export async function seedReviews(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const productId = ctx.productIds[REVIEWED_PRODUCT_INDEX];
  if (productId === undefined) return;
  const taken = new Set(
    (await tx.query<{ user_id: number }>('SELECT user_id FROM reviews WHERE product_id = $1', [productId])).rows.map((r) => r.user_id),
  );
  const free: number[] = [];
  for (let id = FIRST_REVIEWER; id < FIRST_REVIEWER + REVIEWERS; id++) if (!taken.has(id)) free.push(id);

  const ids: number[] = [];
  for (let i = 0; i < TEXTS.length && i < free.length - 1; i++) {
    const [rating, title, comment] = TEXTS[i];
    // Every third review carries a photo (a generated placeholder of the product).
    const images =
      i % 3 === 0 ? JSON.stringify({ storage: 'local', original_image: `images/product/${productId}.${i}-600x600.svg` }) : null;
    const row = await tx.query<{ id: number }>(
      `INSERT INTO reviews (product_id, user_id, title, comment, rating, status, images, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 1, $6::jsonb, $7, $7) RETURNING id`,
      [productId, free[i], title, comment, rating, images, at(i * 3 + 1)],
    );
    ids.push(row.rows[0].id);
  }
  // Awaiting approval: in the percentages and products.rating, not in the list.
  await tx.query(
    `INSERT INTO reviews (product_id, user_id, title, comment, rating, status, images, created_at, updated_at)
     VALUES ($1, $2, 'Not approved yet', 'This review waits for moderation.', 1, 0, NULL, $3, $3)`,
    [productId, free[free.length - 1], at(0)],
  );

  // Replies and likes on the newest reviews, from other reviewers.
  for (let i = 0; i < Math.min(3, ids.length); i++) {
    await tx.query(`INSERT INTO review_replies (user_id, review_id, reply, level, created_at, updated_at) VALUES ($1, $2, $3, 0, $4, $4)`, [
      free[(i + 5) % free.length],
      ids[i],
      REPLIES[i],
      at(i * 3),
    ]);
  }
  for (let i = 0; i < Math.min(5, ids.length); i++) {
    for (let k = 0; k <= i % 3; k++) {
      await tx.query(
        `INSERT INTO review_likes (user_id, reviewable_type, reviewable_id, created_at, updated_at) VALUES ($1, 'App\\Models\\Review', $2, $3, $3)`,
        [free[(i + k + 7) % free.length], ids[i], at(i)],
      );
    }
  }

  // The product's stored rating is the average of ALL its reviews; the shop's follows its products.
  await tx.query(
    `UPDATE products SET rating = (SELECT round(avg(rating)::numeric, 2)::float8 FROM reviews WHERE product_id = $1),
       reviews_count = (SELECT count(*)::int FROM reviews WHERE product_id = $1 AND status = 1) WHERE id = $1`,
    [productId],
  );
  await tx.query(
    `UPDATE sellers s SET reviews_count = s.reviews_count + $2,
       rating = COALESCE((SELECT round(avg(p.rating)::numeric, 2)::float8 FROM products p WHERE p.seller_id = s.id AND p.rating > 0), s.rating)
     WHERE s.id = (SELECT seller_id FROM products WHERE id = $1)`,
    [productId, ids.length + 1],
  );
}
