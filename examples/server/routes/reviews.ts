/**
 * Product reviews: the list, writing, replies and likes (test/contract/catalogue/{product-reviews,product-review-store,product-reply-store,like-review,unlike-review}.json).
 *
 * The original wraps each action in try/catch and answers HTTP 200 `{error}` with the exception
 * text; here the inputs that would throw there (no product, a guest's user id 0 failing the FK,
 * an unknown review) get the same envelope with a plain sentence.
 */
import { bodyLimit } from 'hono/body-limit';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { fieldErrors, readBody, toInt, validationError } from '../lib/responses';
import { readUpload, uploadStoreFor } from '../services/profile-uploads';
import {
  perPageOf,
  productExists,
  removeLikes,
  reviewExists,
  reviewPage,
  reviewPercentages,
  REVIEWS_PER_PAGE,
  storeLike,
  storeReply,
  storeReview,
} from '../services/reviews';
import { reviewSchema } from '../validation/reviews';

const MB = 1024 * 1024;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** The paginator the write actions answer with: page 1 of `paginate × 10` rows, on this request's URL. */
async function pageAfterWrite(c: Context<AppEnv>, productId: number, paginate: unknown) {
  return reviewPage(c.get('deps').db, c.get('base'), productId, 1, perPageOf(paginate), c.req.url);
}

const noUser = (c: Context<AppEnv>) => c.json({ error: 'You must be signed in to do that.' });

export function reviewRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/product-reviews/:id', async (c) => {
    const { db } = c.get('deps');
    const productId = toInt(c.req.param('id'));
    const rawPage = c.req.query('page') ?? '';
    const page = /^\s*\d+\s*$/.test(rawPage) && Number.parseInt(rawPage, 10) >= 1 ? Number.parseInt(rawPage, 10) : 1;
    const reviews = await reviewPage(db, c.get('base'), productId, page, REVIEWS_PER_PAGE, c.req.url);
    return c.json({ reviews, percentages: await reviewPercentages(db, productId, reviews.total) });
  });

  r.post(
    '/user/product-review-store',
    loginCheck(),
    bodyLimit({ maxSize: 8 * MB, onError: (c) => c.json({ message: 'The uploaded files are too large.' }, 413) }),
    async (c) => {
      const { db, config } = c.get('deps');
      const user = c.get('user')!;
      const body = await readBody(c);
      const productId = toInt(body.product_id);
      if (!productId || !(await productExists(db, productId))) return c.json({ error: 'The product to review was not found.' });
      // No rule on the fields in the original (the SPA requires a star, a direct POST may store 0);
      // only a number the stars cannot show is refused, so the averages stay within 0–5.
      const rating = toInt(body.rating);
      if (rating < 0 || rating > 5) return c.json({ error: 'The rating must be between 0 and 5.' });
      const checked = await reviewSchema.safeParseAsync(body);
      if (!checked.success) return validationError(c, fieldErrors(checked.error));
      const image = await readUpload(body.image);
      const imagePath = image ? await uploadStoreFor(c.get('deps'), config.dataDir).put('users', image) : null;
      const review = await storeReview(db, await c.get('store').get(), c.get('base'), user.id, {
        productId,
        rating,
        title: text(body.title),
        comment: text(body.comment),
        imagePath,
      });
      const reviews = await pageAfterWrite(c, productId, body.paginate);
      return c.json({
        review,
        percentages: await reviewPercentages(db, productId, reviews.total),
        reviews,
        success: 'Review Added Successfully',
      });
    },
  );

  r.post('/home/product-reply-store', async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    if (!user) return noUser(c);
    const body = await readBody(c);
    const reviewId = toInt(body.review_id);
    const reply = text(body.reply)?.trim() ?? '';
    if (!reviewId || !(await reviewExists(db, reviewId))) return c.json({ error: 'The review was not found.' });
    if (!reply) return c.json({ error: 'The reply is empty.' });
    const review = await storeReply(db, user.id, reviewId, reply);
    return c.json({
      review,
      reviews: await pageAfterWrite(c, toInt(body.product_id), body.paginate),
      success: 'Replied Successfully',
    });
  });

  r.post('/product/like-review', async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    if (!user) return noUser(c);
    const body = await readBody(c);
    const reviewId = toInt(body.id);
    if (!reviewId || !(await reviewExists(db, reviewId))) return c.json({ error: 'The review was not found.' });
    const like = await storeLike(db, user.id, reviewId);
    return c.json({ like, reviews: await pageAfterWrite(c, toInt(body.product_id), body.paginate) });
  });

  r.post('/product/unlike-review', async (c) => {
    const { db } = c.get('deps');
    const user = c.get('user');
    if (!user) return noUser(c);
    const body = await readBody(c);
    const unlike = await removeLikes(db, user.id, toInt(body.id));
    return c.json({ unlike, reviews: await pageAfterWrite(c, toInt(body.product_id), body.paginate) });
  });

  return r;
}
