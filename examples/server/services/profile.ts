/**
 * Edit profile, change password and "be a seller" (test/contract/account/{change-password,update-profile,user-to-seller}.json): the checks, in the
 * original's rule order and with Laravel 8's wording, and the writes. The routes (routes/profile.ts)
 * add the guards, the demo refusal, the rate limit and the answers.
 *
 * The original's input middleware applies: strings are trimmed and an empty string counts as
 * absent (TrimStrings, ConvertEmptyStringsToNull). Passwords are not trimmed here (Laravel's
 * TrimStrings trims `new_password`, which would make a password with a trailing space unusable).
 */
import type { Db, Queryable } from '../db/types';
import type { UserRow } from '../lib/context';
import { hashPassword, verifyPassword } from '../lib/password';
import { checkUpload, IMAGE_RULE, TAX_PAPER_RULE, userImages, type CheckedFile, type UploadStore } from './profile-uploads';
import type { ProfileUserRow } from './profile-format';

export type FieldErrors = Record<string, string[]>;

/** Laravel's attribute name: `date_of_birth` → "date of birth". */
const label = (field: string) => field.replace(/_/g, ' ');
const charCount = (s: string) => [...s].length;

export const msg = {
  required: (f: string) => `The ${label(f)} field is required.`,
  min: (f: string, n: number) => `The ${label(f)} must be at least ${n} characters.`,
  max: (f: string, n: number) => `The ${label(f)} must not be greater than ${n} characters.`,
  same: (f: string, other: string) => `The ${label(f)} and ${label(other)} must match.`,
  email: (f: string) => `The ${label(f)} must be a valid email address.`,
  unique: (f: string) => `The ${label(f)} has already been taken.`,
  date: (f: string) => `The ${label(f)} is not a valid date.`,
  exists: (f: string) => `The selected ${label(f)} is invalid.`,
  requiredWithout: (f: string, other: string) => `The ${label(f)} field is required when ${label(other)} is not present.`,
};

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** A text input as the original receives it: trimmed, '' → null; undefined when not sent at all. */
export function text(body: Record<string, unknown>, key: string): string | null | undefined {
  if (!(key in body)) return undefined;
  const v = body[key];
  if (v === null || v === undefined || v instanceof Blob || typeof v === 'object') return null;
  const s = String(v).trim();
  return s === '' ? null : s;
}

/** A password input: not trimmed, '' → null. */
function secret(body: Record<string, unknown>, key: string): string | null {
  const v = body[key];
  return typeof v === 'string' && v !== '' ? v : null;
}

function maxLength(errors: FieldErrors, field: string, value: string | null | undefined, n = 255): void {
  if (value && charCount(value) > n) add(errors, field, msg.max(field, n));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export const SOCIAL_KEYS = ['facebook', 'twitter', 'linkedin', 'instagram', 'pinterest', 'youtube'] as const;

/**
 * `socials` as JSON (`{socials: {facebook: …}}`) or multipart (`socials[facebook]=…`): the six
 * networks of the form, '' → null; undefined when the request has no socials at all.
 */
function socialsIn(body: Record<string, unknown>): Record<string, string | null> | undefined {
  const nested = body.socials;
  const read = (key: string): unknown =>
    nested && typeof nested === 'object' && !Array.isArray(nested) ? (nested as Record<string, unknown>)[key] : body[`socials[${key}]`];
  const sent = SOCIAL_KEYS.some((k) => read(k) !== undefined);
  if (!sent) return undefined;
  const out: Record<string, string | null> = {};
  for (const k of SOCIAL_KEYS) {
    const v = read(k);
    out[k] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  }
  return out;
}

export interface ProfileChanges {
  columns: Record<string, unknown>;
  image: CheckedFile | null;
}

/**
 * `POST user/update-profile`. The original's rules come first (first_name, last_name, phone
 * required without email, gender, date_of_birth); the rest guard what the original leaves to the
 * database. As 1.6.7 app/Repositories/UserRepository.php (update) does, every column is written
 * from the request: a left-out e-mail, phone or socials becomes null, a left-out country_id is
 * null too (which the database refuses, see profileWriteRefusal). Password and picture change only
 * when sent.
 */
export async function checkProfile(
  db: Db,
  user: UserRow,
  body: Record<string, unknown>,
): Promise<{ errors: FieldErrors } | ProfileChanges> {
  const errors: FieldErrors = {};
  const firstName = text(body, 'first_name');
  const lastName = text(body, 'last_name');
  const phoneRaw = text(body, 'phone');
  const phone = phoneRaw ? phoneRaw.replace(/ /g, '') : phoneRaw;
  const gender = text(body, 'gender');
  const birth = text(body, 'date_of_birth');
  const emailSent = text(body, 'email');
  const email = emailSent ?? null;

  if (!firstName) add(errors, 'first_name', msg.required('first_name'));
  else maxLength(errors, 'first_name', firstName);
  if (!lastName) add(errors, 'last_name', msg.required('last_name'));
  else maxLength(errors, 'last_name', lastName);
  if (!phone && !email) add(errors, 'phone', msg.requiredWithout('phone', 'email'));
  else maxLength(errors, 'phone', phone);
  if (!gender) add(errors, 'gender', msg.required('gender'));
  else maxLength(errors, 'gender', gender);
  if (!birth) add(errors, 'date_of_birth', msg.required('date_of_birth'));
  else if (!isCalendarDate(birth)) add(errors, 'date_of_birth', msg.date('date_of_birth'));

  const columns: Record<string, unknown> = {
    first_name: firstName,
    last_name: lastName,
    phone: phone ?? null,
    gender,
    date_of_birth: birth,
    email,
    socials: null,
    country_id: null,
  };

  // The SPA shows the e-mail read-only; a changed one must still be an unused address.
  if (emailSent && emailSent.toLowerCase() !== (user.email ?? '').toLowerCase()) {
    if (!EMAIL.test(emailSent) || charCount(emailSent) > 255) add(errors, 'email', msg.email('email'));
    else {
      const taken = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [emailSent, user.id]);
      if (taken.rows.length) add(errors, 'email', msg.unique('email'));
    }
  }

  if (body.country_id !== undefined && body.country_id !== null && body.country_id !== '') {
    const id = Number.parseInt(String(body.country_id), 10);
    const known = Number.isFinite(id) && (await db.query('SELECT 1 FROM countries WHERE id = $1', [id])).rows.length > 0;
    if (!known) add(errors, 'country_id', msg.exists('country_id'));
    else columns.country_id = id;
  }

  const socials = socialsIn(body);
  if (socials) {
    for (const k of SOCIAL_KEYS) maxLength(errors, `socials.${k}`, socials[k]);
    columns.socials = JSON.stringify(socials);
  }

  const password = secret(body, 'password');
  if (password) {
    if (charCount(password) < 6) add(errors, 'password', msg.min('password', 6));
    else if (charCount(password) > 50) add(errors, 'password', msg.max('password', 50));
    else columns.password_hash = await hashPassword(password);
  }

  const image = await checkUpload('image', body.image, IMAGE_RULE);
  if (image && 'error' in image) add(errors, 'image', image.error);

  if (Object.keys(errors).length) return { errors };
  return { columns, image: image && !('error' in image) ? image : null };
}

