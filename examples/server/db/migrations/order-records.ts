import type { Migration } from '../schema';

/**
 * Order records: refunds (test/contract/commerce/invoice-by-code.json) and digital product files (test/contract/commerce/digital-product-order-list.json). The order
 * routes also read and write `delivery_histories` and `wallets` (migration 12, payments). Money is
 * `numeric`, as everywhere in orders.
 */
export const ORDER_RECORDS_MIGRATION: Migration = {
  version: 13,
  name: 'order-records',
  sql: `
CREATE TABLE refunds (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_detail_id int NOT NULL UNIQUE REFERENCES order_details(id) ON DELETE CASCADE,
  seller_id int, processed_by int,
  total_amount numeric NOT NULL DEFAULT 0, shipping_cost numeric NOT NULL DEFAULT 0, refund_amount numeric NOT NULL DEFAULT 0,
  payment_type text, payment_details jsonb NOT NULL DEFAULT '[]', exchange_rate numeric NOT NULL DEFAULT 1,
  seller_approval text NOT NULL DEFAULT 'pending', admin_approval text NOT NULL DEFAULT 'pending', status text NOT NULL DEFAULT 'pending',
  reject_reason text, remark text,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);

-- A digital product's file (the original keeps a media row and products.product_file_id). The
-- content lives in the row: the files are small, and the data directory stays database-only.
CREATE TABLE product_files (
  id serial PRIMARY KEY, product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  name text NOT NULL, mime text NOT NULL, content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE products ADD COLUMN product_file_id int REFERENCES product_files(id) ON DELETE SET NULL;
`,
};
