import type { Migration } from '../schema';

/** Seller shop pages: their contents, banner and logo (issue 11). */
export const SHOP_PAGES_MIGRATION: Migration = {
  version: 19,
  name: 'shop-pages',
  sql: `
SELECT 1;
`,
};
