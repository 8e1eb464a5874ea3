/**
 * Seeded accounts: two customers with known credentials, reviewers (no password; cannot sign in),
 * then one account per sign-in answer of the original (inactive, suspended, banned, unverified
 * seller, a phone user with a pending OTP, one kept for the throttle case).
 */
import { hashPassword } from '../lib/password';
import { FIRST_NAMES, LAST_NAMES } from './words';
import { createRng } from './random';

export interface UserSeed {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  password_hash: string | null;
  user_type: string;
  balance: number;
  referral_code: string;
  status: number;
  is_user_banned: number;
  otp: number | null;
  seller_verified_at: string | null;
}

/** Defaults of the account-state columns; every row carries them (the batch insert takes row 0's keys). */
const ACTIVE = { status: 1, is_user_banned: 0, otp: null, seller_verified_at: null } as const;

export const SEEDED_CUSTOMERS = [
  {
    id: 1,
    first_name: 'Jane',
    last_name: 'Customer',
    email: 'customer@example.com',
    password: 'password123',
    phone: '+15550100001',
    balance: 125,
  },
  {
    id: 2,
    first_name: 'Sam',
    last_name: 'Second',
    email: 'second@example.com',
    password: 'password123',
    phone: '+15550100002',
    balance: 0,
  },
] as const;

export const REVIEWER_COUNT = 30;

/**
 * Accounts for the sign-in fixtures (test/contract/session/login.json), all with `password123`.
 * They come after the reviewers so the catalogue's reviewer ids stay as they were.
 */
export const SEEDED_SIGN_IN_ACCOUNTS = [
  {
    key: 'inactive',
    email: 'inactive@example.com',
    phone: null,
    user_type: 'customer',
    status: 0,
    is_user_banned: 0,
    otp: null,
    verified: false,
  },
  {
    key: 'suspended',
    email: 'suspended@example.com',
    phone: null,
    user_type: 'customer',
    status: 2,
    is_user_banned: 0,
    otp: null,
    verified: false,
  },
  {
    key: 'banned',
    email: 'banned@example.com',
    phone: null,
    user_type: 'customer',
    status: 1,
    is_user_banned: 1,
    otp: null,
    verified: false,
  },
  {
    key: 'seller',
    email: 'seller@example.com',
    phone: null,
    user_type: 'seller',
    status: 1,
    is_user_banned: 0,
    otp: null,
    verified: false,
  },
  // A pending OTP, good for a day after seeding (seed/index.ts), so a shop with the otp_system add-on
  // can try submit-otp without reading the console (the original keeps the last code in users.otp).
  {
    key: 'phone',
    email: 'phone@example.com',
    phone: '+8801711111111',
    user_type: 'customer',
    status: 1,
    is_user_banned: 0,
    otp: 24680,
    verified: false,
  },
  // Only the throttle fixture case signs in (and fails) with this one, so the lock-out touches nothing else.
  {
    key: 'throttled',
    email: 'throttled@example.com',
    phone: null,
    user_type: 'customer',
    status: 1,
    is_user_banned: 0,
    otp: null,
    verified: false,
  },
] as const;

export async function generateUsers(seed: number): Promise<UserSeed[]> {
  const rng = createRng(seed ^ 0x5eed);
  const users: UserSeed[] = [];
  for (const c of SEEDED_CUSTOMERS) {
    users.push({
      id: c.id,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone: c.phone,
      // Salt from the seeded PRNG keeps the seed data deterministic.
      password_hash: await hashPassword(c.password, rng.hex(16)),
      user_type: 'customer',
      balance: c.balance,
      referral_code: rng.hex(5).toUpperCase(),
      ...ACTIVE,
    });
  }
  for (let i = 0; i < REVIEWER_COUNT; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length];
    const last = LAST_NAMES[(i * 3) % LAST_NAMES.length];
    users.push({
      id: users.length + 1,
      first_name: first,
      last_name: last,
      email: `${first}.${last}.${i + 1}@reviewers.example`.toLowerCase(),
      phone: null,
      password_hash: null,
      user_type: 'customer',
      balance: 0,
      referral_code: rng.hex(5).toUpperCase(),
      ...ACTIVE,
    });
  }
  for (const a of SEEDED_SIGN_IN_ACCOUNTS) {
    users.push({
      id: users.length + 1,
      first_name: a.key[0].toUpperCase() + a.key.slice(1),
      last_name: 'Account',
      email: a.email,
      phone: a.phone,
      password_hash: await hashPassword('password123', rng.hex(16)),
      user_type: a.user_type,
      balance: 0,
      referral_code: rng.hex(5).toUpperCase(),
      status: a.status,
      is_user_banned: a.is_user_banned,
      otp: a.otp,
      seller_verified_at: a.verified ? '2025-01-15T10:00:00Z' : null,
    });
  }
  return users;
}
