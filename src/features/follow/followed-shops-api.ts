/** `GET user/followed-sellers` (test/contract/lists/followed-sellers.json): lazy, with the followed shops screen. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';
import type { ShopCard } from '../../types/catalogue';

/** One row: a shop card whose `is_followed` is the pivot row (truthy) or false, not a boolean. */
export type FollowedShop = Omit<ShopCard, 'is_followed'> & { is_followed: unknown };

const isShop = (row: unknown): row is FollowedShop =>
  !!row && typeof row === 'object' && Number((row as FollowedShop).id) > 0 && typeof (row as FollowedShop).slug === 'string';

/** (R) ShopPaginateResource, 12 a page, verified shops ordered by product count. Page 1 is asked for without `page`. */
export async function fetchFollowedShops(http: Http, page = 1): Promise<PageOf<FollowedShop>> {
  const { data } = await http.get('user/followed-sellers', page > 1 ? { params: { page } } : undefined);
  const { sellers } = expectKeys<{ sellers: Record<string, unknown> }>(data, ['sellers']);
  if (!sellers || typeof sellers !== 'object') throw new ApiError('malformed', "The server's answer has no shops.");
  return readPage(sellers, 'shops', isShop);
}
