/**
 * Absolute links (password-reset and other mails, the page's base_url, its realtime fields) come
 * from APP_URL, never from the request's Host header: a forged Host must not put the attacker's
 * site into a reset mail.
 */
import { clearDevMails, devMails } from '../../examples/server/lib/dev-mail';
import { Client, field, ORIGIN, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 8 });
}, 60_000);
afterAll(() => srv?.close());

/** A client whose requests say `Host: attacker.example`, on a session it opened normally. */
async function forgedHostClient(): Promise<Client> {
  const honest = new Client(srv.app);
  await honest.boot();
  const forged = new Client(srv.app, 'http://attacker.example');
  forged.cookie = honest.cookie;
  forged.token = honest.token;
  return forged;
}

test('POST /reset-password with Host: attacker.example mails a link to the configured site', async () => {
  clearDevMails();
  const c = await forgedHostClient();
  const answer = await c.post('/reset-password', { email: 'customer@example.com' });
  expect(answer.status).toBe(200);
  const [mail] = devMails();
  expect(mail.links.length).toBeGreaterThan(0);
  for (const link of mail.links) expect(new URL(link).origin).toBe(ORIGIN);
  expect(mail.text).not.toContain('attacker.example');
});

test('a page asked for under another host moves to the configured origin, and never names the forged host', async () => {
  const res = await srv.app.request('http://attacker.example/cart?x=1');
  expect(res.status).toBe(308);
  expect(res.headers.get('location')).toBe(`${ORIGIN}/cart?x=1`);
});

test('API answers build image and page links from the configured origin', async () => {
  const c = await forgedHostClient();
  const body = JSON.stringify(
    await c.getJson('/home/filtered_products?route=product.by.category&slug=fashion&sort=newest&paginate=24&page=1'),
  );
  expect(body).not.toContain('attacker.example');
  expect(body).toContain(ORIGIN);
});

test("the host page's base_url and realtime host are the configured ones", async () => {
  const html = await (await new Client(srv.app).request('/')).text();
  expect(field(html, 'base_url')).toBe(ORIGIN);
  expect(field(html, 'f_pusher_host')).toBe('127.0.0.1');
});
