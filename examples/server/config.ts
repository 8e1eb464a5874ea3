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
  };
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
    ...overrides,
  };
}
