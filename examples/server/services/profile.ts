/**
 * Edit profile, change password and "be a seller" (test/contract/account/{change-password,update-profile,user-to-seller}.json):
 * the database questions of their rules and the writes. The rules are validation/profile.ts's; the
 * routes (routes/profile.ts) add the guards, the demo refusal, the rate limit and the answers.
 */
import type { Db, Queryable } from '../db/types';
import type { UserRow } from '../lib/context';
import { hashPassword, verifyPassword } from '../lib/password';
import { textInput } from '../lib/validate';
import type { ProfileLookups } from '../validation/profile';
import { readUpload, userImages, type CheckedFile, type UploadStore } from './profile-uploads';
import type { ProfileUserRow } from './profile-format';

/** The profile rules' database questions (validation/profile.ts profileSchema). */
export function profileLookups(db: Db, user: UserRow): ProfileLookups {
  return {
    emailTaken: async (email) =>
      (await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, user.id])).rows.length > 0,
    countryExists: async (id) => (await db.query('SELECT 1 FROM countries WHERE id = $1', [id])).rows.length > 0,
  };
}

export interface ProfileChanges {
  columns: Record<string, unknown>;
  image: CheckedFile | null;
}

/**
 * `POST user/update-profile`'s writes, from the validated request. As 1.6.7
 * app/Repositories/UserRepository.php (update) does, every column is written from the request: a
 * left-out e-mail, phone or socials becomes null, a left-out country_id is null too (which the
 * database refuses, see profileWriteRefusal). Password and picture change only when sent.
 */
export async function profileChanges(data: Record<string, unknown>): Promise<ProfileChanges> {
  const columns: Record<string, unknown> = {
    first_name: data.first_name,
    last_name: data.last_name,
    phone: data.phone ?? null,
    gender: data.gender,
    date_of_birth: data.date_of_birth,
    email: data.email ?? null,
    socials: data.socials ? JSON.stringify(data.socials) : null,
    country_id: data.country_id === undefined || data.country_id === null ? null : Number.parseInt(String(data.country_id), 10),
  };
  if (typeof data.password === 'string') columns.password_hash = await hashPassword(data.password);
  return { columns, image: await readUpload(data.image) };
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
  const id = textInput(body.id);
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

/** `POST user/user-to-seller`'s shop, from the request validated by validation/profile.ts shopApplicationSchema. */
export async function shopApplication(data: Record<string, unknown>): Promise<ShopApplication> {
  return {
    shopName: String(data.shop_name),
    address: String(data.address),
    phoneNo: String(data.phone_no),
    licenseNo: typeof data.license_no === 'string' ? data.license_no : null,
    taxPaper: await readUpload(data.tax_paper),
    logo: await readUpload(data.logo),
    banner: await readUpload(data.banner),
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
