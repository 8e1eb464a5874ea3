import type { Migration } from '../schema';

/**
 * Static pages, the contact page and contact messages (test/contract/content/{others-page,contact-page,send-message}.json):
 * - `pages` gains the original's columns. `link` is what `home/others-page/{slug}` matches (only
 *   `status = 1`); `type` names the page's role (`contact_us_page` for id 7); the contact page keeps
 *   its phones and e-mails on the row itself. The older `title`/`slug`/`content` columns stay: the
 *   host page's page list (services/shell.ts) still reads title and slug.
 * - `page_languages`: one row per page and locale with the translated title, content and (contact
 *   page) address; readers take the session locale's row, else `en`.
 * - `contact_us`: the messages from `send-message`. varchar(255) like the original's string columns,
 *   so an over-long value fails in the database, as the original does.
 */
export const STATIC_PAGES_MIGRATION: Migration = {
  version: 21,
  name: 'static-pages',
  sql: `
ALTER TABLE pages ADD COLUMN type text NOT NULL DEFAULT 'custom_page',
  ADD COLUMN link text,
  ADD COLUMN status smallint NOT NULL DEFAULT 1,
  ADD COLUMN email text,
  ADD COLUMN optional_email text,
  ADD COLUMN phone text,
  ADD COLUMN optional_phone text,
  ADD COLUMN meta_image jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN meta_image_id bigint,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX pages_link_idx ON pages (link);

CREATE TABLE page_languages (
  id serial PRIMARY KEY,
  page_id int NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  lang varchar(10) NOT NULL DEFAULT 'en',
  title varchar(255),
  address varchar(255),
  content text,
  meta_title varchar(255),
  meta_description text,
  keywords text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (page_id, lang)
);

CREATE TABLE contact_us (
  id serial PRIMARY KEY,
  seller_id bigint,
  name varchar(255) NOT NULL,
  email varchar(255) NOT NULL,
  subject varchar(255) NOT NULL,
  message varchar(255) NOT NULL,
  reply varchar(255),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
};
