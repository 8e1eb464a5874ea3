/**
 * Database schema as an ordered list of migrations. Applied once each, in order,
 * and recorded in `schema_migrations`. Never edit a migration that has shipped:
 * add a new one at the end.
 */
import { OTP_EXPIRY_MIGRATION } from './migrations/security';
import { ADDRESS_MIGRATION } from './migrations/addresses';
import { NOTIFICATION_MIGRATION } from './migrations/notifications';
import { ORDER_MIGRATION } from './migrations/orders';
import { COMMERCE_MONEY_MIGRATION } from './migrations/commerce-money';
import { COUPON_MIGRATION } from './migrations/coupons';
import { CHECKOUT_MIGRATION } from './migrations/checkout';
import { PAYMENT_MIGRATION } from './migrations/payments';
import { ORDER_RECORDS_MIGRATION } from './migrations/order-records';
import { PROFILE_MIGRATION } from './migrations/profile';
import { SIGNUP_MIGRATION } from './migrations/signup';
import { LISTS_MIGRATION } from './migrations/lists';
import { LOYALTY_MIGRATION } from './migrations/loyalty';
import { CAMPAIGNS_MIGRATION } from './migrations/campaigns';
import { VIDEO_SHOPS_MIGRATION } from './migrations/video-shops';
import { REVIEWS_MIGRATION } from './migrations/reviews';
import { SHOP_PAGES_MIGRATION } from './migrations/shop-pages';
import { BLOG_CONTENT_MIGRATION } from './migrations/blog-content';
import { STATIC_PAGES_MIGRATION } from './migrations/static-pages';
import { AFFILIATE_MIGRATION } from './migrations/affiliate';
import { LISTING_COUNT_INDEX_MIGRATION, SCALE_INDEXES_MIGRATION } from './migrations/scale-indexes';
import { GUEST_CHECKOUTS_MIGRATION } from './migrations/guest-checkouts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial',
    sql: `
CREATE TABLE app_meta (key text PRIMARY KEY, value jsonb NOT NULL);
CREATE TABLE settings (key text PRIMARY KEY, value jsonb);

CREATE TABLE currencies (
  id serial PRIMARY KEY, name text NOT NULL, symbol text NOT NULL, code text NOT NULL UNIQUE,
  exchange_rate double precision NOT NULL, no_of_decimals int, status int NOT NULL DEFAULT 1
);
CREATE TABLE languages (
  id serial PRIMARY KEY, name text NOT NULL, locale text NOT NULL UNIQUE, flag text,
  text_direction text NOT NULL DEFAULT 'ltr', status int NOT NULL DEFAULT 1
);
CREATE TABLE countries (id serial PRIMARY KEY, name text NOT NULL, iso2 text NOT NULL, phonecode text NOT NULL);

CREATE TABLE users (
  id serial PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, email text UNIQUE,
  phone text, password_hash text, user_type text NOT NULL DEFAULT 'customer', balance numeric(12,2) NOT NULL DEFAULT 0,
  referral_code text, currency_code text, lang_code text, cart_trx text, status int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE sessions (
  id text PRIMARY KEY, csrf_token text NOT NULL, user_id int REFERENCES users(id) ON DELETE SET NULL,
  walk_in_trx text, currency_code text, locale text, compare jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_updated_idx ON sessions(updated_at);

CREATE TABLE categories (
  id serial PRIMARY KEY, parent_id int REFERENCES categories(id), title text NOT NULL, slug text NOT NULL UNIQUE,
  icon text, position int NOT NULL DEFAULT 0, is_popular int NOT NULL DEFAULT 0
);
CREATE TABLE brands (id serial PRIMARY KEY, title text NOT NULL, slug text NOT NULL UNIQUE, position int NOT NULL DEFAULT 0);
CREATE TABLE colors (id serial PRIMARY KEY, name text NOT NULL, code text NOT NULL);
CREATE TABLE attributes (id serial PRIMARY KEY, title text NOT NULL);
CREATE TABLE attribute_values (id serial PRIMARY KEY, attribute_id int NOT NULL REFERENCES attributes(id), value text NOT NULL, position int NOT NULL DEFAULT 0);

CREATE TABLE sellers (
  id serial PRIMARY KEY, shop_name text NOT NULL, slug text NOT NULL UNIQUE, tagline text, rating double precision NOT NULL DEFAULT 0,
  reviews_count int NOT NULL DEFAULT 0, join_date date NOT NULL, is_featured int NOT NULL DEFAULT 0, is_express int NOT NULL DEFAULT 0,
  total_sale int NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id serial PRIMARY KEY, slug text NOT NULL UNIQUE, product_name text NOT NULL,
  category_id int NOT NULL REFERENCES categories(id), brand_id int REFERENCES brands(id), seller_id int NOT NULL REFERENCES sellers(id),
  price numeric(12,2) NOT NULL, special_discount_type text, special_discount numeric(12,2) NOT NULL DEFAULT 0,
  special_discount_check numeric(12,2) NOT NULL DEFAULT 0, current_stock int NOT NULL DEFAULT 0,
  minimum_order_quantity int NOT NULL DEFAULT 1, has_variant int NOT NULL DEFAULT 0,
  color_ids int[] NOT NULL DEFAULT '{}', attribute_value_ids int[] NOT NULL DEFAULT '{}',
  todays_deal int NOT NULL DEFAULT 0, gift_idea int NOT NULL DEFAULT 0, business_idea int NOT NULL DEFAULT 0,
  is_flash int NOT NULL DEFAULT 0, is_digital int NOT NULL DEFAULT 0, total_sale int NOT NULL DEFAULT 0,
  rating double precision NOT NULL DEFAULT 0, reviews_count int NOT NULL DEFAULT 0, reward int NOT NULL DEFAULT 0,
  sku text, short_description text, description text, estimated_shipping_days int,
  created_at timestamptz NOT NULL
);
CREATE INDEX products_category_idx ON products(category_id);
CREATE INDEX products_brand_idx ON products(brand_id);
CREATE INDEX products_seller_idx ON products(seller_id);
CREATE INDEX products_created_idx ON products(created_at DESC, id DESC);

CREATE TABLE product_stocks (
  id serial PRIMARY KEY, product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE, name text NOT NULL,
  variant_ids text NOT NULL, sku text, price numeric(12,2) NOT NULL, current_stock int NOT NULL DEFAULT 0,
  UNIQUE (product_id, variant_ids)
);

CREATE TABLE reviews (
  id serial PRIMARY KEY, product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE, user_id int NOT NULL REFERENCES users(id),
  title text, comment text, rating int NOT NULL, created_at timestamptz NOT NULL
);
CREATE INDEX reviews_product_idx ON reviews(product_id);

CREATE TABLE wishlists (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE, created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);
CREATE TABLE compares (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (user_id, product_id)
);

CREATE TABLE carts (
  id serial PRIMARY KEY, user_id int REFERENCES users(id) ON DELETE CASCADE, trx_id text NOT NULL,
  product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE, seller_id int NOT NULL,
  product_stock_id int REFERENCES product_stocks(id) ON DELETE CASCADE, variant text, variant_ids text,
  quantity int NOT NULL, is_buy_now int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_trx_idx ON carts(trx_id);
CREATE INDEX carts_user_idx ON carts(user_id);

CREATE TABLE product_views (
  id serial PRIMARY KEY, session_id text, user_id int, product_id int NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_views_session_idx ON product_views(session_id);
CREATE INDEX product_views_user_idx ON product_views(user_id);

CREATE TABLE subscribers (id serial PRIMARY KEY, email text NOT NULL UNIQUE, created_at timestamptz NOT NULL DEFAULT now());

CREATE TABLE campaigns (
  id serial PRIMARY KEY, slug text NOT NULL UNIQUE, title text NOT NULL, short_description text, details text,
  start_date timestamptz NOT NULL, end_date timestamptz NOT NULL
);
CREATE TABLE campaign_products (campaign_id int NOT NULL REFERENCES campaigns(id), product_id int NOT NULL REFERENCES products(id), PRIMARY KEY (campaign_id, product_id));
CREATE TABLE flash_sales (id serial PRIMARY KEY, title text NOT NULL, slug text NOT NULL UNIQUE, start_date timestamptz NOT NULL, end_date timestamptz NOT NULL);

CREATE TABLE blog_categories (id serial PRIMARY KEY, title text NOT NULL, slug text NOT NULL UNIQUE);
CREATE TABLE blogs (
  id serial PRIMARY KEY, category_id int NOT NULL REFERENCES blog_categories(id), user_id int REFERENCES users(id),
  slug text NOT NULL UNIQUE, title text NOT NULL, short_description text, long_description text, tags text[] NOT NULL DEFAULT '{}',
  published_date date NOT NULL, views int NOT NULL DEFAULT 0
);
CREATE TABLE blog_comments (
  id serial PRIMARY KEY, blog_id int NOT NULL REFERENCES blogs(id) ON DELETE CASCADE, user_id int REFERENCES users(id),
  comment text NOT NULL, created_at timestamptz NOT NULL
);

CREATE TABLE pages (id serial PRIMARY KEY, title text NOT NULL, slug text NOT NULL UNIQUE, content text NOT NULL);
CREATE TABLE video_shops (
  id serial PRIMARY KEY, slug text NOT NULL UNIQUE, title text NOT NULL, is_live int NOT NULL DEFAULT 0, style text NOT NULL DEFAULT 'style_1',
  details text, product_ids int[] NOT NULL DEFAULT '{}'
);
CREATE TABLE sliders (id serial PRIMARY KEY, title text NOT NULL, link text);
CREATE TABLE banners (id serial PRIMARY KEY, title text NOT NULL, link text);
CREATE TABLE services (id serial PRIMARY KEY, title text NOT NULL, sub_title text NOT NULL);

CREATE TABLE notifications (
  id serial PRIMARY KEY, user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE, title text NOT NULL, details text,
  url text, message_type text NOT NULL DEFAULT 'info', status int NOT NULL DEFAULT 0, created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications(user_id, id DESC);
`,
  },
  {
    version: 2,
    name: 'catalogue-original-columns',
    // The original's product, category, brand, colour, attribute, stock and review columns the
    // catalogue answers serialise. products.special_discount_check stays for older readers but the
    // catalogue computes the accessor from special_discount + its window (services/discount.ts).
    // Admin-owned products have no seller (seller_id NULL), as in the original (no SellerProfile).
    sql: `
ALTER TABLE products
  ADD COLUMN special_discount_start timestamptz, ADD COLUMN special_discount_end timestamptz,
  ADD COLUMN stock_visibility text NOT NULL DEFAULT 'visible_with_quantity',
  ADD COLUMN video_provider text, ADD COLUMN video_url text,
  ADD COLUMN is_catalog int NOT NULL DEFAULT 0, ADD COLUMN is_classified int NOT NULL DEFAULT 0, ADD COLUMN external_link text,
  ADD COLUMN contact_info jsonb,
  ADD COLUMN status text NOT NULL DEFAULT 'published', ADD COLUMN is_approved int NOT NULL DEFAULT 1,
  ADD COLUMN is_refundable int NOT NULL DEFAULT 1, ADD COLUMN cash_on_delivery int NOT NULL DEFAULT 1,
  ADD COLUMN viewed int NOT NULL DEFAULT 0, ADD COLUMN vat_taxes text,
  ADD COLUMN shipping_type text NOT NULL DEFAULT 'flat_rate', ADD COLUMN shipping_fee numeric(12,2) NOT NULL DEFAULT 0,
  ADD COLUMN unit text, ADD COLUMN tags text, ADD COLUMN meta_title text, ADD COLUMN meta_description text, ADD COLUMN meta_keywords text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE products ALTER COLUMN seller_id DROP NOT NULL;
ALTER TABLE carts ALTER COLUMN seller_id DROP NOT NULL;
CREATE INDEX products_visible_idx ON products(status, is_approved);

ALTER TABLE product_stocks ALTER COLUMN variant_ids DROP NOT NULL, ALTER COLUMN name DROP NOT NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE categories ADD COLUMN ordering int NOT NULL DEFAULT 0, ADD COLUMN commission double precision NOT NULL DEFAULT 0,
  ADD COLUMN is_featured int NOT NULL DEFAULT 0, ADD COLUMN status int NOT NULL DEFAULT 1, ADD COLUMN has_banner int NOT NULL DEFAULT 0,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE brands ADD COLUMN status int NOT NULL DEFAULT 1, ADD COLUMN meta_title text, ADD COLUMN meta_description text,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE colors ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE attributes ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE attribute_values ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(), ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE TABLE attribute_category (
  attribute_id int NOT NULL REFERENCES attributes(id), category_id int NOT NULL REFERENCES categories(id),
  PRIMARY KEY (attribute_id, category_id)
);

-- The seller profile's own user (the original keys shop sections and products by it).
ALTER TABLE sellers ADD COLUMN user_id int, ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

ALTER TABLE reviews ADD COLUMN status int NOT NULL DEFAULT 1, ADD COLUMN images jsonb,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE wishlists ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
`,
  },
  {
    version: 3,
    name: 'sign-in account states',
    // The original's login checks: users.is_user_banned, users.is_deleted, users.otp (an integer in
    // the original), and the seller profile's verified_at (kept on the user row here).
    sql: `
ALTER TABLE users ADD COLUMN is_user_banned int NOT NULL DEFAULT 0, ADD COLUMN is_deleted int NOT NULL DEFAULT 0,
  ADD COLUMN otp int, ADD COLUMN seller_verified_at timestamptz, ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
`,
  },
  // Accounts: one file each, so the domains are written apart.
  SIGNUP_MIGRATION,
  ADDRESS_MIGRATION,
  PROFILE_MIGRATION,
  ORDER_MIGRATION,
  NOTIFICATION_MIGRATION,
  COMMERCE_MONEY_MIGRATION,
  COUPON_MIGRATION,
  CHECKOUT_MIGRATION,
  PAYMENT_MIGRATION,
  ORDER_RECORDS_MIGRATION,
  // Lists and loyalty.
  LISTS_MIGRATION,
  LOYALTY_MIGRATION,
  // The whole catalogue.
  CAMPAIGNS_MIGRATION,
  VIDEO_SHOPS_MIGRATION,
  REVIEWS_MIGRATION,
  SHOP_PAGES_MIGRATION,
  // Content and partners.
  BLOG_CONTENT_MIGRATION,
  STATIC_PAGES_MIGRATION,
  AFFILIATE_MIGRATION,
  // Speed and scale.
  SCALE_INDEXES_MIGRATION,
  LISTING_COUNT_INDEX_MIGRATION,
  // The reference server safe to expose: sign-in codes expire (25); a guest reads only its own
  // session's checkouts (26).
  OTP_EXPIRY_MIGRATION,
  GUEST_CHECKOUTS_MIGRATION,
];
