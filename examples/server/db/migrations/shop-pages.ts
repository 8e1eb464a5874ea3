import type { Migration } from '../schema';

/**
 * Seller shop pages (test/contract/catalogue/shop-page-data.json):
 * - `sellers.shop_page_contents` (json, not jsonb: the stored key order is served as is): the original's JSON list of one-key objects, in the seller's order
 *   (`[{"banner":{"thumbnail":[mediaId…],"url":[link…]}}, {"featured_products":["42"]}, {"new_arrival":"1"}, …]`).
 *   The original's registration default is new_arrival / best_selling_products / best_rated_products;
 *   `[]` is a shop that emptied its page.
 * - `sellers.shop_banner_id`: which generated image stands for the shop banner (850×480); NULL (no
 *   banner uploaded) falls back to the original's default image.
 * - `products.is_featured`: featured_products lists only the configured ids that are featured.
 */
export const SHOP_PAGES_MIGRATION: Migration = {
  version: 19,
  name: 'shop-pages',
  sql: `
ALTER TABLE sellers ADD COLUMN shop_page_contents json NOT NULL DEFAULT '[{"new_arrival":"1"},{"best_selling_products":"3"},{"best_rated_products":"2"}]'::json,
  ADD COLUMN shop_banner_id int;
ALTER TABLE products ADD COLUMN is_featured int NOT NULL DEFAULT 0;
`,
};
