/** Test helpers (used by test/server/*.test.ts): a seeded PGlite (worker thread), the app, and a cookie-keeping client. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { testConfig, type ServerConfig } from '../config';
import { migrate, openPreparedDb, type Db } from '../db/open';
import { openWorkerDb, type WorkerDb } from '../db/worker-db';
import { SEED_FORMAT, type SeedOptions } from '../seed';
import type { AppEnv, RealtimeLike } from '../lib/context';

export const ORIGIN = 'http://127.0.0.1:8080';

export interface TestServer {
  app: Hono<AppEnv>;
  db: Db;
  config: ServerConfig;
  pusher: FakePusher;
  close(): Promise<void>;
}

export interface FakePusher extends RealtimeLike {
  published: Array<{ channels: string[]; event: string; data: unknown }>;
}

export function fakePusher(): FakePusher {
  const published: FakePusher['published'] = [];
  return {
    published,
    authorizeChannel: (socketId, channel) => `storefront-key:sig(${socketId}:${channel})`,
    publish: (channels, event, data) => {
      published.push({ channels, event, data });
    },
  };
}

/**
 * Set by jest's global set-up (test/setup/global-setup.mjs) to a folder that lives for one jest run:
 * the first in-memory server of each seed there is seeded and dumped to it, every later one loads
 * that dump (about half a second instead of PGlite's initdb plus the seed, several seconds).
 */
const TEMPLATES = process.env.STOREFRONT_TEST_DB_TEMPLATES === 'off' ? undefined : process.env.STOREFRONT_TEST_DB_TEMPLATES;

/** An in-memory database, migrated and seeded: from this jest run's copy of the same seed when there is one. */
async function openSeededMemoryDb(seed: SeedOptions): Promise<Db> {
  if (!TEMPLATES) return (await openPreparedDb(undefined, seed, openWorkerDb)).db;
  const template = join(TEMPLATES, `seed-f${SEED_FORMAT}-${seed.seed}-${seed.products}.tar`);
  if (existsSync(template)) return (await openPreparedDb(undefined, seed, () => openWorkerDb(undefined, { loadFrom: template }))).db;
  // A seed not copied yet starts from the migrated, empty database (PGlite's initdb is most of the cost).
  const empty = join(TEMPLATES, 'migrated.tar');
  let db: WorkerDb;
  if (existsSync(empty)) db = await openWorkerDb(undefined, { loadFrom: empty });
  else {
    db = await openWorkerDb();
    await migrate(db);
    await db.dumpTo(empty);
  }
  await openPreparedDb(undefined, seed, async () => db);
  await db.dumpTo(template);
  return db;
}

export async function startTestServer(opts: { products?: number; dir?: string; config?: Partial<ServerConfig> } = {}): Promise<TestServer> {
  const config = testConfig({ seedProducts: opts.products ?? 60, ...opts.config });
  const seed = { products: config.seedProducts, seed: config.seed };
  const db = opts.dir ? (await openPreparedDb(opts.dir, seed, openWorkerDb)).db : await openSeededMemoryDb(seed);
  const pusher = fakePusher();
  const app = createApp({ db, config, pusher });
  return { app, db, config, pusher, close: () => db.close() };
}

/** A browser-like client: keeps the session cookie and the page's CSRF token. */
export class Client {
  cookie = '';
  token = '';
  constructor(
    private app: Hono<AppEnv>,
    private origin = ORIGIN,
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set('cookie', this.cookie);
    const res = await this.app.request(`${this.origin}${path}`, { ...init, headers });
    const set = res.headers.get('set-cookie');
    const m = set && /storefront_session=([^;]*)/.exec(set);
    if (m) this.cookie = `storefront_session=${m[1]}`;
    return res;
  }

  /** Loads the host page and picks up the token. */
  async boot(path = '/'): Promise<string> {
    const html = await (await this.request(path)).text();
    const m = /id="token" name="token" value="([^"]+)"/.exec(html);
    if (!m) throw new Error('no token field in host page');
    this.token = m[1];
    return html;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { headers: { 'X-CSRF-TOKEN': this.token, 'X-Requested-With': 'XMLHttpRequest', ...headers } });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async getJson<T = any>(path: string): Promise<T> {
    return (await this.get(path)).json() as Promise<T>;
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': this.token, 'X-Requested-With': 'XMLHttpRequest', ...headers },
      body: JSON.stringify(body),
    });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async postJson<T = any>(path: string, body: unknown): Promise<T> {
    return (await this.post(path, body)).json() as Promise<T>;
  }

  async login(email = 'customer@example.com', password = 'password123') {
    const res = await this.post('/login', { email, password });
    return res.json();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function shellData(html: string): any {
  const m = /<script type="application\/json" id="storefront-shell-data">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no shell data');
  return JSON.parse(m[1]);
}

/** The custom properties of the host page's `:root { … }` style rule (the shop's theme colours). */
export function rootColours(html: string): Record<string, string> {
  const m = /<style[^>]*>\s*:root\s*\{([^}]*)\}\s*<\/style>/.exec(html);
  if (!m) throw new Error('no :root colours');
  return Object.fromEntries(
    m[1]
      .split(';')
      .map((line) => line.split(':').map((part) => part.trim()))
      .filter((pair) => pair.length === 2 && pair[0].startsWith('--')),
  );
}

export function field(html: string, name: string): string | null {
  const m = new RegExp(`<input type="hidden" id="${name}" name="${name}" value="([^"]*)">`).exec(html);
  return m ? m[1] : null;
}

/** The add-to-cart body's fields besides `id` and `quantity`, as the widget sends them. */
export const ADD_TO_CART = { variants_ids: '', variants_name: '', color_id: '', attribute_values: [], trx_id: '', is_buy_now: 0 };

/**
 * A signed-in shopper whose cart became one confirmed, unpaid order (2 × the first listed, plain,
 * well-stocked product): what the payment gateways' tests start from.
 */
export async function shopperWithOrders(
  srv: TestServer,
  email = 'customer@example.com',
): Promise<{ c: Client; trx: string; productId: number }> {
  const c = new Client(srv.app);
  await c.boot();
  await c.login(email);
  await c.boot();
  for (const l of (await c.getJson('/cart/list?cart_page=1')).carts) await c.get(`/cart/delete/${l.id}`);
  const { id } = (
    await srv.db.query<{ id: number }>(
      `SELECT id FROM products WHERE status = 'published' AND is_approved = 1 AND is_digital = 0 AND has_variant = 0
          AND current_stock >= 10 AND minimum_order_quantity = 1 ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  const added = await c.postJson('/user/addToCart', { ...ADD_TO_CART, id, quantity: 2 });
  if (added.error !== undefined) throw new Error(`addToCart: ${JSON.stringify(added)}`);
  const checkout = await c.getJson('/user/address');
  const address = checkout.addresses.find((a: { default_shipping?: number }) => a.default_shipping === 1);
  const trx = checkout.carts[0].trx_id;
  const confirmed = await c.postJson('/user/confirm-order', {
    payment_type: 0,
    trx_id: trx,
    shipping_address: address,
    billing_address: address,
  });
  if (confirmed.success !== 'Order done') throw new Error(`confirm-order: ${JSON.stringify(confirmed)}`);
  return { c, trx, productId: id };
}
