import type { Migration } from '../schema';

/** Order records: delivery and payment histories, refunds, digital files (commerce.md §7). Owned by the orders work. */
export const ORDER_RECORDS_MIGRATION: Migration = {
  version: 13,
  name: 'order-records',
  sql: `SELECT 1;`,
};
