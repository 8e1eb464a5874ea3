/** Seeded accounts: two customers with known credentials, plus reviewers (no password; cannot sign in). */
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
}

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
    });
  }
  return users;
}
