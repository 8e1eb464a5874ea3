/**
 * Server configuration from the environment. Everything has a default so
 * `npx tsx examples/server/main.ts` works with no setup.
 */
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';

export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  cluster: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data directory; the database lives in `${dataDir}/db`. */
  dataDir: string;
  /** Number of products generated on first start. */
  seedProducts: number;
  /** Seed for the deterministic generators. */
  seed: number;
  /** The widget's router base: '' (site root) or '/shop' (leading slash, no trailing slash). */
  appPath: string;
  /** Absolute path of the built widget (served under /assets). */
  distDir: string;
  pusher: PusherConfig;
  /**
   * Which channel live notifications use: 'private' (private-notification-send.{id}, authorised at
   * broadcasting/auth) or 'public' (the stock original's notification-send-{id}). Env REALTIME_CHANNEL.
   */
  realtimeChannel: 'private' | 'public';
  /**
   * Host-page oddities of the original that the server does not produce by default, switched on to
   * test the widget against them. Env HOST_QUIRKS, comma-separated:
   * - 'bare-currency': active_currency is the bare default_currency setting value ("1"), as the
   *   original sends it when no currency row matches;
   * - 'prefixless-app-path': the app_path field reads "shop" (the original's config('app.app_path'),
   *   APP_URL's path without slashes) rather than "/shop".
   * settings.text_direction's "ltl" needs no switch: it is the default, as in the original, until
   * change/locale sets "ltr"/"rtl".
   */
  hostQuirks: HostQuirk[];
  /**
   * The original's config('app.demo_mode'): settings_data.demo_mode reads it, and the actions the
   * original refuses on its demo server answer {error: "This function is disabled in demo server"}.
   * Env DEMO_MODE=1; off by default.
   */
  demoMode: boolean;
  /**
   * Settings rows replaced for this server, from env SETTINGS (a JSON object, e.g.
   * `{"disable_guest":"1"}`): how a shop owner's admin choices are tried without an admin panel.
   */
  settingsOverrides: Record<string, unknown>;
  /**
   * PEM files to serve HTTPS with HTTP/2 (and HTTP/1.1 for older clients and the WebSocket), as a
   * shop's production front does. Env TLS_CERT_FILE and TLS_KEY_FILE, both or neither; plain HTTP
   * without them.
   */
  tls?: { certFile: string; keyFile: string };
  /**
   * The site's own origin (env APP_URL, like the original's config('app.url')): every absolute link
   * the server writes (mails, image and page URLs, the page's base_url) starts with it, never with
   * the request's Host header. Defaults to the listening address (127.0.0.1 for a wildcard host).
   */
  appUrl: string;
  /**
   * Development helpers under /_dev (mailbox, wallet approvals, order delivery, realtime outage,
   * CSP report list, bench pages): env DEV_TOOLS=1, or DEV_TOOLS=auto (what `npm start` sets) for
   * on when listening on a loopback address outside production. On any other address they also need DEV_TOOLS_ON_NETWORK=1, and never with
   * NODE_ENV=production. The test payment gateways are not development helpers: they are the demo's
   * payment provider.
   */
  devTools: boolean;
  /** The key that signs digital-download links: env DOWNLOAD_LINK_KEY, else derived from the realtime secret. */
  downloadKey: string;
}

/** The built-in realtime credentials: fine on a developer's own machine, refused anywhere else. */
export const DEFAULT_PUSHER_SECRET = 'storefront-secret';

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** Env SETTINGS: a JSON object of setting keys; anything else is refused loudly at start. */
export function parseSettingsOverrides(raw: string | undefined): Record<string, unknown> {
  if (!raw?.trim()) return {};
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('SETTINGS must be a JSON object of setting keys');
  return parsed as Record<string, unknown>;
}

export type HostQuirk = 'bare-currency' | 'prefixless-app-path';
const HOST_QUIRKS: HostQuirk[] = ['bare-currency', 'prefixless-app-path'];

export function parseHostQuirks(raw: string | undefined): HostQuirk[] {
  return (raw ?? '')
    .split(',')
    .map((q) => q.trim())
    .filter((q): q is HostQuirk => (HOST_QUIRKS as string[]).includes(q));
}

