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

/** One seller's group of lines (`checkouts[sellerUserId]`, test/contract/commerce/cart-list.json). */
export interface SellerGroup {
  id: '' | Id;
  seller_id: Id;
  /** null for in-house (admin) products. */
  name: string | null;
  image: string | null;
  code?: string;
  is_applied?: Flag;
  discount: number | string;
  /** A number, or a numeric string (the flat-rate setting as stored). */
  shipping_cost: number | string;
  tax: number | string;
}

/** An applied coupon (`coupons[]`, test/contract/commerce/cart-list.json): `discount` is the amount applied. */
export interface AppliedCoupon {
  coupon_id: Id;
  title: string;
  status: Flag;
  discount_type: 'flat' | 'percent' | string;
  discount: number | string;
  coupon_discount: number | string;
}

/** cart/list, addToCart, cart/update, cart/delete, apply_coupon, coupon-delete (test/contract/commerce/{cart-list,add-to-cart,cart-update,cart-delete}.json). */
export interface CartPayload {
  carts: CartLine[];
  /** `[]` (an array) when there are no lines. */
  checkouts: Record<string, SellerGroup> | [];
  coupons: AppliedCoupon[];
  success?: string;
  error?: string;
}
