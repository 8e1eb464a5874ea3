/**
 * A guest's address book: the original's `session('addresses')`, a PHP array held in
 * `sessions.addresses` as an object keyed by its integer keys. It behaves as the PHP does
 * (test/contract/account/{user-address,store-user-address,delete-user-address}.json):
 *
 * - a new entry is appended under the next integer key, with a random 6-character string `id`;
 * - an edit rebuilds the entry **without** its `id` (the original's quirk: it can then be neither
 *   selected nor deleted), and an entry without `id` makes any later edit fail with PHP's
 *   `Undefined array key "id"` warning, as the original's loop reads `$session_address['id']`;
 * - a deletion unsets the key, so the array serialises as an object (`{"1": {...}}`) once its keys
 *   are no longer 0…n-1;
 * - with no book in the session at all, edits and deletions fail with PHP's `foreach` warning.
 */
import { randomInt } from 'node:crypto';

export type GuestEntry = Record<string, unknown>;
/** Integer keys (as strings) → entries. */
export type GuestBook = Record<string, GuestEntry>;

export const FOREACH_ON_NULL = 'foreach() argument must be of type array|object, null given';
export const UNDEFINED_ID_KEY = 'Undefined array key "id"';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Laravel's `Str::random(6)`: letters and digits. */
export function randomEntryId(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** The stored value: null when the session never had a book. */
export function parseBook(raw: unknown): GuestBook | null {
  if (raw === null || raw === undefined) return null;
  const out: GuestBook = {};
  const entries = Array.isArray(raw) ? raw.map((v, i) => [String(i), v] as const) : Object.entries(raw as object);
  for (const [key, value] of entries) {
    if (/^\d+$/.test(key) && value && typeof value === 'object' && !Array.isArray(value)) out[key] = value as GuestEntry;
  }
  return out;
}

const keysOf = (book: GuestBook) =>
  Object.keys(book)
    .map(Number)
    .sort((a, b) => a - b);

/** As PHP's json_encode: a list while the keys are 0…n-1, else an object keyed by them. */
export function bookOut(book: GuestBook | null): GuestEntry[] | GuestBook {
  if (!book) return [];
  const keys = keysOf(book);
  if (keys.every((k, i) => k === i)) return keys.map((k) => book[String(k)]);
  const out: GuestBook = {};
  for (const k of keys) out[String(k)] = book[String(k)];
  return out;
}

/** PHP's `$addresses[] = $entry`: the next key after the largest. */
export function appendEntry(book: GuestBook | null, entry: GuestEntry): GuestBook {
  const keys = book ? keysOf(book) : [];
  const next = keys.length ? keys[keys.length - 1] + 1 : 0;
  return { ...(book ?? {}), [String(next)]: entry };
}

/** PHP's loose `==` between the posted id and a stored one (both scalars here). */
const sameId = (a: unknown, b: unknown) => String(a) === String(b);

export type BookChange = { ok: true; book: GuestBook } | { ok: false; error: string };

/** The edit loop: every entry whose `id` equals `id` is replaced by `entry` (which has no `id`). */
export function replaceEntry(book: GuestBook | null, id: unknown, entry: GuestEntry): BookChange {
  if (!book) return { ok: false, error: FOREACH_ON_NULL };
  const out: GuestBook = {};
  for (const k of keysOf(book)) {
    const current = book[String(k)];
    if (!('id' in current)) return { ok: false, error: UNDEFINED_ID_KEY };
    out[String(k)] = sameId(id, current.id) ? entry : current;
  }
  return { ok: true, book: out };
}

/** The delete loop: entries with an `id` equal to `id` are unset (entries without one are skipped). */
export function removeEntry(book: GuestBook | null, id: unknown): BookChange {
  if (!book) return { ok: false, error: FOREACH_ON_NULL };
  const out: GuestBook = {};
  for (const k of keysOf(book)) {
    const current = book[String(k)];
    if ('id' in current && sameId(id, current.id)) continue;
    out[String(k)] = current;
  }
  return { ok: true, book: out };
}
