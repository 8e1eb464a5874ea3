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
  gt: (field: string, n: number) => `The ${attribute(field)} must be greater than ${n}.`,
  date: (field: string) => `The ${attribute(field)} is not a valid date.`,
  maxKilobytes: (field: string, n: number) => `The ${attribute(field)} must not be greater than ${n} kilobytes.`,
  mimes: (field: string, kinds: readonly string[]) => `The ${attribute(field)} must be a file of type: ${kinds.join(', ')}.`,
};

/** TrimStrings + ConvertEmptyStringsToNull for one value; a missing or null value becomes undefined. */
export function laravelValue(v: unknown): unknown {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  return v ?? undefined;
}

/**
 * A form field read as text: trimmed, '' → null, and a file or an object (not text at all) → null;
 * undefined stays undefined (not sent).
 */
export function textInput(v: unknown): string | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v instanceof Blob || typeof v === 'object') return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/** An uploaded file. An empty one, or the "null" / "" a form serialiser sends for none, is no upload. */
export const isUpload = (v: unknown): v is Blob => v instanceof Blob && v.size > 0;

/** A real calendar day written YYYY-MM-DD. */
function isCalendarDate(v: unknown): boolean {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
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

// ------------------------------------------------------------------ Laravel rule lists
// For requests whose fields depend on each other (required_without, confirmed, same) or on the
// database (unique, exists), and where Laravel reports every failing rule of a field: the rules
// are listed per field as the original's FormRequest lists them, and run as one zod refinement.

export type Input = Record<string, unknown>;

/** One Laravel rule on one field. */
export interface LaravelRule {
  /** `nullable`: the other non-implicit rules skip a null value. */
  nullable?: true;
  /** required*: checked on a missing field too, and a failure ends the field's checks. */
  implicit?: true;
  /** unique / exists: Laravel skips them once the field has an error. */
  lookup?: true;
  check(value: unknown, data: Input, field: string): boolean | Promise<boolean>;
  message(field: string, data: Input): string;
}

/** Fields Laravel's TrimStrings leaves as typed. */
const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

/** TrimStrings (not on password fields) + ConvertEmptyStringsToNull on the top-level fields. */
export function laravelRequest(body: Record<string, unknown>, untrimmed: ReadonlySet<string> = UNTRIMMED): Input {
  const out: Input = {};
  for (const [key, raw] of Object.entries(body)) {
    if (typeof raw !== 'string') out[key] = raw;
    else {
      const value = untrimmed.has(key) ? raw : raw.trim();
      out[key] = value === '' ? null : value;
    }
  }
  return out;
}

const size = (value: unknown) => (value === undefined || value === null ? 0 : [...String(value)].length);
/** Laravel's default `email` rule (RFC validation) accepts `local@domain` without a dot. */
const LARAVEL_EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
const names = (fields: string[]) => fields.map(attribute).join(' / ');

export const rules = {
  nullable: (): LaravelRule => ({ nullable: true, check: () => true, message: () => '' }),
  required: (custom?: string): LaravelRule => ({
    implicit: true,
    check: (v) => filled(v),
    message: (f) => custom ?? message.required(f),
  }),
  requiredWithout: (others: string[], custom?: string): LaravelRule => ({
    implicit: true,
    check: (v, data) => filled(v) || others.every((o) => filled(data[o])),
    message: (f) => custom ?? `The ${attribute(f)} field is required when ${names(others)} is not present.`,
  }),
  requiredWith: (others: string[], custom?: string): LaravelRule => ({
    implicit: true,
    check: (v, data) => filled(v) || !others.some((o) => filled(data[o])),
    message: (f) => custom ?? `The ${attribute(f)} field is required when ${names(others)} is present.`,
  }),
  /** `required_if:other,v1,v2`: required when `other` is one of the values. */
  requiredIf: (other: string, values: string[], custom?: string): LaravelRule => ({
    implicit: true,
    check: (v, data) => filled(v) || !values.includes(String(data[other] ?? '')),
    message: (f, data) => custom ?? `The ${attribute(f)} field is required when ${attribute(other)} is ${String(data[other] ?? '')}.`,
  }),
  email: (): LaravelRule => ({ check: (v) => typeof v === 'string' && LARAVEL_EMAIL.test(v), message: message.email }),
  /** `unique:<table>,<column>`; `taken` asks the database. */
  unique: (taken: (value: string) => Promise<boolean>): LaravelRule => ({
    lookup: true,
    check: async (v) => !(filled(v) && (await taken(String(v)))),
    message: message.unique,
  }),
  /** `exists:<table>,<column>`. */
  exists: (found: (value: string) => Promise<boolean>): LaravelRule => ({
    lookup: true,
    check: (v) => found(String(v ?? '')),
    message: message.exists,
  }),
  min: (n: number): LaravelRule => ({ check: (v) => size(v) >= n, message: (f) => message.min(f, n) }),
  max: (n: number): LaravelRule => ({ check: (v) => size(v) <= n, message: (f) => message.max(f, n) }),
  confirmed: (): LaravelRule => ({ check: (v, data, f) => v === data[`${f}_confirmation`], message: message.confirmed }),
  /** `date`, for the format the forms send (a date input's YYYY-MM-DD); Laravel's also reads other strtotime formats. */
  date: (): LaravelRule => ({ check: isCalendarDate, message: message.date }),
  /** `required` on a file: an upload (see isUpload). */
  requiredFile: (): LaravelRule => ({ implicit: true, check: isUpload, message: message.required }),
  /** `max:<kilobytes>` on a file; a value that is no upload passes. */
  maxKilobytes: (n: number): LaravelRule => ({
    check: (v) => !isUpload(v) || v.size <= n * 1024,
    message: (f) => message.maxKilobytes(f, n),
  }),
  /** `mimes:…`, the kind read from the file's first bytes by `kindOf` (never its name or claimed type). */
  mimes: (kinds: readonly string[], kindOf: (head: Uint8Array) => string | null): LaravelRule => ({
    check: async (v) => !isUpload(v) || kinds.includes(kindOf(new Uint8Array(await v.slice(0, 16).arrayBuffer())) ?? ''),
    message: (f) => message.mimes(f, kinds),
  }),
  same: (other: string): LaravelRule => ({
    check: (v, data) => v === data[other],
    message: (f) => `The ${attribute(f)} and ${attribute(other)} must match.`,
  }),
};

/** A field by Laravel's dot notation (`socials.facebook` is `socials`' `facebook`), and whether the request has it. */
function fieldOf(data: Input, field: string): { present: boolean; value: unknown } {
  let node: unknown = data;
  for (const key of field.split('.')) {
    if (!node || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return { present: false, value: undefined };
    node = (node as Input)[key];
  }
  return { present: true, value: node };
}

/**
 * A request schema from per-field rule lists, in the original's field order (a nested field by dot notation). The input is trimmed
 * as Laravel does (the parsed data is that trimmed request); every failing rule of a field is an
 * issue, in rule order, for `fieldErrors(error, { all: true })`. Parse with safeParseAsync.
 */
export function laravelRules(spec: Record<string, LaravelRule[]>, opts: { untrimmed?: string[] } = {}) {
  const untrimmed = opts.untrimmed ? new Set([...UNTRIMMED, ...opts.untrimmed]) : UNTRIMMED;
  return z.preprocess(
    (body) => laravelRequest(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, untrimmed),
    z.record(z.string(), z.unknown()).superRefine(async (data, ctx) => {
      for (const [field, list] of Object.entries(spec)) {
        const nullable = list.some((r) => r.nullable);
        const { present, value } = fieldOf(data, field);
        let failed = false;
        for (const rule of list) {
          if (rule.nullable) continue;
          if (!rule.implicit && (!present || (nullable && value === null))) continue;
          if (rule.lookup && failed) continue;
          if (await rule.check(value, data, field)) continue;
          ctx.addIssue({ code: 'custom', path: [field], message: rule.message(field, data) });
          failed = true;
          if (rule.implicit) break;
        }
      }
    }),
  );
}
