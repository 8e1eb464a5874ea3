import type { Migration } from '../schema';

/**
 * A texted sign-in code is good for a limited time and once (services/auth.ts). The original keeps
 * the last code in users.otp with no expiry; a code written before this migration has none, so it
 * no longer signs anyone in.
 */
export const OTP_EXPIRY_MIGRATION: Migration = {
  version: 25,
  name: 'otp-expiry',
  sql: `
ALTER TABLE users ADD COLUMN otp_expires_at timestamptz;
`,
};
