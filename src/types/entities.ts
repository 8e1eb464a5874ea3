/**
 * Shapes of what the backend sends, as the widget reads them.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */

export type Id = number;
/** 0/1 flags arrive as numbers, sometimes as strings or booleans. */
export type Flag = 0 | 1 | '0' | '1' | boolean;

export interface Currency {
  id: Id;
  name: string;
  symbol: string;
  code: string;
  /** Units of this currency per one unit of the base currency (base = 1). */
  exchange_rate: number | string;
  status?: Flag;
}

export interface Language {
  id: Id;
  name: string;
  locale: string;
  flag?: string;
  text_direction: 'ltr' | 'rtl';
  status?: Flag;
}

export interface User {
  id: Id;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  phone?: string | null;
  user_type: 'customer' | 'seller' | 'admin' | 'staff' | 'walk_in';
  balance?: number;
  referral_code?: string | null;
  currency_code?: string | null;
  profile_image?: string | null;
  is_password_set?: Flag;
}

export interface CartLine {
  id: Id;
  seller_id: Id;
  product_id?: Id;
  product_name: string;
  product_slug: string;
  image_72x72: string;
  image_40x40?: string;
  sku?: string | null;
  /** Per unit, base currency. */
  price: number;
  discount: number;
  tax: number;
  shipping_cost: number;
  quantity: number;
  trx_id: string;
  current_stock: number;
  min_quantity: number;
  is_digital_product?: Flag;
  variant: string | null;
  is_buy_now?: boolean | Flag;
}

export interface WishlistRow {
  product_id: Id;
}

export interface Slider {
  id: Id;
  link: string | null;
  slider_bg_image: string;
}

export interface Banner {
  id: Id;
  link: string | null;
  image: string;
}

export interface Service {
  id: Id;
  title: string;
  sub_tile: string;
  service_image: string;
}

export interface MenuItem {
  id?: Id;
  label: string;
  url: string;
  svg?: string;
  children?: MenuItem[];
}

export interface Category {
  id: Id;
  parent_id?: Id | null;
  slug: string;
  title: string;
  icon?: string;
  image?: string;
  all_popular_image?: string;
  total_products?: number;
  child_categories?: Category[];
}

export interface Brand {
  id: Id;
  slug: string;
  title: string;
  image_130x93: string;
}

export interface Color {
  id: Id;
  name: string;
  code: string;
}

export interface AttributeValue {
  id: Id;
  attribute_id?: Id;
  value: string;
}

export interface Attribute {
  id: Id;
  title: string;
  attribute_value: AttributeValue[];
}

export interface ShopCard {
  id: Id;
  slug: string;
  shop_name: string;
  image_82x82: string;
  image_297x203: string;
  rating_count: number;
  reviews_count: number;
  total_products: number;
  join_date: string;
  is_followed?: boolean;
}

export interface Campaign {
  id: Id;
  slug: string;
  title: string;
  short_description: string;
  campaign_start_date: string;
  campaign_end_date: string;
  image_374x374: string;
}

export interface BlogCard {
  id: Id;
  slug: string;
  title: string;
  short_description: string;
  thumbnail: string;
  published_date?: string;
}

/** A product as it appears in lists (cards). Prices are per unit, in the base currency. */
export interface ProductCard {
  id: Id;
  slug: string;
  category_id?: Id;
  product_name: string;
  image_190x230: string;
  price: number;
  /** The discounted unit price, or 0 when there is no special discount. */
  special_discount_check: number;
  special_discount_type?: 'flat' | 'percentage' | string | null;
  discount_percentage: number;
  rating: number;
  reviews_count: number;
  current_stock: number;
  reward?: number;
  minimum_order_quantity: number;
  todays_deal?: Flag;
  has_variant: Flag;
  user_wishlist?: boolean;
  is_catalog?: Flag;
  is_classified?: Flag;
}

export interface ProductStock {
  discount_percentage: number;
  price: number;
  current_stock: number;
  sku: string | null;
  special_discount_check: number;
  variant_ids: string | null;
  name: string | null;
}

export interface ProductSeller {
  id: Id;
  slug: string;
  shop_name: string;
  image_82x82?: string;
  rating_count?: number;
  reviews_count?: number;
  total_products?: number;
}

/** `product` from home/product-details. */
export interface ProductDetail extends ProductCard {
  short_description?: string | null;
  description?: string | null;
  gallery: { large: string[]; small: string[] };
  category_title?: string;
  category_slug?: string;
  brand_title?: string | null;
  brand_slug?: string | null;
  product_colors?: Color[];
  attribute_values?: AttributeValue[];
  product_stock: ProductStock | null;
  related_products?: ProductCard[];
  seller?: ProductSeller | null;
  is_digital?: Flag;
  estimated_shipping_days?: number | null;
  stock_visibility?: string;
  form?: { attribute_values: Id[]; id: Id; quantity: number };
}

export interface ViewedProduct {
  id: Id;
  slug: string;
  product_name: string;
  image_72x72: string;
}

export interface StaticPage {
  id?: Id;
  title: string;
  link: string;
  content?: string;
}

/** Laravel paginators; the widget relies on `data` and `next_page_url` only (plus `last_page`/`total` where present). */
export interface Paginated<T> {
  data: T[];
  next_page_url: string | null;
  current_page?: number;
  last_page?: number;
  total?: number;
  per_page?: number;
  total_pages?: number;
  has_more_data?: boolean;
}

export type CurrencySymbolFormat = 'amount_symbol' | 'symbol_amount' | 'amount__symbol' | 'symbol__amount';

/** The settings object (`settings_data`). Only keys the widget reads are typed; others pass through. */
export interface Settings {
  system_name?: string;
  light_logo?: string;
  dark_logo?: string;
  footer_logo?: string;
  site_popup_status?: Flag;
  popup_show_in?: 'home_page' | 'all_page' | string;
  popup_title?: string;
  popup_description?: string;
  popup_image?: string;
  facebook_link?: string | null;
  twitter_link?: string | null;
  linkedin_link?: string | null;
  instagram_link?: string | null;
  youtube_link?: string | null;
  demo_mode?: Flag;
  pushar_activated?: Flag;
  no_of_decimals?: number | string;
  decimal_separator?: string;
  currency_symbol_format?: CurrencySymbolFormat | string;
  disable_guest?: Flag;
  lang_file?: string;
  currency_switcher?: Flag;
  language_switcher?: Flag;
  seller_system?: Flag;
  wallet_system?: Flag;
  header_menu?: MenuItem[];
  footer_menu?: MenuItem[];
  useful_links?: MenuItem[];
  footer_contact_phone?: string;
  footer_contact_email?: string;
  footer_contact_address?: string;
  copyright?: string;
  about_description?: string;
  [key: string]: unknown;
}
