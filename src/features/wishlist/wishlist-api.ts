import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { Id } from '../../types/common';

/** What a heart's request changes: the header count, and the server's message for the toast. */
export interface WishlistChange {
  count: number;
  success?: string;
}

/** test/contract/lists/add-to-wishlist.json: no duplicate check on the server, so only a net change may send it. */
export async function addToWishlist(http: Http, productId: Id): Promise<WishlistChange> {
  const { data } = await http.get(`user/add-to-wishlist/${productId}`);
  const body = expectKeys<{ wishlists: number | string; success?: string }>(data, ['wishlists']);
  return { count: Number(body.wishlists) || 0, success: body.success };
}

/** test/contract/lists/remove-wishlist-product.json: removes one row of (user, product); `totalWishlist` is the new count. */
export async function removeFromWishlist(http: Http, productId: Id): Promise<WishlistChange> {
  const { data } = await http.get(`user/remove-wishlist-product/${productId}`);
  const body = expectKeys<{ totalWishlist: number | string; success?: string }>(data, ['totalWishlist']);
  return { count: Number(body.totalWishlist) || 0, success: body.success };
}

/** One row of `user/wishlists` (test/contract/lists/wishlists.json, WishlistResource). */
export interface WishlistItem {
  /** The wishlist row's id. */
  id: Id;
  slug: string;
  image_72x72: string;
  product_name: string;
  current_stock: number | string;
  /** Always "" (read from the wishlist row). */
  special_discount_type: string;
  /** The raw discount value; 0 when none is active. */
  special_discount_check: number | string;
  /** Despite its name: the discounted unit price while a discount is active. */
  discount_percentage: number | string;
  price: number | string;
  /** Always 0 in the original (a double cast of "published"). */
  status: number | string;
  date: string;
  product: {
    id: Id;
    slug: string;
    image_190x230?: string;
    price?: number | string;
    current_stock?: number | string;
    minimum_order_quantity?: number | string | null;
    has_variant?: number | string | boolean | null;
  };
}

export interface WishlistPage {
  data: WishlistItem[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  next_page_url: string | null;
  has_more_data: boolean;
}

/** `user/wishlists?page=n`: a (R) paginator of 10 rows. */
export async function getWishlists(http: Http, page: number): Promise<WishlistPage> {
  const { data } = await http.get('user/wishlists', { params: { page } });
  const body = expectKeys<{ wishlist: WishlistPage }>(data, ['wishlist']);
  const list = expectKeys<WishlistPage>(body.wishlist, ['data']);
  return {
    data: expectList<WishlistItem>(list.data, 'wishlist rows').filter((row) => row && row.product && row.product.id !== undefined),
    total: Number(list.total) || 0,
    per_page: Number(list.per_page) || 10,
    current_page: Number(list.current_page) || page,
    last_page: Number(list.last_page) || page,
    next_page_url: typeof list.next_page_url === 'string' && list.next_page_url !== '' ? list.next_page_url : null,
    has_more_data: Boolean(list.has_more_data),
  };
}
