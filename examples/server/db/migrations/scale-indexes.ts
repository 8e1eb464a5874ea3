import type { Migration } from '../schema';

/**
 * Issue 13 (scale): every product card reads its stock rows by product (services/products.ts
 * `stocksFor`); without an index that lookup scans the whole table, so a listing's answer grew with
 * the catalogue. ANALYZE gives a database seeded before this its planner statistics (seeding now
 * ends with one, seed/index.ts).
 */
export const SCALE_INDEXES_MIGRATION: Migration = {
  version: 23,
  name: 'scale-indexes',
  sql: `
CREATE INDEX product_stocks_product_idx ON product_stocks(product_id);
ANALYZE;
`,
};
