/**
 * State changes need the page's token, whatever the method, and are refused outright when the
 * browser says another site asked for them. HEAD, which Hono runs through the GET handler, never
 * reaches a state-changing route.
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 20 });
}, 60_000);
afterAll(() => srv?.close());

const FOREIGN = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

async function customer(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  await c.boot();
  return c;
}

const head = (c: Client, path: string) => c.request(path, { method: 'HEAD', headers: FOREIGN });
const wishlistCount = async (c: Client) => (await c.getJson<{ wishlist: { total: number } }>('/user/wishlists')).wishlist.total;
const cancellable = async () =>
  (
    await srv.db.query<{ id: number }>(
      `SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'customer@example.com' AND o.delivery_status = 'pending' ORDER BY o.id LIMIT 1`,
    )
  ).rows[0].id;

test('HEAD /logout, /user/add-to-wishlist/{id} and /user/cancel-order/{id} from a foreign origin change nothing', async () => {
  const c = await customer();
  const before = await wishlistCount(c);
  const order = await cancellable();
  const product = (await srv.db.query<{ id: number }>("SELECT id FROM products WHERE status = 'published' ORDER BY id DESC LIMIT 1"))
    .rows[0].id;

  for (const path of ['/logout', `/user/add-to-wishlist/${product}`, `/user/cancel-order/${order}`]) {
    expect({ path, status: (await head(c, path)).status }).toEqual({ path, status: 405 });
  }
  expect((await c.getJson('/home/check-auth')).user?.email).toBe('customer@example.com');
  expect(await wishlistCount(c)).toBe(before);
  expect(
    (await srv.db.query<{ delivery_status: string }>('SELECT delivery_status FROM orders WHERE id = $1', [order])).rows[0].delivery_status,
  ).toBe('pending');
});

test('a state-changing GET with the right token but asked for by another site is refused (419)', async () => {
  const c = await customer();
  const res = await c.get('/logout', FOREIGN);
  expect(res.status).toBe(419);
  expect((await c.getJson('/home/check-auth')).user?.email).toBe('customer@example.com');
});

test('a POST with the right token from a foreign Origin is refused (419)', async () => {
  const c = await customer();
  const res = await c.post('/user/addToCart', { id: 1, quantity: 1 }, { Origin: 'https://evil.example' });
  expect(res.status).toBe(419);
});

test('GET delete/user-address/{id} (a GET that deletes) needs the token', async () => {
  const c = await customer();
  const [address] = (await c.getJson<{ addresses: Array<{ id: number }> }>('/user/address')).addresses;
  const res = await c.request(`/delete/user-address/${address.id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status).toBe(419);
  expect((await c.getJson<{ addresses: Array<{ id: number }> }>('/user/address')).addresses.map((a) => a.id)).toContain(address.id);
});

test('same-site requests with the token still work', async () => {
  const c = await customer();
  const res = await c.get('/logout', { 'Sec-Fetch-Site': 'same-origin', Origin: 'http://127.0.0.1:8080' });
  expect(res.status).toBe(200);
});
