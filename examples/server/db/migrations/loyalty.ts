import type { Migration } from '../schema';

/**
 * Wallet recharges, rewards and their history (test/contract/loyalty/{wallet-history,reward-history,wallet-data}.json).
 * - `rewards`: one row per user, `rewards` = current points; `reward_details`: one row per
 *   delivered order line of a product with reward > 0 (`order_id` is ours: it makes an order's
 *   points award idempotent).
 * - `gateway_sessions.purpose`: 'order' (the payment flow) or 'wallet' (a card recharge).
 */
export const LOYALTY_MIGRATION: Migration = {
  version: 15,
  name: 'loyalty',
  sql: `
CREATE TABLE rewards (
  id serial PRIMARY KEY, user_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  rewards int NOT NULL DEFAULT 0 CHECK (rewards >= 0), last_converted timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE reward_details (
  id serial PRIMARY KEY, reward_id int NOT NULL REFERENCES rewards(id) ON DELETE CASCADE,
  product_id int REFERENCES products(id) ON DELETE SET NULL, order_id int REFERENCES orders(id) ON DELETE SET NULL,
  order_detail_id int UNIQUE, product_qty int NOT NULL, reward int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reward_details_reward_idx ON reward_details(reward_id, id);
ALTER TABLE gateway_sessions ADD COLUMN purpose text NOT NULL DEFAULT 'order';
`,
};