/** Walks up from `start` to the directory holding package.json (the repository root). */
export function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(resolve(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

export function normaliseAppPath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/\/+$/, '');
  if (!trimmed || trimmed === '/') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function intEnv(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, root?: string): ServerConfig {
  const repoRoot = root ?? findRepoRoot(process.argv[1] ? dirname(process.argv[1]) : process.cwd());
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));
  const port = intEnv(env.PORT, 8080);
  const host = env.HOST || '127.0.0.1';
  const tls = tlsFiles(env.TLS_CERT_FILE, env.TLS_KEY_FILE, abs);
  const secret = env.PUSHER_APP_SECRET || DEFAULT_PUSHER_SECRET;
  const config: ServerConfig = {
    port,
    host,
    dataDir: abs(env.DATA_DIR || '.data'),
    seedProducts: Math.max(1, intEnv(env.SEED_PRODUCTS, 600)),
    seed: intEnv(env.SEED, 20240601),
    appPath: normaliseAppPath(env.APP_PATH),
    distDir: abs(env.DIST_DIR || 'dist'),
    pusher: {
      appId: env.PUSHER_APP_ID || 'storefront',
      key: env.PUSHER_APP_KEY || 'storefront-key',
      secret,
      cluster: env.PUSHER_APP_CLUSTER || 'mt1',
    },
    realtimeChannel: env.REALTIME_CHANNEL === 'public' ? 'public' : 'private',
    hostQuirks: parseHostQuirks(env.HOST_QUIRKS),
    demoMode: env.DEMO_MODE === '1',
    settingsOverrides: parseSettingsOverrides(env.SETTINGS),
    tls,
    appUrl: appUrlOf(env.APP_URL, { host, port, secure: Boolean(tls) }),
    devTools: env.DEV_TOOLS === '1' || (env.DEV_TOOLS === 'auto' && isLoopbackHost(host) && env.NODE_ENV !== 'production'),
    downloadKey: env.DOWNLOAD_LINK_KEY || deriveKey(secret, 'file-download links'),
  };
  refuseUnsafe(config, env);
  return config;
}

/** A key of its own for one purpose, so that one leaked signature never serves another. */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

/** Env APP_URL: an http(s) origin; the listening address when unset. */
export function appUrlOf(raw: string | undefined, listen: { host: string; port: number; secure: boolean }): string {
  if (raw?.trim()) {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      throw new Error(`APP_URL must be an absolute http(s) URL such as https://shop.example.com; got "${raw}".`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`APP_URL must start with http:// or https://; got "${raw}".`);
    if (url.pathname !== '/' || url.search || url.hash)
      throw new Error(`APP_URL is the site's origin only (set the storefront's path with APP_PATH); got "${raw}".`);
    return url.origin;
  }
  const wildcard = listen.host === '0.0.0.0' || listen.host === '::';
  const shown = wildcard ? '127.0.0.1' : listen.host.includes(':') ? `[${listen.host}]` : listen.host;
  return new URL(`${listen.secure ? 'https' : 'http'}://${shown}:${listen.port}`).origin;
}

/**
 * Settings that are fine on a developer's machine and unsafe anywhere a stranger can connect
 * (NODE_ENV=production, or listening on a non-loopback address): the server refuses to start and
 * says which variable to set.
 */
function refuseUnsafe(config: ServerConfig, env: NodeJS.ProcessEnv): void {
  const production = env.NODE_ENV === 'production';
  const exposed = production || !isLoopbackHost(config.host);
  const where = production ? 'with NODE_ENV=production' : `on ${config.host} (reachable from other machines)`;
  if (exposed && config.pusher.secret === DEFAULT_PUSHER_SECRET)
    throw new Error(
      `Refusing to start ${where} with the built-in realtime secret: it signs private channels, the publish API and download links. Set PUSHER_APP_SECRET to a long random value (e.g. openssl rand -hex 32).`,
    );
  if (config.devTools && production)
    throw new Error('Refusing to start: DEV_TOOLS=1 is for development and is not allowed with NODE_ENV=production.');
  if (config.devTools && exposed && env.DEV_TOOLS_ON_NETWORK !== '1')
    throw new Error(
      `Refusing to start ${where} with DEV_TOOLS=1: the development routes let anyone credit wallets and read mailed links. Unset DEV_TOOLS, or set DEV_TOOLS_ON_NETWORK=1 if this network is yours alone.`,
    );
  if (exposed && !env.APP_URL?.trim())
    throw new Error(
      `Refusing to start ${where} without APP_URL: links in mails and pages are built from it. Set APP_URL to the site's origin, e.g. https://shop.example.com.`,
    );
}

/** Env TLS_CERT_FILE / TLS_KEY_FILE: one without the other is refused at start, not served as plain HTTP. */
function tlsFiles(cert: string | undefined, key: string | undefined, abs: (path: string) => string): ServerConfig['tls'] {
  if (!cert && !key) return undefined;
  if (!cert || !key) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both to serve HTTPS, or neither.');
  return { certFile: abs(cert), keyFile: abs(key) };
}

/** A config for tests: in-memory friendly, no files needed. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: '',
    seedProducts: 60,
    seed: 20240601,
    appPath: '',
    distDir: resolve(process.cwd(), 'dist'),
    pusher: { appId: 'storefront', key: 'storefront-key', secret: 'storefront-secret', cluster: 'mt1' },
    realtimeChannel: 'private',
    hostQuirks: [],
    demoMode: false,
    settingsOverrides: {},
    appUrl: 'http://127.0.0.1:8080',
    devTools: true,
    downloadKey: deriveKey('storefront-secret', 'file-download links'),
    ...overrides,
  };
}
