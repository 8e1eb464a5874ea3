/**
 * The screen tests' backend: msw handlers built from the contract fixtures (test/contract), so
 * every screen test runs against the original's exact answers. A request is answered by the
 * fixture case whose request matches it best (same path; the case's query and body fields all
 * equal the request's; the most specific such case wins). Tests override single routes with
 * `server.use(...)`; `useBackend({ version: '1.5.3' })` prefers the 1.5.3 cases where they exist.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { loadFixtures, type FixtureCase, type Version } from '../../contract/support/fixtures';
import { BASE_URL } from './fixtures';

/** Every request the widget made, for assertions on method, path, query, headers and body. */
export interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
export const seen: Seen[] = [];

async function record(request: Request): Promise<void> {
  let body: unknown = null;
  if (request.method !== 'GET') {
    const text = await request.clone().text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
}

const pending: Promise<void>[] = [];
/** Requests whose bodies are still being read are included once read; await settled() if needed. */
export async function settled(): Promise<void> {
  await Promise.all(pending.splice(0));
}

export function requestsTo(path: string): Seen[] {
  return seen.filter((r) => r.url.pathname === `/${path}`);
}

let preferred: Version = '1.6.7';

interface Candidate {
  name: string;
  fixtureCase: FixtureCase;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How well a case fits a request: null when one of its query/body fields differs, else how many matched. */
function fit(fixtureCase: FixtureCase, path: string, query: URLSearchParams, body: unknown): number | null {
  if (fixtureCase.request.path !== path) return null;
  const inBody = (key: string) => !!body && typeof body === 'object' && (body as Record<string, unknown>)[key] !== undefined;
  if (fixtureCase.request.absent?.some((key) => query.has(key) || query.has(`${key}[]`) || inBody(key))) return null;
  let score = 0;
  for (const [key, value] of Object.entries(fixtureCase.request.query ?? {})) {
    const got = Array.isArray(value) ? query.getAll(`${key}[]`) : query.get(key);
    if (!sameValue(Array.isArray(value) ? value.map(String) : String(value), got)) return null;
    score += 1;
  }
  const wanted = fixtureCase.request.body;
  if (wanted && typeof wanted === 'object' && body && typeof body === 'object') {
    for (const [key, value] of Object.entries(wanted as Record<string, unknown>)) {
      if (value !== null && typeof value === 'object') continue;
      if (!sameValue((body as Record<string, unknown>)[key], value)) return null;
      score += 1;
    }
  }
  return score;
}

function choose(candidates: Candidate[], path: string, query: URLSearchParams, body: unknown): FixtureCase {
  const ranked = candidates
    .map((c) => ({ c, score: fit(c.fixtureCase, path, query, body) }))
    .filter((r): r is { c: Candidate; score: number } => r.score !== null)
    // A case of a shop with other settings rows (reCAPTCHA on, an add-on) answers only a request
    // no case of the default shop fits: the same sign-in body means something else there.
    .filter((r, _i, all) => !r.c.fixtureCase.settings || all.every((other) => other.c.fixtureCase.settings))
    .sort((a, b) => b.score - a.score || Number(b.c.fixtureCase.version === preferred) - Number(a.c.fixtureCase.version === preferred));
  if (ranked.length) {
    const best = ranked[0].score;
    const top = ranked.filter((r) => r.score === best);
    return (top.find((r) => r.c.fixtureCase.version === preferred) ?? top.find((r) => r.c.fixtureCase.version === 'both') ?? top[0]).c
      .fixtureCase;
  }
  // A path no case names (another slug, say): the endpoint's first case of the preferred version.
  return (
    candidates.find((c) => c.fixtureCase.version === preferred) ??
    candidates.find((c) => c.fixtureCase.version === 'both') ??
    candidates[0]
  ).fixtureCase;
}

function respond(fixtureCase: FixtureCase): Response {
  if (fixtureCase.redirect !== undefined) {
    // loginCheck's redirect as sent on the wire (msw's XHR does not follow it; a browser would,
    // and the client then knows the login page by its final URL).
    return new HttpResponse(null, { status: 302, headers: { location: `${BASE_URL}${fixtureCase.redirect}` } });
  }
  return HttpResponse.json(structuredClone(fixtureCase.answer) as Parameters<typeof HttpResponse.json>[0], {
    status: fixtureCase.status ?? 200,
  });
}

/** `GET home/product-details/{slug}` → msw's `home/product-details/:slug`. */
const mswPath = (endpointPath: string) => `${BASE_URL}/${endpointPath.replace(/\{(\w+)\??\}/g, ':$1')}`;

/** One handler per endpoint: two fixtures of one endpoint (the address book's and the checkout's `user/address`) pool their cases. */
function fixtureHandlers(): RequestHandler[] {
  const byEndpoint = new Map<string, Candidate[]>();
  for (const fixture of loadFixtures()) {
    if (Object.values(fixture.cases).some((c) => c.extract)) continue;
    const candidates = byEndpoint.get(fixture.endpoint) ?? [];
    candidates.push(...Object.entries(fixture.cases).map(([name, fixtureCase]) => ({ name, fixtureCase })));
    byEndpoint.set(fixture.endpoint, candidates);
  }
  return [...byEndpoint].map(([endpoint, candidates]) => {
    const [method, path] = endpoint.split(' ');
    const resolver = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      let body: unknown = null;
      if (request.method !== 'GET') {
        try {
          body = await request.clone().json();
        } catch {
          body = null;
        }
      }
      return respond(choose(candidates, url.pathname.slice(1), url.searchParams, body));
    };
    return method === 'POST' ? http.post(mswPath(path), resolver) : http.get(mswPath(path), resolver);
  });
}

export const defaultHandlers: RequestHandler[] = fixtureHandlers();
export const server = setupServer(...defaultHandlers);
// Lifecycle events see every request, including those answered by a test's own server.use().
server.events.on('request:start', ({ request }) => {
  pending.push(record(request));
});

/** Call in a test file: starts msw, fails on any request the fixtures do not cover. */
export function useBackend(options: { version?: Version } = {}): void {
  beforeAll(() => {
    preferred = options.version ?? '1.6.7';
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => {
    server.close();
    preferred = '1.6.7';
  });
}
