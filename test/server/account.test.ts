import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

test('newsletter: {subscribe, success}; 422 (Laravel 8 envelope) for missing, invalid and duplicate emails', async () => {
  const c = new Client(srv.app);
  await c.boot();
  const invalid = (msg: string) => ({ message: 'The given data was invalid.', errors: { email: [msg] } });
  for (const body of [{}, { email: '' }, { email: '   ' }]) {
    const missing = await c.post('/home/subscribers', body);
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual(invalid('The email field is required.'));
  }
  for (const email of ['not-an-email', 42]) {
    const res = await c.post('/home/subscribers', { email });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(invalid('The email must be a valid email address.'));
  }
  expect(await c.postJson('/home/subscribers', { email: ' new@example.com ' })).toEqual({
    subscribe: true,
    success: 'You have subscribed successfully',
  });
  const dup = await c.post('/home/subscribers', { email: 'NEW@example.com' });
  expect(dup.status).toBe(422);
  expect(await dup.json()).toEqual(invalid('The email has already been taken.'));
  // subscribers.email holds 50 characters: a longer valid address fails the insert, reported as subscribe:false.
  const long = `${'a'.repeat(45)}@example.com`;
  expect(await c.postJson('/home/subscribers', { email: long })).toEqual({ subscribe: false, success: 'You have subscribed successfully' });
  expect((await srv.db.query('SELECT 1 FROM subscribers WHERE email = $1', [long])).rows).toHaveLength(0);
});

test('wishlist needs sign-in; counts and ids flow into the shell', async () => {
  const c = new Client(srv.app);
  await c.boot();
  expect((await c.get('/user/add-to-wishlist/3')).status).toBe(302);
  await c.login();
  const add = await c.getJson('/user/add-to-wishlist/3');
  expect(add).toMatchObject({
    success: expect.any(String),
    wishlists: 1,
    product: { id: 3, user_wishlist: expect.objectContaining({ product_id: 3 }) },
  });
  const list = await c.getJson('/user/wishlists');
  expect(list.wishlist.data[0]).toMatchObject({ slug: expect.any(String), product: { id: 3 } });
  const card = (await c.getJson('/home/filtered_products?paginate=100&route=all.products&sort=newest')).products.data.find(
    (p: { id: number }) => p.id === 3,
  );
  expect(card.user_wishlist).toBe(true);
  const rm = await c.getJson('/user/remove-wishlist-product/3');
  expect(rm.totalWishlist).toBe(0);
});

test('guest compare list lives in the session and joins the account on login', async () => {
  const c = new Client(srv.app);
  await c.boot();
  expect((await c.getJson('/home/add-to-compare/5')).compare_list).toBe(1);
  expect((await c.getJson('/home/add-to-compare/6')).compare_list).toBe(2);
  expect((await c.getJson('/home/compare-list')).products.map((p: { id: number }) => p.id)).toEqual([5, 6]);
  const login = await c.login('second@example.com');
  expect(login.compare_list).toBeGreaterThanOrEqual(2);
  const rm = await c.getJson('/home/remove-compare_product/5');
  expect(rm.products.map((p: { id: number }) => p.id)).not.toContain(5);
});

test('images are generated SVGs with long cache', async () => {
  const res = await srv.app.request('http://127.0.0.1:8080/images/product/3-190x230.svg');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  expect(res.headers.get('cache-control')).toContain('immutable');
  const svg = await res.text();
  expect(svg).toContain('width="190" height="230"');
  expect((await srv.app.request('http://127.0.0.1:8080/images/nope/3-190x230.svg')).status).toBe(404);
});
