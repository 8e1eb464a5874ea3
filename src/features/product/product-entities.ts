/**
 * The product page's wire shapes (home/product-details/{slug}); only the product feature reads them.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */
import type { Flag, Id } from '../../types/common';
import type { AttributeValue, Color, ProductCard, ProductStock } from '../../types/catalogue';

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
