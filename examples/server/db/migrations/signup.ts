import type { Migration } from '../schema';

/**
 * Accounts: what sign-up, activation and password reset keep (test/contract/session/{register,register-by-phone,reset-password,create-new-password}.json).
 * - `activations` and `reminders`: Cartalyst Sentinel's tables (a code per user, `completed` once
 *   used; activations expire after 3 days, reminders after 4 hours, as the original's
 *   config/cartalyst.sentinel.php says). A user waiting for e-mail activation has `status = 0`.
 * - `registration_requests`: the phone sign-up's pending OTP (RegisterController@registerByPhone).
 * - `sellers.phone_no`, `sellers.address`, `sellers.verified_at`: the seller profile fields the sign-up
 *   writes (SellerProfileRepository@store); a new profile is unverified (NULL), seeded shops count as
 *   verified (the default). Login reads `users.seller_verified_at` (migration 3).
 */
export const SIGNUP_MIGRATION: Migration = {
  version: 4,
  name: 'accounts-signup',
  sql: `
CREATE TABLE activations (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, code text NOT NULL,
  completed int NOT NULL DEFAULT 0, completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activations_user_idx ON activations(user_id);
CREATE TABLE reminders (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, code text NOT NULL,
  completed int NOT NULL DEFAULT 0, completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reminders_user_idx ON reminders(user_id);
CREATE TABLE registration_requests (
  id serial PRIMARY KEY, first_name text, last_name text, phone text NOT NULL, otp int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_requests_phone_idx ON registration_requests(phone);
ALTER TABLE sellers ADD COLUMN phone_no text, ADD COLUMN address text,
  ADD COLUMN verified_at timestamptz DEFAULT '2025-01-15T10:00:00Z';
`,
};
