/** `GET home/sellers` (test/contract/catalogue/sellers.json): lazy, with the sellers screen. */
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';
import type { ShopCard } from '../../types/catalogue';

/** The original's orders (all-seller.vue); `newest` is its default. */
export const SELLER_SORTS = ['newest', 'oldest', 'top_rated', 'top_selling'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];
export const isSellerSort = (value: unknown): value is SellerSort => SELLER_SORTS.includes(value as SellerSort);

/** The original's first page size (its select also offers 16, 20 and 24). */
const PER_PAGE = 12;

const isShop = (row: unknown): row is ShopCard =>
  !!row &&
  typeof row === 'object' &&
  Number((row as ShopCard).id) > 0 &&
  typeof (row as ShopCard).slug === 'string' &&
  typeof (row as ShopCard).shop_name === 'string';

/**
 * ShopPaginateResource, or `[]` when the shop runs without sellers (an empty last page then).
 * The list's key is the sort. `is_followed` is missing in 1.5.3: the follow button reads it as false.
 */
export async function fetchSellersPage(http: Http, sort: string, page: number): Promise<PageOf<ShopCard>> {
  const { data } = await http.get('home/sellers', { params: { sort, paginate: PER_PAGE, page } });
  return readPage(expectKeys<{ sellers: unknown }>(data, ['sellers']).sellers, 'sellers', isShop);
}
