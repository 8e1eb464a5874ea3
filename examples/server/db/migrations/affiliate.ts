import type { Migration } from '../schema';

/**
 * The affiliate programme. The original keeps the commission on the seller profile
 * (`seller_profiles.affiliate_amount`, `affiliate_amount_type`); our `sellers` table is that
 * profile. Its own `affiliate_states`, `affiliates` and `affiliate_options` tables are not created:
 * nothing in the original's storefront reads or writes them, and the counters the 1.6.7 page shows
 * (`affiliate_states.no_of_*`) are computed here from the click and commission rows, so they cannot
 * drift from what was recorded.
 *
 * - `sessions.referrer_user_id`: the affiliate whose link this browser session followed last;
 *   `sessions.affiliate_clicks`: the "affiliate:product" pairs already counted for the session. Both
 *   live on the session row, so they survive the id rotation of a sign-in and end with a logout.
 * - `orders.affiliate_user_id`: the affiliate an order is attributed to.
 * - `affiliate_commissions`: one row per attributed order line whose seller pays commission;
 *   money in numeric(12,2), exact.
 * - `affiliate_payouts`: at most one pending request per affiliate (partial unique index), so even
 *   two requests racing past the application's check cannot both be stored.
 */
export const AFFILIATE_MIGRATION: Migration = {
  version: 22,
  name: 'affiliate',
  sql: `
ALTER TABLE sellers ADD COLUMN affiliate_amount numeric(12,2) NOT NULL DEFAULT 0,
  ADD COLUMN affiliate_amount_type text NOT NULL DEFAULT 'percent';
ALTER TABLE sessions ADD COLUMN referrer_user_id int REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN affiliate_clicks jsonb NOT NULL DEFAULT '[]';
ALTER TABLE orders ADD COLUMN affiliate_user_id int REFERENCES users(id) ON DELETE SET NULL;

CREATE TABLE affiliate_clicks (
  id serial PRIMARY KEY,
  affiliate_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_clicks_user_idx ON affiliate_clicks(affiliate_user_id);

CREATE TABLE affiliate_commissions (
  id serial PRIMARY KEY,
  affiliate_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_detail_id int NOT NULL UNIQUE REFERENCES order_details(id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity int NOT NULL,
  amount numeric(12,2) NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'cancelled')),
  credited_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_commissions_user_idx ON affiliate_commissions(affiliate_user_id, status);
CREATE INDEX affiliate_commissions_order_idx ON affiliate_commissions(order_id);

CREATE TABLE affiliate_payouts (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount numeric(12,2) NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('bank', 'paypal')),
  account_details text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  processed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_payouts_user_idx ON affiliate_payouts(user_id, id DESC);
CREATE UNIQUE INDEX affiliate_payouts_one_pending ON affiliate_payouts(user_id) WHERE status = 'pending';
`,
};
