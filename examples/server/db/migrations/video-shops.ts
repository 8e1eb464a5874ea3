import type { Migration } from '../schema';

/**
 * Video shopping. The add-on's own migration is not in either copy of the original; the
 * columns follow what its admin form posts (routes/video-shopping.php, Requests/Addon/VideoShoppingRequest,
 * views/admin/video-shopping): title per language, slug, thumbnail (a media id), video_type
 * (youtube | embedded_video | mp4 | vimeo), video_url, style_1…4, product_id[], is_live,
 * enable_related_product, meta fields, and the owner (VideoShopping::user, scopeSellerCheck) and
 * status (scopeActive). The owner is kept as the seller profile (`seller_id`; the seeded shops have no
 * users rows); NULL stands for the admin.
 * `viewed` orders the "popular videos" strip. `title` and `details` stay: the home section and the
 * placeholder images read `title` (the English translation); `details` is unused (see the fixture notes).
 */
export const VIDEO_SHOPS_MIGRATION: Migration = {
  version: 17,
  name: 'video-shops',
  sql: `
ALTER TABLE video_shops
  ADD COLUMN seller_id int REFERENCES sellers(id), ADD COLUMN status int NOT NULL DEFAULT 1,
  ADD COLUMN video_type text NOT NULL DEFAULT 'youtube', ADD COLUMN video_url text NOT NULL DEFAULT '',
  ADD COLUMN thumbnail_id int, ADD COLUMN enable_related_product int NOT NULL DEFAULT 1,
  ADD COLUMN meta_title text, ADD COLUMN meta_description text, ADD COLUMN viewed int NOT NULL DEFAULT 0,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE TABLE video_shop_languages (
  id serial PRIMARY KEY, video_shop_id int NOT NULL REFERENCES video_shops(id) ON DELETE CASCADE, lang text NOT NULL,
  title text NOT NULL, UNIQUE (video_shop_id, lang)
);
CREATE INDEX video_shops_listed_idx ON video_shops(status, created_at DESC);
`,
};
