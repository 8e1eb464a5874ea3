import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

test("profile-orders: five of the seeded shopper's orders a page, one row per order, newest first", async () => {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  const first = await c.getJson('/user/profile-orders');
  expect(first.xof).toBeNull();
  expect(first.orders).toMatchObject({ total: 7, count: 5, per_page: 5, current_page: 1, last_page: 2, has_more_data: true });
  const ids = first.orders.data.map((r: { order_id: number }) => r.order_id);
  expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  // The seeded "confirm" order reads "confirmed", as OrderResource renames it.
  const statuses = new Set(first.orders.data.map((r: { delivery_status: string }) => r.delivery_status));
  expect(statuses.has('confirm')).toBe(false);
  expect(first.orders.data.every((r: { is_deleted: unknown }) => r.is_deleted === '0')).toBe(true);

  const second = await c.getJson(first.orders.next_page_url.replace(/^https?:\/\/[^/]+/, ''));
  expect(second.orders).toMatchObject({ count: 2, current_page: 2, next_page_url: null, has_more_data: false });
  // A never-completed order (status 0, payment_type "0") is listed, as the original's loose test does.
  expect(second.orders.data.concat(first.orders.data).some((r: { payment_type: string }) => r.payment_type === '0')).toBe(true);
});

test('profile-orders: a guest is sent to login; another shopper sees only their own (none)', async () => {
  const guest = new Client(srv.app);
  await guest.boot();
  const res = await guest.request('/user/profile-orders');
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/\/login$/);

  const sam = new Client(srv.app);
  await sam.boot();
  await sam.login('second@example.com');
  expect((await sam.getJson('/user/profile-orders')).orders).toMatchObject({ total: 0, data: [], next_page_url: null });
});

test('demo mode is configuration: settings_data.demo_mode follows DEMO_MODE', async () => {
  const demo = await startTestServer({ products: 10, config: { demoMode: true } });
  try {
    const c = new Client(demo.app);
    expect(shellData(await c.boot()).settings_data.demo_mode).toBe(true);
  } finally {
    await demo.close();
  }
  expect(shellData(await new Client(srv.app).boot()).settings_data.demo_mode).toBe(false);
});
