/**
 * What the server refuses to run with where strangers can reach it, and the development routes
 * that exist only when asked for (DEV_TOOLS).
 */
import { signedDownloadUrl } from '../../examples/server/services/downloads';
import { DEFAULT_PUSHER_SECRET, loadConfig } from '../../examples/server/config';
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

const SAFE = { PUSHER_APP_SECRET: 'a'.repeat(40), APP_URL: 'https://shop.example.com' };
const config = (env: NodeJS.ProcessEnv) => loadConfig(env, process.cwd());

describe('refused settings', () => {
  test('NODE_ENV=production with the built-in realtime secret: refused, naming PUSHER_APP_SECRET', () => {
    expect(() => config({ NODE_ENV: 'production', APP_URL: SAFE.APP_URL })).toThrow(/PUSHER_APP_SECRET/);
  });

  test('a non-loopback address with the built-in secret: refused', () => {
    expect(() => config({ HOST: '0.0.0.0', APP_URL: SAFE.APP_URL })).toThrow(/PUSHER_APP_SECRET/);
    expect(() => config({ HOST: '192.168.1.20', APP_URL: SAFE.APP_URL })).toThrow(/PUSHER_APP_SECRET/);
  });

  test('a non-loopback address without APP_URL: refused, naming APP_URL', () => {
    expect(() => config({ HOST: '0.0.0.0', PUSHER_APP_SECRET: SAFE.PUSHER_APP_SECRET })).toThrow(/APP_URL/);
  });

  test('DEV_TOOLS=1 is refused in production, and on the network without DEV_TOOLS_ON_NETWORK=1', () => {
    expect(() => config({ ...SAFE, NODE_ENV: 'production', DEV_TOOLS: '1' })).toThrow(/DEV_TOOLS/);
    expect(() => config({ ...SAFE, HOST: '0.0.0.0', DEV_TOOLS: '1' })).toThrow(/DEV_TOOLS_ON_NETWORK/);
    expect(config({ ...SAFE, HOST: '0.0.0.0', DEV_TOOLS: '1', DEV_TOOLS_ON_NETWORK: '1' }).devTools).toBe(true);
  });

  test("DEV_TOOLS=auto (npm start's) is on for loopback only, off elsewhere and in production", () => {
    expect(config({ DEV_TOOLS: 'auto' }).devTools).toBe(true);
    expect(config({ ...SAFE, DEV_TOOLS: 'auto', HOST: '0.0.0.0' }).devTools).toBe(false);
    expect(config({ ...SAFE, DEV_TOOLS: 'auto', NODE_ENV: 'production' }).devTools).toBe(false);
    expect(config({}).devTools).toBe(false);
  });

  test('a safe production configuration starts; on loopback the defaults still do', () => {
    expect(config({ ...SAFE, NODE_ENV: 'production', HOST: '0.0.0.0' }).appUrl).toBe('https://shop.example.com');
    expect(config({}).pusher.secret).toBe(DEFAULT_PUSHER_SECRET);
  });
});

describe('download links have a key of their own', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 8 });
  }, 60_000);
  afterAll(() => srv?.close());

  test("a link signed with the realtime secret does not download user 1's file", async () => {
    const c = new Client(srv.app);
    await c.boot();
    await c.login();
    const list = await c.getJson<{ download_urls: Array<{ url: string }> }>('/user/digital-product-order-list');
    const genuine = new URL(list.download_urls[0].url);
    expect((await srv.app.request(genuine.href)).status).toBe(200);
    const q = genuine.searchParams;
    const forged = signedDownloadUrl(genuine.origin, srv.config.pusher.secret, {
      fileId: Number(genuine.pathname.split('/').pop()),
      detailId: Number(q.get('od')),
      userId: Number(q.get('u')),
    });
    expect((await srv.app.request(forged)).status).toBe(403);
  });
});

describe('development routes', () => {
  let off: TestServer;
  let on: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ products: 8, config: { devTools: false } });
    on = await startTestServer({ products: 8, config: { devTools: true } });
  }, 60_000);
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  async function shopperWithPendingRecharge(srv: TestServer): Promise<[Client, number]> {
    const c = new Client(srv.app);
    await c.boot();
    await c.login();
    await c.boot();
    const { rows } = await srv.db.query<{ id: number }>(
      `INSERT INTO wallets (user_id, amount, source, type, status, payment_method, created_at, updated_at)
       SELECT id, 1000000, 'wallet_recharge', 'income', 'pending', 'offline', now(), now() FROM users WHERE email = 'customer@example.com' RETURNING id`,
    );
    return [c, rows[0].id];
  }

  test('without DEV_TOOLS a shopper cannot approve their own recharge, and the mailbox is not served', async () => {
    const [c, id] = await shopperWithPendingRecharge(off);
    expect((await c.post(`/_dev/wallet/recharges/${id}/approve`, {})).status).toBe(404);
    expect((await off.db.query<{ status: string }>('SELECT status FROM wallets WHERE id = $1', [id])).rows[0].status).toBe('pending');
    expect((await c.get('/_dev/mailbox.json')).status).toBe(404);
    expect((await c.get('/_dev/mailbox')).status).toBe(404);
    expect((await c.get('/_bench/article')).status).toBe(404);
  });

  test('with DEV_TOOLS they are there', async () => {
    const c = new Client(on.app);
    await c.boot();
    expect((await c.get('/_dev/mailbox.json')).status).toBe(200);
  });
});
