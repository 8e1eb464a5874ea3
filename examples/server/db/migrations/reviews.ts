import type { Migration } from '../schema';

/**
 * Review replies and likes (test/contract/catalogue/{product-reviews,product-review-store,product-reply-store,like-review,unlike-review}.json), as the original's tables:
 * `review_replies` (a reply belongs to a review; parent_id/level exist for nested replies the SPA
 * never sends) and `review_likes`, a morph table keyed by (reviewable_type, reviewable_id). There
 * is no unique key on likes: the original inserts a row on every like request.
 */
export const REVIEWS_MIGRATION: Migration = {
  version: 18,
  name: 'reviews',
  sql: `
CREATE TABLE review_replies (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  review_id int NOT NULL REFERENCES reviews(id) ON DELETE CASCADE, parent_id int, reply text, images jsonb,
  level int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_replies_review_idx ON review_replies(review_id);
CREATE TABLE review_likes (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reviewable_type text NOT NULL, reviewable_id int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_likes_reviewable_idx ON review_likes(reviewable_type, reviewable_id);
CREATE INDEX reviews_user_product_idx ON reviews(user_id, product_id);
`,
};
