/** Product reviews: list, percentages, store (upsert, uploads, ratings), replies and likes (test/contract/catalogue/{product-reviews,product-review-store,product-reply-store,like-review,unlike-review}.json). */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { REVIEWED_PRODUCT_INDEX } from '../../examples/server/seed/reviews';

let srv: TestServer;
let productId: number;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
  const ids = (await srv.db.query<{ id: number }>('SELECT id FROM products ORDER BY id')).rows.map((r) => r.id);
  productId = ids[REVIEWED_PRODUCT_INDEX];
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

async function guest() {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

async function signedIn(email = 'customer@example.com') {
  const c = await guest();
  const login = await c.login(email);
  expect(login.error).toBeUndefined();
  await c.boot();
  return c;
}

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
);

function multipart(c: Client, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return c.request('/user/product-review-store', {
    method: 'POST',
    headers: { 'X-CSRF-TOKEN': c.token, 'X-Requested-With': 'XMLHttpRequest' },
    body: form,
  });
}

describe('the list', () => {
  test('approved reviews, 10 a page, newest first; percentages count every review over the approved total', async () => {
    const c = await guest();
    const one = await c.getJson(`/home/product-reviews/${productId}`);
    const all = (
      await srv.db.query<{ status: number; rating: number }>('SELECT status, rating FROM reviews WHERE product_id = $1', [productId])
    ).rows;
    const approved = all.filter((r) => r.status === 1).length;
    expect(all.length).toBeGreaterThan(approved);
    expect(one.reviews).toMatchObject({ current_page: 1, per_page: 10, total: approved, last_page: 2, prev_page_url: null });
    expect(one.reviews.data).toHaveLength(10);
    expect(one.reviews.next_page_url).toMatch(/\/home\/product-reviews\/\d+\?page=2$/);
    const dates = one.reviews.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const sum = Object.values(one.percentages as Record<string, number>).reduce((a, b) => a + b, 0);
    // The unapproved review is in the counts, not in the total: the shares add up past 100.
    expect(sum).toBeCloseTo((all.length * 100) / approved, 0);
    expect(Object.keys(one.percentages).sort()).toEqual(['1', '2', '3', '4', '5']);

    const two = await c.getJson(`/home/product-reviews/${productId}?page=2`);
    expect(two.reviews.data).toHaveLength(approved - 10);
    expect(two.reviews.next_page_url).toBeNull();
    const seen = new Set([...one.reviews.data, ...two.reviews.data].map((r: { id: number }) => r.id));
    expect(seen.size).toBe(approved);
    for (const r of [...one.reviews.data, ...two.reviews.data]) expect(r.status).toBe(1);
  });

  test("photos, replies and likes come along; the reviewer's addresses never do", async () => {
    const c = await guest();
    const { reviews } = await c.getJson(`/home/product-reviews/${productId}`);
    const withPhoto = reviews.data.find((r: { images: unknown }) => r.images);
    expect(withPhoto.image_link).toMatch(/^http.*\.svg$/);
    expect(reviews.data.find((r: { images: unknown }) => !r.images).image_link).toBe(false);
    expect(reviews.data.some((r: { replies: unknown[] }) => r.replies.length > 0)).toBe(true);
    expect(reviews.data.some((r: { review_likes: unknown[] }) => r.review_likes.length > 1)).toBe(true);
    for (const r of reviews.data) {
      expect(r.user).toMatchObject({ shipping_address: [], billing_address: [], last_recharge: 0 });
      for (const reply of r.replies) expect(reply.user).toMatchObject({ shipping_address: [], billing_address: [] });
    }
  });

  test("the product details' raw review rows link their photos too", async () => {
    const { slug } = (await srv.db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [productId])).rows[0];
    const { product } = await (await guest()).getJson(`/home/product-details/${slug}`);
    const withPhoto = product.reviews.filter((r: { images: unknown }) => r.images);
    expect(withPhoto.length).toBeGreaterThan(0);
    for (const r of withPhoto) expect(r.image_link).toMatch(/^http.*\.svg$/);
  });

  test('a product nobody reviewed: an empty page and zero shares', async () => {
    const none = (
      await srv.db.query<{ id: number }>(
        'SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) LIMIT 1',
      )
    ).rows[0];
    const answer = await (await guest()).getJson(`/home/product-reviews/${none.id}`);
    expect(answer.reviews).toMatchObject({ data: [], total: 0, next_page_url: null, from: null });
    expect(answer.percentages).toEqual({ 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 });
  });
});

