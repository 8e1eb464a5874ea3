/**
 * The «User» fields the profile columns feed (migration 6, test/contract/session/check-auth.json): shell-format's
 * userOut and auth-format's fullUserOut read them through here, so a user row without them (a
 * test's hand-made row) keeps the defaults the server sent before.
 */
import type { UserRow } from '../lib/context';
import { imageUrl } from '../lib/images';
import { uploadUrl } from './profile-uploads';

/** The users columns migration 6 adds; optional on the row type. */
export interface ProfileColumns {
  gender?: string | null;
  date_of_birth?: string | Date | null;
  socials?: Record<string, string | null> | unknown[] | null;
  country_id?: number | null;
  is_password_set?: number | null;
  images?: Record<string, string> | unknown[] | null;
  image_id?: number | null;
  last_password_change?: string | Date | null;
}

export type ProfileUserRow = UserRow & ProfileColumns;

/** MySQL's raw DATETIME text. */
const mysqlTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** A DATE column as MySQL sends it: `1995-04-12` (PGlite gives UTC midnight). */
function dateText(v: string | Date | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  // A Date (from another realm when the database runs in a worker thread: no instanceof).
  const d = new Date(v as Date);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

function imagePath(images: ProfileColumns['images'], key: string): string | null {
  if (!images || Array.isArray(images)) return null;
  const v = images[key];
  return typeof v === 'string' ? v : null;
}

/** The «User» columns and appends that depend on the profile columns, in the boot prop's names. */
export function profileFields(u: UserRow, base: string) {
  const p = u as ProfileUserRow;
  const last = p.last_password_change ? new Date(p.last_password_change) : null;
  return {
    country_id: p.country_id ?? 19,
    gender: p.gender ?? null,
    date_of_birth: dateText(p.date_of_birth),
    is_password_set: p.is_password_set ?? (u.password_hash ? 1 : 0),
    socials: p.socials ?? null,
    last_password_change: last ? mysqlTime(last) : null,
    // The original's accessors: the 128×128 and 20×20 renditions when the file exists, else a default.
    profile_image: uploadUrl(base, imagePath(p.images, 'image_128x128')) ?? imageUrl(base, 'user', u.id, 128, 128),
    user_profile_image: uploadUrl(base, imagePath(p.images, 'image_20x20')) ?? imageUrl(base, 'user', u.id, 20, 20),
  };
}

/** The columns only the full «User» shows (the boot prop hides them). */
export function profileHiddenFields(u: UserRow) {
  const p = u as ProfileUserRow;
  return { images: p.images ?? [], image_id: p.image_id ?? null };
}
