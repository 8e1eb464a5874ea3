import type { Migration } from '../schema';

/**
 * Orders and their lines with the original's columns (test/contract/commerce/get-invoices.json), enough for the
 * account's order lists now and checkout. The varchar flags `is_cancelled` and
 * `is_deleted` stay text, as the original's, so they serialise as "0".
 */
export const ORDER_MIGRATION: Migration = {
  version: 7,
  name: 'accounts-orders',
  sql: `
CREATE TABLE orders (
  id serial PRIMARY KEY, seller_id int, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, delivery_hero_id int,
  billing_address jsonb NOT NULL DEFAULT '[]', shipping_address jsonb NOT NULL DEFAULT '[]',
  delivery_status text NOT NULL DEFAULT 'pending', payment_type text NOT NULL DEFAULT '0', payment_status text NOT NULL DEFAULT 'unpaid',
  payment_details jsonb NOT NULL DEFAULT '[]',
  sub_total double precision NOT NULL DEFAULT 0, discount double precision NOT NULL DEFAULT 0,
  coupon_discount double precision NOT NULL DEFAULT 0, total_tax double precision NOT NULL DEFAULT 0,
  total_amount double precision NOT NULL DEFAULT 0, shipping_cost double precision NOT NULL DEFAULT 0,
  total_payable double precision NOT NULL DEFAULT 0,
  code text NOT NULL UNIQUE, date timestamp NOT NULL DEFAULT now(),
  viewed int NOT NULL DEFAULT 0, delivery_viewed int NOT NULL DEFAULT 0, payment_status_viewed int NOT NULL DEFAULT 0,
  commission_calculated int NOT NULL DEFAULT 0, is_cancelled text NOT NULL DEFAULT '0', is_deleted text NOT NULL DEFAULT '0',
  trx_id text NOT NULL, is_mailed int NOT NULL DEFAULT 0, offline_method_id text, offline_method_file jsonb,
  status int NOT NULL DEFAULT 0, pickup_hub_id int, cancel_request int NOT NULL DEFAULT 0, cancel_request_at timestamp,
  delivery_hero_assign_at timestamp, created_by int, is_draft int NOT NULL DEFAULT 0,
  shipping_method text, is_coupon_system_active int, tax_method jsonb,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders(user_id, id DESC);
CREATE INDEX orders_trx_idx ON orders(trx_id);
CREATE TABLE order_details (
  id serial PRIMARY KEY, order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE, product_id int NOT NULL REFERENCES products(id),
  variation text NOT NULL DEFAULT '', price double precision NOT NULL, tax double precision NOT NULL DEFAULT 0,
  discount double precision NOT NULL DEFAULT 0, coupon_discount jsonb NOT NULL DEFAULT '{"code":"","discount":0}',
  shipping_cost jsonb NOT NULL DEFAULT '{"type":"","depend_on_quantity":0,"per_cost":0,"total_cost":0}',
  quantity int NOT NULL, pickup_hub_id int, product_referral_code text, is_refundable int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_details_order_idx ON order_details(order_id);
`,
};
