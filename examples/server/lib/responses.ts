/** Response helpers following the original backend's conventions. */
import type { Context } from 'hono';

/** Business error: HTTP 200 with {error}. */
export const businessError = (c: Context, message: string) => c.json({ error: message }, 200);

/**
 * Laravel 8's validation failure: 422 {"message":"The given data was invalid.","errors":{field:[msg]}}.
 * (Laravel 9+ would put the first message in `message`; the original runs 8.83.)
 */
export function validationError(c: Context, errors: Record<string, string[]>) {
  return c.json({ message: 'The given data was invalid.', errors }, 422);
}

/**
 * A zod failure as Laravel's `errors` map: one message per field (the first failing rule), or with
 * `all` every message of a field in order (lib/validate.ts's laravelRules, where Laravel goes on
 * checking a field after a failed rule).
 */
export function fieldErrors(
  error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> },
  opts: { all?: boolean } = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'data';
    if (!out[field]) out[field] = [issue.message];
    else if (opts.all) out[field].push(issue.message);
  }
  return out;
}

export const notFound = (c: Context, message = 'Not found') => c.json({ message }, 404);

/** Reads a JSON or form-encoded body into a plain object (arrays for `key[]` fields). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const v = await c.req.json();
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await c.req.parseBody({ all: true });
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(form)) {
        const key = k.endsWith('[]') ? k.slice(0, -2) : k;
        out[key] = k.endsWith('[]') && !Array.isArray(v) ? [v] : v;
      }
      return out;
    }
    const text = await c.req.text();
    if (text.trim().startsWith('{')) return JSON.parse(text);
  } catch {
    return {};
  }
  return {};
}

export function toInt(v: unknown, fallback = 0): number {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function toIntList(v: unknown): number[] {
  if (v === undefined || v === null || v === '') return [];
  const list = Array.isArray(v) ? v : String(v).split(',');
  return list.map((x) => Number.parseInt(String(x), 10)).filter((n) => Number.isFinite(n));
}

/** Query arrays arrive as `key[]=1&key[]=2`, `key=1,2` or `key=1&key=2`; accept all. */
export function queryList(c: Context, name: string): string[] {
  const out: string[] = [];
  for (const key of [`${name}[]`, name]) {
    for (const v of c.req.queries(key) ?? [])
      out.push(
        ...v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
  }
  return out;
}

export function queryInts(c: Context, name: string): number[] {
  return queryList(c, name)
    .map((s) => Number.parseInt(s, 10))
    .filter((n) => Number.isFinite(n));
}
