/**
 * Shapes of what the backend sends, as the widget reads them.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */

export type Id = number;
/** 0/1 flags arrive as numbers, sometimes as strings or booleans. */
export type Flag = 0 | 1 | '0' | '1' | boolean;

/** A currency row; with the ishopet add-on the active one is a geo object without `id` and `code`. */
export interface Currency {
  id?: Id;
  name: string;
  symbol: string;
  code?: string;
  /** Units of this currency per one unit of the base currency (base = 1). */
  exchange_rate: number | string;
  status?: Flag;
}

export interface Language {
  id: Id;
  name: string;
  locale: string;
  flag?: string;
  /** The URL the original shows. */
  flag_image?: string;
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

/**
 * A header/footer menu item as the widget uses it. The original stores `{label, url}` with the
 * children as numeric keys ("0", "1", …) of the same object; normalize-shell turns those into `children`.
 */
export interface MenuItem {
  label: string;
  url: string;
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
  /** TopCategoryResource (home sections): the 130×95 and 80×60 logos. */
  popular_image?: string;
  top_image?: string;
  total_products?: number;
  child_categories?: Category[];
  /** Deeper levels of sidebar/categories and home/categories use this key. */
  categories?: Category[];
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
  /** Absent in home/filter_data's colour list. */
  code?: string;
}

export interface AttributeValue {
  id: Id;
  attribute_id?: Id;
  value: string;
}

/** An attribute row. home/filter_data nests its values; home/product-details does not (see ProductDetail.attribute_values). */
export interface Attribute {
  id: Id;
  title: string;
  attribute_value?: AttributeValue[];
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

/**
 * A product as it appears in lists: ProductResource (home sections, related, search),
 * ProductPaginateResource items (listings) or a raw Product model (campaign, flash sale).
 * Amounts are per unit, in the base currency, without VAT.
 */
export interface ProductCard {
  id: Id;
  slug: string;
  category_id?: Id | null;
  product_name: string;
  image_190x230: string;
  image_40x40?: string;
  price: number;
  /**
   * The discount itself while a special discount is active: a flat amount when
   * `special_discount_type` is `flat`, otherwise a percent number. 0 when none is active.
   */
  special_discount_check: number;
  /** `flat`, `percentage` or '' (null in raw models). */
  special_discount_type?: string | null;
  /** Despite its name: the discounted unit price while a discount is active, else 0. */
  discount_percentage: number;
  rating: number;
  reviews_count?: number;
  current_stock: number;
  reward?: number;
  /** Absent on raw models (campaign products, flash sale): the original shows no cart button then. */
  minimum_order_quantity?: number;
  todays_deal?: Flag;
  /** bool in ProductResource (1.6.7), 0/1 in ProductPaginateResource and in 1.5.3. */
  has_variant?: Flag;
  user_wishlist?: boolean;
  is_catalog?: Flag;
  is_classified?: Flag;
  stock?: { stock_variant: string; current_stock: number; has_variant: Flag }[];
}

/** `product_stock`: the price and stock of the chosen (or first) combination. */
export interface ProductStock {
  /** The discounted unit price of this combination, 0 when no discount is active. */
  discount_percentage: number;
  price: number;
  current_stock: number;
  sku: string | null;
  /** Always null in 1.6.7; 1.5.3 sends the raw stock row. */
  special_discount_check?: number | null;
  variant_ids: string | null;
  /** Always null in home/product-details (1.6.7); the variant's name comes from find/products-variants. */
  name: string | null;
}

/** One `stock[]` row of a product: a combination of colour and attribute values. */
export interface StockRow {
  id: Id;
  variant_ids: string | null;
  name: string | null;
  sku?: string | null;
  current_stock: number;
  price: number;
  discount_percentage?: number;
}

export interface ProductSeller {
  id: Id;
  slug: string;
  shop_name: string;
  logo?: string;
  image_82x82?: string;
  rating?: number;
  rating_count?: number;
  reviews_count?: number;
  total_products?: number;
  join_date?: string;
  is_followed?: boolean;
}

/** `product` from home/product-details/{slug}. */
export interface ProductDetail extends ProductCard {
  brand_id?: Id | null;
  /** HTML. */
  short_description?: string | null;
  gallery?: { large: string[]; small: string[] };
  language_product?: { name?: string; short_description?: string | null; description?: string | null; unit?: string | null } | null;
  category_title?: string | null;
  category_slug?: string | null;
  brand_title?: string | null;
  brand_slug?: string | null;
  brand?: { id: Id; title: string; image_130x93?: string } | null;
  product_colors?: Color[];
  /** The values of every attribute the product uses; `attributes[]` holds only the attribute rows. */
  attribute_values?: AttributeValue[];
  /** attribute id → value ids the product offers (1.6.7 keys are strings, values strings). */
  selected_variants?: Record<string, Array<string | number>> | unknown[];
  product_stock?: ProductStock | null;
  stock?: StockRow[] & ProductCard['stock'];
  related_products?: ProductCard[];
  sidebar_products?: ProductCard[];
  seller?: ProductSeller | null;
  is_digital?: Flag;
  is_wholesale?: Flag;
  estimated_shipping_days?: number | string | null;
  stock_visibility?: 'hide_stock' | 'visible_with_quantity' | 'visible_with_text' | string;
  status?: string;
  external_link?: string | null;
  description_image?: string[];
  /** Server-formatted price range in the default currency (variant products). */
  variation_price?: string;
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
