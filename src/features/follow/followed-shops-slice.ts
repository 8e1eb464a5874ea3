import { createSelector, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { createPagedListsSlice, type PagedListsState } from '../../lib/paging/paged-lists';
import { isSessionReset } from '../session/session-slice';
import type { FollowedShop } from './followed-shops-api';

/** `/user/followed-shop`: the rows loaded so far (the paging kit: merged by id), gone with the shopper. */
const followedShops = createPagedListsSlice<FollowedShop, 'followedShops'>('followedShops', { resetOn: isSessionReset });
export const followedShopsSlice = followedShops.slice;

/** The screen's one list. */
export const FOLLOWED_SHOPS_KEY = 'all';

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof followedShopsSlice> {}
}

/** The screen opened: page 1 afresh (shops may have been followed elsewhere since); "Show more". */
export const { requested: followedShopsRequested, moreRequested: moreFollowedShopsRequested } = followedShopsSlice.actions;

const selectFollowedShopLists = lazySliceState('followedShops', {} as PagedListsState<FollowedShop>);
export const selectFollowedShopList = (state: RootState) => followedShops.selectList(selectFollowedShopLists(state), FOLLOWED_SHOPS_KEY);

const NO_ROWS: FollowedShop[] = [];

/** The rows to show: an unfollow the server confirmed takes its row out (a follow again elsewhere brings it back). */
export const selectFollowedShopRows = createSelector(
  [(state: RootState) => selectFollowedShopList(state)?.items ?? NO_ROWS, (state: RootState) => state.follow],
  (items, follow): FollowedShop[] =>
    follow ? items.filter((shop) => !(follow.server[String(shop.id)] === false && follow.wanted[String(shop.id)] === false)) : items,
);