describe('writing a review', () => {
  test('guests are sent to login; nothing is stored', async () => {
    const c = await guest();
    const res = await c.post('/user/product-review-store', { product_id: productId, rating: 5, title: 'x', comment: 'y' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/login$/);
  });

  test('upsert by shopper and product; products.rating is the average of ALL reviews; the shop counts every store', async () => {
    const target = (
      await srv.db.query<{ id: number; seller_id: number }>(
        'SELECT id, seller_id FROM products WHERE seller_id IS NOT NULL ORDER BY id LIMIT 1 OFFSET 3',
      )
    ).rows[0];
    const shopBefore = (
      await srv.db.query<{ reviews_count: number }>('SELECT reviews_count FROM sellers WHERE id = $1', [target.seller_id])
    ).rows[0];
    const c = await signedIn('second@example.com');
    const first = await c.postJson('/user/product-review-store', {
      product_id: target.id,
      rating: 5,
      title: 'Great',
      comment: 'Love it',
      paginate: 1,
    });
    expect(first.success).toBe('Review Added Successfully');
    expect(first.review).toMatchObject({ status: 1, rating: 5, title: 'Great', product_id: target.id });
    expect(first.review).not.toHaveProperty('images');
    const again = await c.postJson('/user/product-review-store', {
      product_id: target.id,
      rating: 1,
      title: 'Broke',
      comment: 'Meh',
      paginate: 1,
    });
    expect(again.review.id).toBe(first.review.id);
    expect(again.review).toMatchObject({ rating: 1, title: 'Broke', images: null });
    const mine = (await srv.db.query('SELECT id FROM reviews WHERE product_id = $1 AND user_id = 2', [target.id])).rows;
    expect(mine).toHaveLength(1);

    const avg = (await srv.db.query<{ avg: number }>('SELECT avg(rating)::float8 AS avg FROM reviews WHERE product_id = $1', [target.id]))
      .rows[0].avg;
    expect(again.review.product.rating).toBeCloseTo(avg, 2);
    const shopAfter = (await srv.db.query<{ reviews_count: number }>('SELECT reviews_count FROM sellers WHERE id = $1', [target.seller_id]))
      .rows[0];
    expect(shopAfter.reviews_count).toBe(shopBefore.reviews_count + 2);
    expect(again.reviews.data.map((r: { id: number }) => r.id)).toContain(first.review.id);
  });

  test('paginate n answers n×10 rows so the list shown is replaced whole', async () => {
    const c = await signedIn();
    const answer = await c.postJson('/user/product-review-store', {
      product_id: productId,
      rating: 4,
      title: 'Ok',
      comment: 'Fine',
      paginate: 2,
    });
    expect(answer.reviews.per_page).toBe(20);
    expect(answer.reviews.data.length).toBe(answer.reviews.total);
    expect(answer.reviews.next_page_url).toBeNull();
  });

  test('a photo is stored and served; a file that is not an image is refused on the field', async () => {
    const c = await signedIn();
    const target = (await srv.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 5')).rows[0].id;
    const res = await multipart(c, {
      product_id: String(target),
      rating: '3',
      title: 'Photo',
      comment: 'See the picture',
      paginate: '1',
      image: new Blob([PNG], { type: 'image/png' }),
    });
    const answer = await res.json();
    expect(answer.review.image_link).toMatch(/\/uploads\/users\/[a-f0-9]{32}\.png$/);
    const image = await c.request(new URL(answer.review.image_link).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const bad = await multipart(c, {
      product_id: String(target),
      rating: '3',
      image: new Blob(['not an image'], { type: 'image/png' }),
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.image[0]).toMatch(/must be a file of type/);
  });

  test('junk does not crash: no product, an unknown product, an impossible rating', async () => {
    const c = await signedIn();
    expect(await c.postJson('/user/product-review-store', { rating: 4 })).toEqual({ error: expect.any(String) });
    expect(await c.postJson('/user/product-review-store', { product_id: 999999, rating: 4 })).toEqual({ error: expect.any(String) });
    expect(await c.postJson('/user/product-review-store', { product_id: productId, rating: 9 })).toEqual({ error: expect.any(String) });
  });
});

describe('replies and likes', () => {
  test('guests get {error}; nothing is stored', async () => {
    const c = await guest();
    const before = (await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_likes')).rows[0].n;
    expect(await c.postJson('/product/like-review', { id: 1, product_id: productId, paginate: 1 })).toEqual({ error: expect.any(String) });
    expect(await c.postJson('/home/product-reply-store', { review_id: 1, reply: 'x', product_id: productId })).toEqual({
      error: expect.any(String),
    });
    expect((await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_likes')).rows[0].n).toBe(before);
  });

  test('a reply shows under its review with its author', async () => {
    const c = await signedIn();
    const { reviews } = await c.getJson(`/home/product-reviews/${productId}`);
    const review = reviews.data[1];
    const answer = await c.postJson('/home/product-reply-store', {
      review_id: review.id,
      reply: 'Same here',
      product_id: productId,
      paginate: 1,
    });
    expect(answer).toMatchObject({ success: 'Replied Successfully', review: { review_id: review.id, reply: 'Same here', user_id: 1 } });
    const shown = answer.reviews.data.find((r: { id: number }) => r.id === review.id);
    expect(shown.replies.at(-1)).toMatchObject({ reply: 'Same here', user: { full_name: 'Jane Customer' } });
  });

  test('like has no duplicate check (as the original); unlike removes every like of this shopper', async () => {
    const c = await signedIn();
    const { reviews } = await c.getJson(`/home/product-reviews/${productId}`);
    const review = reviews.data[2];
    const mine = (list: { id: number; review_likes: { user_id: number }[] }[]) =>
      list.find((r) => r.id === review.id)!.review_likes.filter((l) => l.user_id === 1).length;
    const a = await c.postJson('/product/like-review', { id: review.id, product_id: productId, paginate: 1 });
    expect(a.like).toMatchObject({ user_id: 1, reviewable_id: review.id, reviewable_type: 'App\\Models\\Review' });
    expect(a).not.toHaveProperty('success');
    const b = await c.postJson('/product/like-review', { id: review.id, product_id: productId, paginate: 1 });
    expect(mine(b.reviews.data)).toBe(2);
    const un = await c.postJson('/product/unlike-review', { id: review.id, product_id: productId, paginate: 1 });
    expect(un.unlike).toBe(2);
    expect(mine(un.reviews.data)).toBe(0);
    expect((await c.postJson('/product/unlike-review', { id: review.id, product_id: productId, paginate: 1 })).unlike).toBe(0);
  });
});
