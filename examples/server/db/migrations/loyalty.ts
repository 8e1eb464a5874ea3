import type { Migration } from '../schema';

/** Wallet recharges, rewards and their history (commerce.md §2.10, §2.11, §10). */
export const LOYALTY_MIGRATION: Migration = {
  version: 15,
  name: 'loyalty',
  sql: `SELECT 1;`,
};
