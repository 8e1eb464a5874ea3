/**
 * The requests of routes/profile.ts (change-password, update-profile, user-to-seller), run by
 * lib/validate.ts's laravelRules. Text fields are trimmed and '' is missing (Laravel's TrimStrings
 * and ConvertEmptyStringsToNull); passwords are read as typed.
 */
import { z } from 'zod';
import { laravelRules, message, rules as r, textInput, type Input, type LaravelRule } from '../lib/validate';
import { IMAGE_RULE, TAX_PAPER_RULE } from '../services/profile-uploads';
import { uploadRules } from './uploads';

// ------------------------------------------------------------------ change-password

const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** A password input: text as typed, anything else (or '') missing. */
const secret = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * `POST user/change-password` (test/contract/account/change-password.json; 1.6.7
 * app/Http/Controllers/Site/UserController.php, changePassword), run by lib/validate.ts's
 * laravelRules: current_password required when the account has a password (the custom message),
 * 6–32; new_password required, 6–32, same as confirm_password; confirm_password required, 6–32.
 * The password fields are read as typed (no trimming), and only text counts as a password.
 *
 * Deliberate differences: whether a password is set is the account's own `is_password_set`, not
 * the posted one (the original trusts the posted `is_password_set`, so anyone posting 0 could
 * replace the password without knowing it); and an empty current_password is not measured against
 * min:6 (the original's rule lacks `nullable`, so its SPA, which posts `current_password: ""`,
 * always got "must be at least 6 characters" on a set-password account and could never reach the
 * set branch). An account that has no password yet (signed up by phone or socially) may leave the
 * current one out.
 */
export const passwordChangeSchema = (hasPassword: boolean) =>
  z.preprocess(
    (body) => {
      const out: Record<string, unknown> = { ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) };
      for (const field of PASSWORD_FIELDS) out[field] = secret(out[field]);
      return out;
    },
    laravelRules(
      {
        current_password: hasPassword
          ? [r.required('current password field is required'), r.min(6), r.max(32)]
          : [r.nullable(), r.min(6), r.max(32)],
        new_password: [r.required(), r.min(6), r.max(32), r.same('confirm_password')],
        confirm_password: [r.required(), r.min(6), r.max(32)],
      },
      { untrimmed: [...PASSWORD_FIELDS] },
    ),
  );

// ------------------------------------------------------------------ update-profile

/** What the profile rules ask the database. */
export interface ProfileLookups {
  /** Whether another account has this e-mail (compared case-insensitively). */
  emailTaken(email: string): Promise<boolean>;
  countryExists(id: number): Promise<boolean>;
}

const SOCIAL_KEYS = ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube'] as const;

const obj = (body: unknown): Input => (body && typeof body === 'object' ? (body as Input) : {});

/** The text fields read as text (a file or an object is no text), and a phone without its spaces. */
function textFields(body: Input, fields: readonly string[], phone: string): Input {
  const out: Input = { ...body };
  for (const field of fields) {
    if (!(field in body)) continue;
    const v = textInput(body[field]);
    out[field] = field === phone && v ? v.replace(/ /g, '') : v;
  }
  return out;
}

/**
 * `socials` as JSON (`{socials: {facebook: …}}`) or multipart (`socials[facebook]=…`): the six
 * networks of the form, trimmed text or null; undefined when the request has none of them.
 */
function socialsIn(body: Input): Record<string, string | null> | undefined {
  const nested = body.socials;
  const read = (key: string): unknown =>
    nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Input)[key] : body[`socials[${key}]`];
  if (!SOCIAL_KEYS.some((k) => read(k) !== undefined)) return undefined;
  const out: Record<string, string | null> = {};
  for (const k of SOCIAL_KEYS) {
    const v = read(k);
    out[k] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  }
  return out;
}

/** Laravel's max:255 on each network (dot notation: `socials.facebook`). */
const socialRules = Object.fromEntries(SOCIAL_KEYS.map((k) => [`socials.${k}`, [r.nullable(), r.max(255)]]));

/**
 * `POST user/update-profile` (test/contract/account/update-profile.json; 1.6.7
 * app/Http/Controllers/Site/UserController.php, updateProfile): the original's rules first
 * (first_name, last_name required; phone required without email; gender, date_of_birth required),
 * then what the original leaves to the database: lengths of 255, a real date, a changed e-mail
 * valid and unused (the screen shows it read-only), an existing country, socials, a new password of
 * 6–50 (read as typed) and the picture. One message per field (fieldErrors without `all`).
 */
export function profileSchema(currentEmail: string | null, lookups: ProfileLookups) {
  const changed = (v: unknown) => typeof v === 'string' && v.toLowerCase() !== (currentEmail ?? '').toLowerCase();
  const ifChanged = (rule: LaravelRule): LaravelRule => ({ ...rule, check: (v, data, f) => !changed(v) || rule.check(v, data, f) });
  // Stricter than Laravel's `email` (a dot in the domain) and at most 255: one message for both.
  const address: LaravelRule = {
    check: (v) => typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && [...v].length <= 255,
    message: message.email,
  };
  const countryId = (v: unknown) => Number.parseInt(String(v), 10);
  return z.preprocess(
    (raw) => {
      const body = obj(raw);
      const { socials: _posted, ...rest } = textFields(
        body,
        ['first_name', 'last_name', 'phone', 'gender', 'date_of_birth', 'email'],
        'phone',
      );
      const socials = socialsIn(body);
      return { ...rest, ...(socials ? { socials } : {}), ...('password' in body ? { password: secret(body.password) } : {}) };
    },
    laravelRules({
      first_name: [r.required(), r.max(255)],
      last_name: [r.required(), r.max(255)],
      phone: [r.requiredWithout(['email']), r.max(255)],
      gender: [r.required(), r.max(255)],
      date_of_birth: [r.required(), r.date()],
      email: [ifChanged(address), ifChanged(r.unique(lookups.emailTaken))],
      country_id: [r.nullable(), r.exists(async (v) => Number.isFinite(countryId(v)) && lookups.countryExists(countryId(v)))],
      ...socialRules,
      password: [r.nullable(), r.min(6), r.max(50)],
      image: uploadRules(IMAGE_RULE),
    }),
  );
}

// ------------------------------------------------------------------ user-to-seller

/**
 * `POST user/user-to-seller` (test/contract/account/user-to-seller.json): 1.6.7
 * app/Http/Requests/User/SignUpRequest.php's seller-migrate rules (shop_name, address, phone_no
 * required, with the default messages: the custom ones are for `required_if`), then lengths of 255
 * (the phone counted without its spaces) and the files, which the original does not check (see
 * services/profile-uploads.ts). One message per field.
 */
export const shopApplicationSchema = z.preprocess(
  (raw) => textFields(obj(raw), ['shop_name', 'address', 'phone_no', 'license_no'], 'phone_no'),
  laravelRules({
    shop_name: [r.required(), r.max(255)],
    address: [r.required(), r.max(255)],
    phone_no: [r.required(), r.max(255)],
    license_no: [r.nullable(), r.max(255)],
    tax_paper: uploadRules(TAX_PAPER_RULE),
    logo: uploadRules(IMAGE_RULE),
    banner: uploadRules(IMAGE_RULE),
  }),
);
