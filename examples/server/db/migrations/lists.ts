import type { Migration } from '../schema';

/**
 * Wishlist, compare and followed shops as the original stores them (test/contract/lists/{wishlists,compare-list,followed-sellers}.json).
 *
 * - wishlists: the original has no unique key, and `user/add-to-wishlist` inserts without a
 *   duplicate check (a second add makes a second row and raises the count).
 * - compares: the original's `compare_products` table (id, user_id, product_id, timestamps), again
 *   without a unique key (a signed-in add always inserts a row).
 * - seller_profile_user: the follow pivot (id, seller_profile_id, user_id, timestamps); following
 *   twice inserts a second row; unfollow detaches them all.
 * - product_views: the original's rows carry a users FK (a guest is user 0 and cannot be stored);
 *   the session column stays unused.
 */
export const LISTS_MIGRATION: Migration = {
  version: 14,
  name: 'lists',
  sql: `
ALTER TABLE wishlists DROP CONSTRAINT IF EXISTS wishlists_user_id_product_id_key;
CREATE INDEX wishlists_user_idx ON wishlists(user_id, product_id);

ALTER TABLE compares DROP CONSTRAINT IF EXISTS compares_pkey;
ALTER TABLE compares ADD COLUMN id serial PRIMARY KEY, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX compares_user_idx ON compares(user_id, product_id);

CREATE TABLE seller_profile_user (
  id serial PRIMARY KEY,
  seller_profile_id int NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seller_profile_user_user_idx ON seller_profile_user(user_id, seller_profile_id);
CREATE INDEX seller_profile_user_seller_idx ON seller_profile_user(seller_profile_id);
`,
};
