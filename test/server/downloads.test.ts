import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { signedDownloadUrl } from '../../examples/server/services/downloads';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

async function jane() {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  return c;
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

test('digital-product-order-list: one row per paid digital order with a signed URL; next_page_url is a boolean', async () => {
  const c = await jane();
  const res = await c.getJson('/user/digital-product-order-list');
  expect(res.next_page_url).toBe(false);
  expect(res.download_urls).toHaveLength(2);
  const row = res.download_urls[0];
  expect(row).toEqual({
    id: expect.any(Number),
    url: expect.any(String),
    product_name: expect.any(String),
    date: expect.any(String),
    total: expect.any(Number),
  });
  expect(row.url).toMatch(/\/file-download\/\d+\?od=\d+&response=yes&token=&u=1&expires=\d+&signature=[0-9a-f]{64}$/);
  // check-auth agrees that there is something to download.
  expect((await c.getJson('/home/check-auth')).download_urls).toBe(true);

  const guest = new Client(srv.app);
  await guest.boot();
  expect((await guest.get('/user/digital-product-order-list')).status).toBe(302);
  const sam = new Client(srv.app);
  await sam.boot();
  await sam.login('second@example.com');
  expect(await sam.getJson('/user/digital-product-order-list')).toEqual({ download_urls: [], next_page_url: false });
});

test('file-download: the signed URL streams the file as an attachment, without a session; tampered or expired → 403', async () => {
  const c = await jane();
  const [row] = (await c.getJson('/user/digital-product-order-list')).download_urls;
  const anonymous = new Client(srv.app);
  const res = await anonymous.request(pathOf(row.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.txt"$/);
  expect(await res.text()).toContain('Thank you for your purchase');

  const tampered = row.url.replace(/u=1&/, 'u=2&');
  expect((await anonymous.request(pathOf(tampered))).status).toBe(403);
  expect((await anonymous.request(pathOf(row.url.replace(/signature=.*/, 'signature=00')))).status).toBe(403);

  const fileId = Number(/file-download\/(\d+)/.exec(row.url)![1]);
  const expired = signedDownloadUrl('http://x', srv.config.downloadKey, { fileId, detailId: row.id, userId: 1 }, Date.now() - 61 * 60_000);
  expect((await anonymous.request(pathOf(expired))).status).toBe(403);
  const fresh = signedDownloadUrl('http://x', srv.config.downloadKey, { fileId, detailId: row.id, userId: 1 });
  expect((await anonymous.request(pathOf(fresh))).status).toBe(200);
});

test('an approved refund takes the line off the list and its link stops working', async () => {
  const c = await jane();
  const [row] = (await c.getJson('/user/digital-product-order-list')).download_urls;
  const { order_id } = (await srv.db.query<{ order_id: number }>('SELECT order_id FROM order_details WHERE id = $1', [row.id])).rows[0];
  await srv.db.query(`INSERT INTO refunds (user_id, order_id, order_detail_id, status) VALUES (1, $1, $2, 'approved')`, [order_id, row.id]);
  const after = await c.getJson('/user/digital-product-order-list');
  expect(after.download_urls.map((r: { id: number }) => r.id)).not.toContain(row.id);
  expect((await new Client(srv.app).request(pathOf(row.url))).status).toBe(403);
});
