import type { Migration } from '../schema';

/**
 * Checkout (test/contract/account/country-list.json, test/contract/commerce/{user-address-checkout,confirm-order}.json): the pickup hubs (the original's `pickup_hubs` with its
 * translated name and address folded into two columns), and at most one walk-in user row (the
 * original's shared "Walk-In Customer" that guests' orders belong to, created on first need).
 */
export const CHECKOUT_MIGRATION: Migration = {
  version: 11,
  name: 'checkout',
  sql: `
CREATE TABLE pickup_hubs (
  id serial PRIMARY KEY, user_id int, phone text, pick_up_status int NOT NULL DEFAULT 1,
  name text NOT NULL, address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_one_walk_in ON users ((user_type)) WHERE user_type = 'walk_in';
CREATE INDEX orders_trx_status_idx ON orders(trx_id, status);
`,
};
