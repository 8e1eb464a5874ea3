/**
 * Cart lines as the backend sends them.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */
import type { Flag, Id } from './common';

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
