/**
 * The catalogue as the backend sends it: products in lists, categories, brands, attributes, shops,
 * campaigns, blog cards and the paginators. The product page's own shapes live in
 * src/features/product/product-entities.ts.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */
import type { Flag, Id } from './common';

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

export interface ViewedProduct {
  id: Id;
  slug: string;
  product_name: string;
  image_72x72: string;
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
