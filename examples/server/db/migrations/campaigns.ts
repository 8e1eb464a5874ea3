import type { Migration } from '../schema';

/**
 * Campaigns, their products, brands and shops; flash sale.
 * Brings `campaigns` / `campaign_products` to the original's columns (1.6.7
 * create_campaigns_table, create_campaign_languages_table, create_campaign_products_table).
 * The old `title` column stays (home tiles read it) and mirrors the English translation;
 * the campaign page's answer takes its title from campaign_languages only, as 1.6.7 does.
 */
export const CAMPAIGNS_MIGRATION: Migration = {
  version: 16,
  name: 'campaigns',
  sql: `
ALTER TABLE campaigns
  ALTER COLUMN start_date DROP NOT NULL, ALTER COLUMN end_date DROP NOT NULL,
  ADD COLUMN background_color text, ADD COLUMN text_color text, ADD COLUMN thumbnail_id int,
  ADD COLUMN status int NOT NULL DEFAULT 1, ADD COLUMN featured int NOT NULL DEFAULT 0, ADD COLUMN flash_sale int NOT NULL DEFAULT 0,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE TABLE campaign_languages (
  id serial PRIMARY KEY, campaign_id int NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE, lang text NOT NULL,
  title text NOT NULL, description text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(), UNIQUE (campaign_id, lang)
);
ALTER TABLE campaign_products
  ADD COLUMN status text NOT NULL DEFAULT 'pending', ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX campaign_products_product_idx ON campaign_products(product_id);
`,
};