/**
 * What 1.6.7 answers before it writes anything, after validation: no posted `id` finds no user
 * (UserRepository.php:85), so reading its picture (:90, only with a new picture) is a warning the
 * controller catches, and assigning a column (:95) is a PHP 8 Error: Laravel's 500. A null
 * country_id (the column is NOT NULL, default 19, since the 1.6.2 migration) fails the UPDATE; the
 * controller answers the database's message. The statement is named without its values here, so
 * an error never echoes the posted data. Another account's `id` is refused: the original would
 * update that account (any shopper could rewrite another's e-mail and password).
 */
export function profileWriteRefusal(
  user: UserRow,
  body: Record<string, unknown>,
  changes: ProfileChanges,
): { status: 200 | 403 | 500; body: Record<string, string> } | null {
  const id = text(body, 'id');
  if (!id) {
    if (changes.image) return { status: 200, body: { error: 'Attempt to read property "images" on null' } };
    return { status: 500, body: { message: 'Server Error' } };
  }
  if (id !== String(user.id)) return { status: 403, body: { message: 'This action is unauthorized.' } };
  if (changes.columns.country_id === null) {
    const sets = Object.keys(changes.columns).map((k) => `\`${k}\` = ?`);
    return {
      status: 200,
      body: {
        error: `SQLSTATE[23000]: Integrity constraint violation: 1048 Column 'country_id' cannot be null (SQL: update \`users\` set ${sets.join(', ')}, \`users\`.\`updated_at\` = ? where \`id\` = ?)`,
      },
    };
  }
  return null;
}

