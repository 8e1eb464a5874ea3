import type { Migration } from '../schema';

/** Payment: wallet rows, offline methods, gateway sessions, idempotency (commerce.md §6). Owned by the payment work. */
export const PAYMENT_MIGRATION: Migration = {
  version: 12,
  name: 'payments',
  sql: `SELECT 1;`,
};
