/**
 * The one way routes validate input: a zod schema per request, built from these pieces so that a
 * failure carries Laravel 8's wording (resources/lang/en/validation.php of 1.6.7) and comes back
 * through `fieldErrors` + `validationError` (lib/responses.ts) as the original's 422.
 *
 * - Laravel's TrimStrings and ConvertEmptyStringsToNull run before any rule: `laravelValue`.
 * - Messages name the field as Laravel does: snake_cased and spaced (`newPassword` → "new password").
 * - zod checks an object's fields in the order of its shape, which is the order the original lists
 *   its rules in, so `errors` comes back in the original's field order.
 */
import { z } from 'zod';

/** `newPassword` → "new password", `first_name` → "first name". */
export function attribute(field: string): string {
  return field
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/_/g, ' ');
}

/** Laravel 8's messages for the rules the reference server checks. */
export const message = {
  required: (field: string) => `The ${attribute(field)} field is required.`,
  email: (field: string) => `The ${attribute(field)} must be a valid email address.`,
  min: (field: string, n: number) => `The ${attribute(field)} must be at least ${n} characters.`,
  max: (field: string, n: number) => `The ${attribute(field)} must not be greater than ${n} characters.`,
  confirmed: (field: string) => `The ${attribute(field)} confirmation does not match.`,
  unique: (field: string) => `The ${attribute(field)} has already been taken.`,
  exists: (field: string) => `The selected ${attribute(field)} is invalid.`,
  in: (field: string) => `The selected ${attribute(field)} is invalid.`,
  numeric: (field: string) => `The ${attribute(field)} must be a number.`,
  minValue: (field: string, n: number) => `The ${attribute(field)} must be at least ${n}.`,
  string: (field: string) => `The ${attribute(field)} must be a string.`,
};

/** TrimStrings + ConvertEmptyStringsToNull for one value; a missing or null value becomes undefined. */
export function laravelValue(v: unknown): unknown {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v ?? undefined;
}

/** Laravel's `validateRequired`: null, a blank string and an empty array are missing. */
export function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * `required`: the field's value after trimming, whatever its type (a rule that needs a string
 * comes after). The output is undefined only when the input failed, so callers may narrow.
 */
export const required = (field: string) =>
  z.preprocess(
    laravelValue,
    z.unknown().refine((v) => filled(v), message.required(field)),
  );

/** `required|email`, with Laravel's default (RFC) check, which takes `local@domain` without a dot. */
export const requiredEmail = (field: string) => required(field).pipe(z.email(message.email(field)));

/** Laravel's `numeric` (PHP's is_numeric): a number, or text that reads as one. */
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
export const isNumeric = (v: unknown): boolean =>
  typeof v === 'number' ? Number.isFinite(v) : typeof v === 'string' && NUMERIC.test(v) && Number.isFinite(Number(v));

/** One more rule on a field, checked only when the rules before it passed (one message per field). */
export const rule = (check: (v: unknown) => boolean, text: string) => z.unknown().refine(check, text);

/**
 * An optional integer-like value (a query's `page`, a path's id): the leading integer of the text,
 * as PHP's (int) cast reads it, or `fallback` when there is none. Never a failure.
 */
export const intLike = (fallback: number) =>
  z.preprocess((v) => {
    const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  }, z.number());

/** A field read as text, '' when absent (for values compared, not validated: a nonce, a provider's status). */
export const text = () => z.preprocess((v) => (v === undefined || v === null ? '' : String(v)), z.string());

/** A field passed on as it came (or undefined), for a route that only looks at it. */
export const anything = () => z.unknown().optional();
