/**
 * Server configuration from the environment. Everything has a default so
 * `npx tsx examples/server/main.ts` works with no setup.
 */
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
  return {
    port: intEnv(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: abs(env.DATA_DIR || '.data'),
    seedProducts: Math.max(1, intEnv(env.SEED_PRODUCTS, 600)),
    seed: intEnv(env.SEED, 20240601),
    appPath: normaliseAppPath(env.APP_PATH),
    distDir: abs(env.DIST_DIR || 'dist'),
    pusher: {
      appId: env.PUSHER_APP_ID || 'storefront',
      key: env.PUSHER_APP_KEY || 'storefront-key',
      secret: env.PUSHER_APP_SECRET || 'storefront-secret',
      cluster: env.PUSHER_APP_CLUSTER || 'mt1',
    },
    realtimeChannel: env.REALTIME_CHANNEL === 'public' ? 'public' : 'private',
    hostQuirks: parseHostQuirks(env.HOST_QUIRKS),
    demoMode: env.DEMO_MODE === '1',
    settingsOverrides: parseSettingsOverrides(env.SETTINGS),
    tls: tlsFiles(env.TLS_CERT_FILE, env.TLS_KEY_FILE, abs),
  };
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
    ...overrides,
  };
}
