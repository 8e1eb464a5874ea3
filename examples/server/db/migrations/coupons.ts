import type { Migration } from '../schema';

/** Coupons and applied coupons (commerce.md §2.5, §2.9, §4.5–4.8). Owned by the cart work. */
export const COUPON_MIGRATION: Migration = {
  version: 10,
  name: 'coupons',
  sql: `SELECT 1;`,
};
