/** Response helpers following the original backend's conventions. */
import type { Context } from 'hono';

/** Business error: HTTP 200 with {error}. */
export const businessError = (c: Context, message: string) => c.json({ error: message }, 200);

/** Laravel-style validation error: 422 {message, errors:{field:[msg]}}. */
export function validationError(c: Context, errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const extra = Object.values(errors).reduce((n, list) => n + list.length, 0) - 1;
  const message = extra > 0 ? `${first} (and ${extra} more error${extra > 1 ? 's' : ''})` : first;
  return c.json({ message, errors }, 422);
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
    for (const v of c.req.queries(key) ?? []) out.push(...v.split(',').map((s) => s.trim()).filter(Boolean));
  }
  return out;
}

export function queryInts(c: Context, name: string): number[] {
  return queryList(c, name).map((s) => Number.parseInt(s, 10)).filter((n) => Number.isFinite(n));
}
