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
}

export interface WishlistRow {
  product_id: Id;
}
