/** Reads the contract fixtures (../<domain>/<name>.json). Used by the contract test and the msw handlers. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ShapeHints } from './shape';

export type Version = '1.6.7' | '1.5.3' | 'both';

export interface FixtureRequest {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | Array<string | number>>;
  body?: unknown;
  as?: 'guest' | 'customer';
  /**
   * Query or body keys this case is about leaving out (e.g. `sort` for the original's "Undefined
   * array key" answer). The contract test sends the request without them anyway; the screen tests'
   * msw handlers pick this case only for requests that lack them.
   */
  absent?: string[];
  before?: Array<{ method?: 'GET' | 'POST'; path: string; query?: FixtureRequest['query']; body?: unknown }>;
}

/** Whose behaviour a case records: the original's answer, or the reference server's deliberate own. */
export type Origin = 'original' | 'reference-server';

export interface FixtureCase {
  version: Version;
  origin: Origin;
  /** Required when `origin` is `reference-server`: what the original does instead, and why we differ. */
  why?: string;
  note?: string;
  request: FixtureRequest;
  status?: number;
  redirect?: string;
  /**
   * `shell-data`: the answer is HTML (the host page); compare the JSON of its
   * `<script type="application/json" id="storefront-shell-data">` with `answer`.
   * `root-colours`: the same page; compare the custom properties of its `:root { … }` style rule.
   */
  extract?: 'shell-data' | 'root-colours';
  answer?: unknown;
  shape?: ShapeHints;
  server?: boolean;
  /**
   * Settings rows this case needs (e.g. `is_recaptcha_activated`): the contract test runs it on a
   * server started with them (SETTINGS). The screen tests' msw handlers pick such a case only for a
   * request no default-shop case fits; a test of that shop answers with it through `server.use`.
   */
  settings?: Record<string, unknown>;
}

export interface Fixture {
  /** `catalogue/home-page`: the file's path below test/contract, without `.json`. */
  name: string;
  endpoint: string;
  sources: string[];
  notes?: string;
  cases: Record<string, FixtureCase>;
}

const ROOT = join(__dirname, '..');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (entry === 'support' || entry === 'node_modules') return [];
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return entry.endsWith('.json') ? [full] : [];
  });
}

export function loadFixtures(): Fixture[] {
  return jsonFiles(ROOT)
    .sort()
    .map((file) => {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as Omit<Fixture, 'name'>;
      return {
        ...raw,
        name: relative(ROOT, file)
          .replace(/\\/g, '/')
          .replace(/\.json$/, ''),
      };
    });
}

/** One case's answer, deep-copied so a test may change it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function fixtureAnswer<T = any>(name: string, caseName: string): T {
  const file = join(ROOT, `${name}.json`);
  const fixture = JSON.parse(readFileSync(file, 'utf8')) as Omit<Fixture, 'name'>;
  const found = fixture.cases[caseName];
  if (!found) throw new Error(`fixture ${name} has no case "${caseName}"`);
  return structuredClone(found.answer) as T;
}

/** Query parameters the way axios 0.x (the original SPA) and our widget encode them: arrays as key[]=v. */
export function encodeQuery(query: FixtureRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
