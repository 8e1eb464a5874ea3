import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { hasId, readPage, type PageOf } from '../../lib/paging/read-page';
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

/** `user/wishlists?page=n`: a (R) paginator of 10 rows; `has_more_data` false ends the list. */
export async function getWishlists(http: Http, page: number): Promise<PageOf<WishlistItem>> {
  const { data } = await http.get('user/wishlists', { params: { page } });
  const body = expectKeys<{ wishlist: unknown }>(data, ['wishlist']);
  const list = expectKeys<{ data: unknown; has_more_data?: unknown }>(body.wishlist, ['data']);
  const read = readPage(list, 'wishlist rows', isWishlistRow);
  return {
    ...read,
    items: read.items.map((row) => ({ ...row, id: Number(row.id) })),
    nextPageUrl: list.has_more_data ? read.nextPageUrl : null,
  };
}

const isWishlistRow = (row: unknown): row is WishlistItem =>
  hasId(row) && !!(row as WishlistItem).product && (row as WishlistItem).product.id !== undefined;
