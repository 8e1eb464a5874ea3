import { createAction, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { isSessionReset } from '../session/session-slice';
import type { FollowedShop, FollowedShopsPage } from './followed-shops-api';

/** `/user/followed-shop`: the rows loaded so far (merged by id) and where the server's list goes on. */
export interface FollowedShopsState {
  items: FollowedShop[];
  perPage: number;
  nextPageUrl: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
}

/** The screen opened: page 1 afresh (shops may have been followed elsewhere since). */
export const followedShopsRequested = createAction('followedShops/requested');
export const moreFollowedShopsRequested = createAction('followedShops/moreRequested');

export const initialFollowedShopsState: FollowedShopsState = {
  items: [],
  perPage: 12,
  nextPageUrl: null,
  status: 'idle',
  error: null,
  moreStatus: 'idle',
};

export const followedShopsSlice = createSlice({
  name: 'followedShops',
  initialState: initialFollowedShopsState,
  reducers: {
    firstPageStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    firstPageLoaded(state, action: PayloadAction<FollowedShopsPage>) {
      Object.assign(state, { items: action.payload.shops, perPage: action.payload.perPage, nextPageUrl: action.payload.nextPageUrl });
      state.status = 'succeeded';
      state.moreStatus = 'idle';
    },
    firstPageFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** A further page: rows already shown are dropped by id. */
    morePageLoaded(state, action: PayloadAction<FollowedShopsPage>) {
      const known = new Set(state.items.map((shop) => shop.id));
      state.items.push(...action.payload.shops.filter((shop) => !known.has(shop.id)));
      state.nextPageUrl = action.payload.nextPageUrl;
      state.moreStatus = 'idle';
    },
    morePageFailed(state) {
      state.moreStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(moreFollowedShopsRequested, (state) => {
        state.moreStatus = 'loading';
      })
      .addMatcher(isSessionReset, () => initialFollowedShopsState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof followedShopsSlice> {}
}

export const { firstPageStarted, firstPageLoaded, firstPageFailed, morePageLoaded, morePageFailed } = followedShopsSlice.actions;

export const selectFollowedShopsState = lazySliceState('followedShops', initialFollowedShopsState);

/** The rows to show: an unfollow the server confirmed takes its row out (a follow again elsewhere brings it back). */
export const selectFollowedShopRows = createSelector(
  [(state: RootState) => selectFollowedShopsState(state).items, (state: RootState) => state.follow],
  (items, follow): FollowedShop[] =>
    follow ? items.filter((shop) => !(follow.server[String(shop.id)] === false && follow.wanted[String(shop.id)] === false)) : items,
);
