import type { Migration } from '../schema';

/**
 * Coupons and applied coupons (test/contract/commerce/{cart-list,apply-coupon,user-coupons,seller-coupons}.json), and the product columns the
 * cart's per-line tax and shipping need (test/contract/commerce/add-to-cart.json). Owned by the cart work.
 *
 * - products.vat_percentage: the sum of the product's VAT percentages (the original sums
 *   `price × vat%/100` over the product's taxes; one number gives the same result).
 *   products.shipping_fee_depend_on_quantity: the product fee is per unit (× quantity) when 1.
 * - coupons: the original's columns; `title` is kept in coupon_languages (the `title` append reads
 *   the locale's row, falling back to en). `user_id` 1 = an admin coupon, else the seller's user id.
 *   Money is `numeric`: every amount is exact.
 * - checkouts: one row per applied coupon and cart trx (status 1 = applied, 0 = removed), as the
 *   original's. `seller_id` is the coupon owner's user id (1 for admin coupons). `coupon_discount`
 *   is the amount the coupon takes from this trx, recomputed from the lines whenever the cart is read.
 * - carts.coupon_discount / coupon_applied: a product coupon's share of a line (line total).
 */
export const COUPON_MIGRATION: Migration = {
  version: 10,
  name: 'coupons',
  sql: `
ALTER TABLE products ADD COLUMN vat_percentage numeric NOT NULL DEFAULT 0,
  ADD COLUMN shipping_fee_depend_on_quantity int NOT NULL DEFAULT 0;
ALTER TABLE carts ADD COLUMN coupon_discount numeric NOT NULL DEFAULT 0, ADD COLUMN coupon_applied int NOT NULL DEFAULT 0;

CREATE TABLE coupons (
  id serial PRIMARY KEY, user_id int, type text NOT NULL DEFAULT 'invoice_base', code text NOT NULL,
  banner_id int, banner jsonb, minimum_shopping int NOT NULL DEFAULT 0, maximum_discount numeric,
  product_id int[], discount_type text NOT NULL DEFAULT 'flat', discount numeric NOT NULL DEFAULT 0,
  status int NOT NULL DEFAULT 1, start_date timestamp NOT NULL, end_date timestamp NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupons_code_idx ON coupons(code);
CREATE INDEX coupons_user_idx ON coupons(user_id);
CREATE TABLE coupon_languages (
  id serial PRIMARY KEY, coupon_id int NOT NULL REFERENCES coupons(id) ON DELETE CASCADE, lang text NOT NULL, title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupon_languages_coupon_idx ON coupon_languages(coupon_id);
CREATE TABLE checkouts (
  id serial PRIMARY KEY, trx_id text NOT NULL, user_id int, seller_id int NOT NULL,
  coupon_id int NOT NULL REFERENCES coupons(id) ON DELETE CASCADE, coupon_discount numeric NOT NULL DEFAULT 0,
  status int NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX checkouts_trx_idx ON checkouts(trx_id, status);
`,
};
