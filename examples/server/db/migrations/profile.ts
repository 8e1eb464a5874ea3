import type { Migration } from '../schema';

/**
 * `password123`, scrypt with a fixed salt (lib/password.ts format), so the two accounts below are
 * the same on every start. A published demo password, like the seeded customers'.
 */
const DEMO_PASSWORD_HASH =
  'scrypt$16384$8$1$70726f66696c652d7365656421212121$5b6c66b87d841c4e0a23ed5176d2bff4a8591897f99d686f52181ac0ba748a5c';

/**
 * Issue 8 (accounts): the columns edit profile, change password and "be a seller" need
 * (commerce.md §2.1, §3.10–3.12).
 *
 * users: the «User» columns the table lacked, as the original's Sentinel migration declares them —
 * gender (NULL here: the seeded customers never filled it in), date_of_birth, socials (JSON object
 * or NULL), country_id (default 19), is_password_set (0 = social sign-in account), images (the
 * uploaded picture's renditions, `[]` without one), image_id, last_password_change.
 * `ADD COLUMN IF NOT EXISTS`: the sign-up migration (version 4) may add some of them first.
 *
 * sellers: the seller profile columns a shop application writes (the original's `seller_profiles`:
 * phone_no, address, license_no, logo, banner, tax_paper as JSON). verified_at: seeded shops are
 * verified (the default is the seed time); an application inserts NULL.
 *
 * Two accounts for the profile fixtures and tests, inserted here rather than in seed/users.ts so
 * the seed's ids stay as they are (fixed ids 901 and 902; the seed's syncSequence then starts new
 * registrations after them): `nopassword@example.com`, a social sign-in account that never set a
 * password (is_password_set 0; it still signs in with password123 here, so the set-password branch
 * can be tried), and `to-seller@example.com`, a customer the "be a seller" fixture turns into an
 * unverified seller. Both `password123`.
 */
export const PROFILE_MIGRATION: Migration = {
  version: 6,
  name: 'accounts-profile',
  sql: `
ALTER TABLE users
  ADD COLUMN IF NOT EXISTS gender text,
  ADD COLUMN IF NOT EXISTS date_of_birth date,
  ADD COLUMN IF NOT EXISTS socials jsonb,
  ADD COLUMN IF NOT EXISTS country_id int NOT NULL DEFAULT 19,
  ADD COLUMN IF NOT EXISTS is_password_set int NOT NULL DEFAULT 1,
  ADD COLUMN IF NOT EXISTS images jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN IF NOT EXISTS image_id int,
  ADD COLUMN IF NOT EXISTS last_password_change timestamptz;

ALTER TABLE sellers
  ADD COLUMN IF NOT EXISTS phone_no text,
  ADD COLUMN IF NOT EXISTS address text,
  ADD COLUMN IF NOT EXISTS license_no text,
  ADD COLUMN IF NOT EXISTS logo jsonb,
  ADD COLUMN IF NOT EXISTS banner jsonb,
  ADD COLUMN IF NOT EXISTS tax_paper jsonb,
  ADD COLUMN IF NOT EXISTS verified_at timestamptz DEFAULT '2025-01-15T10:00:00Z';

INSERT INTO users (id, first_name, last_name, email, phone, password_hash, user_type, referral_code, status, is_password_set, created_at)
VALUES
  (901, 'Nopassword', 'Account', 'nopassword@example.com', NULL, '${DEMO_PASSWORD_HASH}', 'customer', 'NOPASS9010', 1, 0, '2025-01-15T10:00:00Z'),
  (902, 'To-Seller', 'Account', 'to-seller@example.com', NULL, '${DEMO_PASSWORD_HASH}', 'customer', 'TOSELL9020', 1, 1, '2025-01-15T10:00:00Z')
ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM users), 1));
`,
};
