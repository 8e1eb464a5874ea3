import type { Migration } from '../schema';

/**
 * Order money in exact decimals. The original stores doubles; the reference server keeps every
 * amount in PostgreSQL `numeric` (no scale, so a per-unit tax such as 19.99 × 7.5 % stays exact),
 * and the JSON still carries numbers, as the original's doubles do.
 */
export const COMMERCE_MONEY_MIGRATION: Migration = {
  version: 9,
  name: 'commerce-money',
  sql: `
ALTER TABLE orders
  ALTER COLUMN sub_total TYPE numeric, ALTER COLUMN discount TYPE numeric, ALTER COLUMN coupon_discount TYPE numeric,
  ALTER COLUMN total_tax TYPE numeric, ALTER COLUMN total_amount TYPE numeric, ALTER COLUMN shipping_cost TYPE numeric,
  ALTER COLUMN total_payable TYPE numeric;
ALTER TABLE order_details
  ALTER COLUMN price TYPE numeric, ALTER COLUMN tax TYPE numeric, ALTER COLUMN discount TYPE numeric;
`,
};
