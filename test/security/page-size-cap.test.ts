/**
 * Attack: ask for the whole catalogue in one page. `paginate=100000` on a listing must not make the
 * server read and serialise every product at once: every page size a caller may choose is capped at
 * 100 rows (`per_page` says what was used, and the next page is still linked).
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 240 });
}, 90_000);
afterAll(async () => {
  await srv?.close();
});

async function guest(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

interface Page {
  data: unknown[];
  total: number;
  per_page: number;
  next_page_url: string | null;
}

test('home/filtered_products?paginate=100000 answers at most 100 products, with the next page linked', async () => {
  const c = await guest();
  const res = await c.getJson<{ products: Page }>('/home/filtered_products?route=all.products&sort=newest&paginate=100000&page=1');
  expect(res.products.total).toBeGreaterThan(100);
  expect(res.products.data).toHaveLength(100);
  expect(res.products.per_page).toBe(100);
  expect(res.products.next_page_url).toMatch(/page=2/);
});

test.each([['daily-deals'], ['gift-idea'], ['business-idea']])('home/%s?paginate=100000 answers at most 100 rows', async (kind) => {
  await srv.db.query(`UPDATE products SET todays_deal = 1, gift_idea = 1, business_idea = 1`);
  const c = await guest();
  const res = await c.getJson<{ products: Page }>(`/home/${kind}?paginate=100000&page=1`);
  expect(res.products.total).toBeGreaterThan(100);
  expect(res.products.data.length).toBeLessThanOrEqual(100);
  expect(res.products.per_page).toBe(100);
});

test('home/sellers?paginate=100000 answers a page of at most 100 shops', async () => {
  const c = await guest();
  const res = await c.getJson<{ sellers: Page }>('/home/sellers?paginate=100000&page=1');
  expect(res.sellers.per_page).toBeLessThanOrEqual(100);
});

test('a normal page size is kept as asked', async () => {
  const c = await guest();
  const res = await c.getJson<{ products: Page }>('/home/filtered_products?route=all.products&sort=newest&paginate=24&page=1');
  expect(res.products.data).toHaveLength(24);
  expect(res.products.per_page).toBe(24);
});
