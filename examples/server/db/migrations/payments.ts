import type { Migration } from '../schema';

/**
 * Payment (test/contract/loyalty/wallet-history.json, test/contract/account/country-list.json, test/contract/commerce/{user-address-checkout,payment-order,complete-order}.json): the wallet ledger (the original's `wallets`, money in
 * `numeric`), the offline payment methods, the order history events complete-order writes
 * (`delivery_histories`: `order_create_event`, later `order_delivered_event`, which refunds read;
 * `payment_histories`: `order_payment_{paid|unpaid}_event`) and the test card gateway's sessions.
 */
export const PAYMENT_MIGRATION: Migration = {
  version: 12,
  name: 'payments',
  sql: `
CREATE TABLE wallets (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, order_id int,
  amount numeric NOT NULL, source text NOT NULL, type text NOT NULL, payment_method text,
  payment_details jsonb NOT NULL DEFAULT '[]', status text NOT NULL DEFAULT 'pending', transaction_id text, image text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallets_user_idx ON wallets(user_id, id DESC);

CREATE TABLE offline_methods (
  id serial PRIMARY KEY, name text NOT NULL, type text NOT NULL DEFAULT 'bank_payment', image text,
  instructions text NOT NULL DEFAULT '', status int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE delivery_histories (
  id serial PRIMARY KEY, order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE, event text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_histories_order_event_idx ON delivery_histories(order_id, event);

CREATE TABLE payment_histories (
  id serial PRIMARY KEY, order_id int NOT NULL REFERENCES orders(id) ON DELETE CASCADE, event text NOT NULL, remarks text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The test card gateway: one row per redirect. The nonce travels in the hosted page's forms only,
-- so a stray POST cannot approve; status moves once from pending.
CREATE TABLE gateway_sessions (
  id text PRIMARY KEY, trx_id text NOT NULL, code text NOT NULL DEFAULT '', user_id int, session_id text,
  amount numeric NOT NULL, nonce text NOT NULL, status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now(), finished_at timestamptz
);
`,
};