/** Writes the checked changes (a new picture replaces the old one's renditions) and returns the fresh row. */
export async function saveProfile(db: Db, user: UserRow, changes: ProfileChanges, uploads: UploadStore): Promise<ProfileUserRow> {
  const columns = { ...changes.columns };
  if (changes.image) {
    const path = await uploads.put('users', changes.image);
    columns.images = JSON.stringify(userImages(path));
  }
  const keys = Object.keys(columns);
  const sets = keys.map((k, i) => `${k} = $${i + 2}`);
  const row = (
    await db.query<ProfileUserRow>(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`, [
      user.id,
      ...keys.map((k) => columns[k]),
    ])
  ).rows[0];
  return row;
}

export type PasswordOutcome = { kind: 'same' } | { kind: 'changed' } | { kind: 'set'; user: ProfileUserRow } | { kind: 'mismatch' };

/** The original's order: same as the current one → error; current matches → changed; no password yet → set; else mismatch. */
export async function changePassword(
  db: Db,
  user: ProfileUserRow,
  passwords: { current: string | null; next: string },
): Promise<PasswordOutcome> {
  const { current, next } = passwords;
  if (await verifyPassword(next, user.password_hash)) return { kind: 'same' };
  if (current && (await verifyPassword(current, user.password_hash))) {
    await db.query('UPDATE users SET password_hash = $1, last_password_change = now(), updated_at = now() WHERE id = $2', [
      await hashPassword(next),
      user.id,
    ]);
    return { kind: 'changed' };
  }
  if ((user.is_password_set ?? 1) === 0) {
    const row = (
      await db.query<ProfileUserRow>(
        'UPDATE users SET password_hash = $1, is_password_set = 1, updated_at = now() WHERE id = $2 RETURNING *',
        [await hashPassword(next), user.id],
      )
    ).rows[0];
    return { kind: 'set', user: row };
  }
  return { kind: 'mismatch' };
}

export interface ShopApplication {
  shopName: string;
  address: string;
  phoneNo: string;
  licenseNo: string | null;
  taxPaper: CheckedFile | null;
  logo: CheckedFile | null;
  banner: CheckedFile | null;
}

/**
 * `POST user/user-to-seller` (test/contract/account/user-to-seller.json): SignUpRequest's seller-migrate rules (shop_name, address,
 * phone_no required; the default messages, since the custom ones are for `required_if`), then the
 * files (the original has no rule for them: see profile-uploads.ts) and lengths.
 */
export async function checkShopApplication(body: Record<string, unknown>): Promise<{ errors: FieldErrors } | ShopApplication> {
  const errors: FieldErrors = {};
  const shopName = text(body, 'shop_name');
  const address = text(body, 'address');
  const phoneRaw = text(body, 'phone_no');
  const phoneNo = phoneRaw ? phoneRaw.replace(/ /g, '') : null;
  const licenseNo = text(body, 'license_no') ?? null;
  if (!shopName) add(errors, 'shop_name', msg.required('shop_name'));
  else maxLength(errors, 'shop_name', shopName);
  if (!address) add(errors, 'address', msg.required('address'));
  else maxLength(errors, 'address', address);
  if (!phoneNo) add(errors, 'phone_no', msg.required('phone_no'));
  else maxLength(errors, 'phone_no', phoneNo);
  maxLength(errors, 'license_no', licenseNo);
  const files: Record<string, CheckedFile | null> = {};
  for (const [field, rule] of [
    ['tax_paper', TAX_PAPER_RULE],
    ['logo', IMAGE_RULE],
    ['banner', IMAGE_RULE],
  ] as const) {
    const checked = await checkUpload(field, body[field], rule);
    if (checked && 'error' in checked) add(errors, field, checked.error);
    else files[field] = checked;
  }
  if (Object.keys(errors).length) return { errors };
  return {
    shopName: shopName as string,
    address: address as string,
    phoneNo: phoneNo as string,
    licenseNo,
    taxPaper: files.tax_paper,
    logo: files.logo,
    banner: files.banner,
  };
}

function slugify(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return base || 'shop';
}

async function freeSlug(db: Queryable, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await db.query('SELECT 1 FROM sellers WHERE slug = $1', [slug])).rows.length) return slug;
  }
}

/**
 * The account becomes a seller awaiting approval: user_type seller (permissions are not kept here),
 * no seller verification, and a seller profile row with the shop's details and files (verified_at
 * NULL, so it stays out of sight until an admin approves it). Returns the updated user row.
 */
export async function becomeSeller(db: Db, user: UserRow, shop: ShopApplication, uploads: UploadStore): Promise<ProfileUserRow> {
  const stored = async (folder: 'shops' | 'private', file: CheckedFile | null) =>
    file ? JSON.stringify({ storage: 'local', original_image: await uploads.put(folder, file) }) : '[]';
  const logo = await stored('shops', shop.logo);
  const banner = await stored('shops', shop.banner);
  const taxPaper = await stored('private', shop.taxPaper);
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, shop.shopName);
    await tx.query(
      `INSERT INTO sellers (shop_name, slug, user_id, join_date, phone_no, address, license_no, logo, banner, tax_paper, verified_at)
       VALUES ($1, $2, $3, current_date, $4, $5, $6, $7, $8, $9, NULL)`,
      [shop.shopName, slug, user.id, shop.phoneNo, shop.address, shop.licenseNo, logo, banner, taxPaper],
    );
    return (
      await tx.query<ProfileUserRow>(
        "UPDATE users SET user_type = 'seller', seller_verified_at = NULL, updated_at = now() WHERE id = $1 RETURNING *",
        [user.id],
      )
    ).rows[0];
  });
}

/** The account already has a shop (a seller profile row) or is not a customer. */
export async function hasShop(db: Db, user: UserRow): Promise<boolean> {
  if (user.user_type !== 'customer') return true;
  return (await db.query('SELECT 1 FROM sellers WHERE user_id = $1', [user.id])).rows.length > 0;
}

/** After a password change: the user's other signed-in sessions end (this one stays). */
export async function signOutOtherSessions(db: Queryable, userId: number, keepSessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
}

/** A signed-in user's language choice, kept on the account (users.lang_code). */
export async function saveUserLanguage(db: Queryable, userId: number, locale: string): Promise<void> {
  await db.query('UPDATE users SET lang_code = $1 WHERE id = $2', [locale, userId]);
}
