/** Test helpers (used by test/server/*.test.ts): a seeded PGlite (worker thread), the app, and a cookie-keeping client. */
import type { Hono } from 'hono';
import { createApp } from '../app';
import { testConfig, type ServerConfig } from '../config';
import { openPreparedDb, type Db } from '../db/open';
import { openWorkerDb } from '../db/worker-db';
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

export async function startTestServer(opts: { products?: number; dir?: string; config?: Partial<ServerConfig> } = {}): Promise<TestServer> {
  const config = testConfig({ seedProducts: opts.products ?? 60, ...opts.config });
  const { db } = await openPreparedDb(opts.dir, { products: config.seedProducts, seed: config.seed }, openWorkerDb);
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

export function field(html: string, name: string): string | null {
  const m = new RegExp(`<input type="hidden" id="${name}" name="${name}" value="([^"]*)">`).exec(html);
  return m ? m[1] : null;
}
