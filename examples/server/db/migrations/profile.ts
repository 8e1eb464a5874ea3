import type { Migration } from '../schema';

/**
 * Accounts: the columns edit profile, change password and "be a seller" need
 * (test/contract/session/check-auth.json, test/contract/account/{change-password,update-profile,user-to-seller}.json).
 *
 * users: the «User» columns the table lacked, as the original's Sentinel migration declares them —
 * gender (NULL here: the seeded customers never filled it in), date_of_birth, socials (JSON object
 * or NULL), country_id (default 19), is_password_set (0 = social sign-in account), images (the
 * uploaded picture's renditions, `[]` without one), image_id, last_password_change.
 *
 * sellers: the seller profile columns a shop application writes (the original's `seller_profiles`:
 * license_no, logo, banner, tax_paper as JSON; phone_no, address and verified_at come with the
 * sign-up migration, version 4).
 */
export const PROFILE_MIGRATION: Migration = {
  version: 6,
  name: 'accounts-profile',
  sql: `
ALTER TABLE users
  ADD COLUMN gender text,
  ADD COLUMN date_of_birth date,
  ADD COLUMN socials jsonb,
  ADD COLUMN country_id int NOT NULL DEFAULT 19,
  ADD COLUMN is_password_set int NOT NULL DEFAULT 1,
  ADD COLUMN images jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN image_id int,
  ADD COLUMN last_password_change timestamptz;

ALTER TABLE sellers
  ADD COLUMN license_no text,
  ADD COLUMN logo jsonb,
  ADD COLUMN banner jsonb,
  ADD COLUMN tax_paper jsonb;
`,
};
