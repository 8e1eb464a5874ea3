/**
 * Orders as the backend sends them (test/contract/commerce/{get-invoices,invoice-by-code}.json). Amounts are in the base currency, as
 * numbers or numeric strings; the varchar flags `is_cancelled` and `is_deleted` are strings.
 */
import type { Flag, Id } from './common';
import type { AddressSummary, User } from './account';

export type DeliveryStatus = 'pending' | 'confirm' | 'picked_up' | 'on_the_way' | 'delivered' | 'canceled' | string;
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded_to_wallet' | string;
type Amount = number | string;

export interface OrderShippingCost {
  type: string;
  depend_on_quantity: Flag | '';
  per_cost: Amount;
  total_cost: Amount;
}

export interface Refund {
  id: Id;
  order_id: Id;
  order_detail_id: Id;
  total_amount: Amount;
  shipping_cost: Amount;
  refund_amount: Amount;
  status: 'pending' | 'approved' | 'rejected' | 'processed' | string;
  reject_reason: string | null;
  remark: string | null;
  [key: string]: unknown;
}

export interface OrderDetail {
  id: Id;
  order_id: Id;
  product_id: Id;
  variation: string;
  /** Per unit. */
  price: Amount;
  tax: Amount;
  discount: Amount;
  coupon_discount: { code: string; discount: Amount };
  shipping_cost: OrderShippingCost;
  quantity: number;
  is_refundable: Flag;
  /** Added by get-invoices and invoice/{code}. */
  product_name?: string;
  refund?: Refund | null;
  product?: { id: Id; thumbnail?: unknown; [key: string]: unknown };
  [key: string]: unknown;
}

export interface Order {
  id: Id;
  seller_id: Id;
  user_id: Id;
  /** A snapshot of the posted address; `[]` for pickup orders. */
  billing_address: AddressSummary | [] | Record<string, unknown>;
  shipping_address: AddressSummary | [] | Record<string, unknown>;
  delivery_status: DeliveryStatus;
  payment_type: string;
  payment_status: PaymentStatus;
  payment_details: unknown;
  sub_total: Amount;
  discount: Amount;
  coupon_discount: Amount;
  total_tax: Amount;
  total_amount: Amount;
  shipping_cost: Amount;
  total_payable: Amount;
  code: string;
  date: string;
  trx_id: string;
  is_mailed: Flag;
  is_cancelled?: string;
  is_deleted?: string;
  offline_method_id?: string | null;
  status: Flag;
  pickup_hub_id: Id | null;
  shipping_method?: string | null;
  tax_method?: { vat_tax_type: string; tax_type: string } | null;
  delivered_days?: number | null;
  total_order_quantity?: string | number;
  created_at?: string;
  updated_at?: string;
  order_details?: OrderDetail[];
  user?: User;
  [key: string]: unknown;
}
