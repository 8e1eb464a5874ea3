import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { fetchFollowedShops, type FollowedShop } from './followed-shops-api';
import { followedShopsSlice, selectFollowedShopList, selectFollowedShopRows } from './followed-shops-slice';

/**
 * Page 1 on each visit; "Show more" asks for the page holding the first row not shown. Unfollowing
 * here shifts the server's pages, so the number comes from the rows still followed, not from a page
 * counter; rows already shown are dropped by id, and `next_page_url` says whether there is more.
 */
function* watchFollowedShops() {
  yield* watchPagedLists<FollowedShop>({
    actions: followedShopsSlice.actions,
    select: (state: never) => selectFollowedShopList(state),
    fetchPage: (http, _key, page) => fetchFollowedShops(http, page),
    nextPage: (state: never, _key, list) => Math.floor(selectFollowedShopRows(state).length / (list.perPage ?? 12)) + 1,
  });
}

export const followedShopsSagas = { watchFollowedShops };
