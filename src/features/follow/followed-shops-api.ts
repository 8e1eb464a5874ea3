/** `GET user/followed-sellers` (test/contract/lists/followed-sellers.json): lazy, with the followed shops screen. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { ShopCard } from '../../types/catalogue';

/** One row: a shop card whose `is_followed` is the pivot row (truthy) or false, not a boolean. */
export type FollowedShop = Omit<ShopCard, 'is_followed'> & { is_followed: unknown };

export interface FollowedShopsPage {
  shops: FollowedShop[];
  perPage: number;
  nextPageUrl: string | null;
}

const isShop = (row: unknown): row is FollowedShop =>
  !!row && typeof row === 'object' && Number((row as FollowedShop).id) > 0 && typeof (row as FollowedShop).slug === 'string';

/** (R) ShopPaginateResource, 12 a page, verified shops ordered by product count. Page 1 is asked for without `page`. */
export async function fetchFollowedShops(http: Http, page = 1): Promise<FollowedShopsPage> {
  const { data } = await http.get('user/followed-sellers', page > 1 ? { params: { page } } : undefined);
  const { sellers } = expectKeys<{ sellers: Record<string, unknown> }>(data, ['sellers']);
  if (!sellers || typeof sellers !== 'object') throw new ApiError('malformed', "The server's answer has no shops.");
  const shops = expectList<unknown>(sellers.data, 'shops').filter(isShop);
  const perPage = Number(sellers.per_page);
  return {
    shops,
    perPage: perPage > 0 ? Math.trunc(perPage) : 12,
    nextPageUrl: typeof sellers.next_page_url === 'string' && sellers.next_page_url ? sellers.next_page_url : null,
  };
}
