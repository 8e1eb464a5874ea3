import type { Migration } from '../schema';

/**
 * Blogs as the original stores them (1.6.7 database/migrations/2021_11_04_* and 2022_01_08_*):
 *
 * - blogs gain status ('published' | other), the raw media maps (image, banner) with their ids,
 *   soft delete and timestamps; titles, texts and tags (a comma string) live in blog_languages,
 *   one row per language. The old columns title/short_description/long_description/tags/
 *   published_date/views stay because seed/content.ts inserts into them before this data is filled
 *   in: the server reads only `title` (the English title, kept for placeholder image labels and the
 *   home page's article section), never the others.
 * - blog_categories gain status and timestamps; their titles live in blog_category_languages.
 * - blog_comments gain updated_at; comment becomes nullable (the original stores what it gets).
 * - blog_comment_replies (parent_id for nesting, level) and blog_views as in the original, with
 *   foreign keys on user_id: a guest (user 0) cannot comment or reply, the original's failure.
 * - blog_comment_likes is polymorphic (commentable_type/id) and has NO foreign key on user_id,
 *   so a guest's like is stored under user 0, as the original does.
 */
export const BLOG_CONTENT_MIGRATION: Migration = {
  version: 20,
  name: 'blog-content',
  sql: `
ALTER TABLE blog_categories
  ALTER COLUMN title DROP NOT NULL,
  ADD COLUMN status int NOT NULL DEFAULT 1,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE TABLE blog_category_languages (
  id serial PRIMARY KEY, blog_category_id int NOT NULL REFERENCES blog_categories(id) ON DELETE CASCADE,
  lang text NOT NULL DEFAULT 'en', title text, meta_title text, meta_description text,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_category_languages_idx ON blog_category_languages(blog_category_id, lang);

ALTER TABLE blogs
  ALTER COLUMN title DROP NOT NULL,
  ALTER COLUMN published_date DROP NOT NULL,
  ADD COLUMN image_id int, ADD COLUMN image jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN banner_id int, ADD COLUMN banner jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN status text NOT NULL DEFAULT 'published',
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX blogs_listed_idx ON blogs(status, created_at DESC);
CREATE TABLE blog_languages (
  id serial PRIMARY KEY, blog_id int NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  lang text NOT NULL DEFAULT 'en', title text NOT NULL, short_description text, long_description text, tags text,
  meta_title text, meta_description text, meta_keyword text,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_languages_idx ON blog_languages(blog_id, lang);

ALTER TABLE blog_comments
  ALTER COLUMN comment DROP NOT NULL,
  ALTER COLUMN created_at SET DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX blog_comments_blog_idx ON blog_comments(blog_id, created_at DESC);

CREATE TABLE blog_comment_replies (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  blog_comment_id int NOT NULL REFERENCES blog_comments(id) ON DELETE CASCADE,
  parent_id int REFERENCES blog_comment_replies(id) ON DELETE CASCADE,
  comment text,
  level smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comment_replies_comment_idx ON blog_comment_replies(blog_comment_id);

CREATE TABLE blog_comment_likes (
  id serial PRIMARY KEY,
  user_id int NOT NULL,
  commentable_type text NOT NULL, commentable_id int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_comment_likes_morph_idx ON blog_comment_likes(commentable_type, commentable_id);

CREATE TABLE blog_views (
  id serial PRIMARY KEY,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  blog_id int NOT NULL REFERENCES blogs(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blog_views_blog_idx ON blog_views(blog_id);
`,
};
