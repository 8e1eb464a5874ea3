/**
 * The signed-in customer as the backend sends it.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */
import type { Flag, Id } from './common';

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
  /** The latest approved wallet recharge, 0 when none. */
  last_recharge?: number | string;
  /** The default addresses; `[]` (not null) when there is none. */
  shipping_address?: AddressSummary | [];
  billing_address?: AddressSummary | [];
}

/** What the account screens show of a saved address (the full row is the addresses feature's). */
export interface AddressSummary {
  name?: string | null;
  email?: string | null;
  phone_no?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postal_code?: string | null;
}

export interface WishlistRow {
  product_id: Id;
}

/** A user's Reward row (test/contract/loyalty/reward-history.json), as `home/check-auth` sends it; null for one who never earned. */
export interface Reward {
  id: Id;
  /** Current points (spent ones are gone). */
  rewards: number | string;
  /** Points ever earned: a numeric string, or 0. */
  reward_sum?: number | string | null;
  reward_details_sum_reward?: number | string | null;
}

/** One row of the account's order tables (test/contract/commerce/order-list.json): an order, through its first line. */
export interface OrderRow {
  /** The order LINE's id; `order_id` is the order's. */
  id: Id;
  order_id: Id;
  code: string;
  product_name: string;
  variation: string;
  order_date: string;
  delivery_status: string;
  payment_status: string;
  total_payable: number | string;
  image: string;
  payment_type: string;
  is_deleted: string;
}
