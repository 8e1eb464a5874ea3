import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { Id } from '../../types/common';
import { isSessionReset } from '../session/session-slice';
import type { WishlistItem, WishlistPage } from './wishlist-api';
import { wishlistToggled, wishlistToggleFailed, wishlistToggleSettled } from './wishlist-slice';

/** `/user/wishlist`'s rows (lazy: the screen brings it in). */
export interface WishlistPageState {
  items: WishlistItem[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  perPage: number;
  /** `next_page_url` of the last page read (null: the end was reached). */
  nextPageUrl: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
  /** Products on their way to the cart. */
  moving: Id[];
  /** Products with a removal under way. */
  removing: Id[];
}

export const initialWishlistPageState: WishlistPageState = {
  items: [],
  status: 'idle',
  error: null,
  perPage: 10,
  nextPageUrl: null,
  moreStatus: 'idle',
  moving: [],
  removing: [],
};

export const wishlistPageRequested = createAction('wishlistPage/requested');
export const moreWishlistRequested = createAction('wishlistPage/moreRequested');
/** "Add to cart" on a row: into the cart, then (once the cart took it) out of the wishlist. */
export const moveToCartRequested = createAction<WishlistItem>('wishlistPage/moveToCartRequested');

/** Appends rows, dropping those already shown (by the wishlist row's id). */
const merge = (items: WishlistItem[], more: WishlistItem[]) => {
  const seen = new Set(items.map((row) => Number(row.id)));
  return [...items, ...more.filter((row) => !seen.has(Number(row.id)))];
};

export const wishlistPageSlice = createSlice({
  name: 'wishlistPage',
  initialState: initialWishlistPageState,
  reducers: {
    firstWishlistPageStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    firstWishlistPageLoaded(state, action: PayloadAction<WishlistPage>) {
      state.status = 'succeeded';
      state.perPage = action.payload.per_page;
      state.items = merge([], action.payload.data);
      state.nextPageUrl = action.payload.has_more_data ? action.payload.next_page_url : null;
      state.moreStatus = 'idle';
    },
    firstWishlistPageFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    moreWishlistStarted(state) {
      state.moreStatus = 'loading';
    },
    moreWishlistLoaded(state, action: PayloadAction<WishlistPage>) {
      state.moreStatus = 'idle';
      state.items = merge(state.items, action.payload.data);
      state.nextPageUrl = action.payload.has_more_data ? action.payload.next_page_url : null;
    },
    moreWishlistFailed(state) {
      state.moreStatus = 'failed';
    },
    moveStarted(state, action: PayloadAction<Id>) {
      if (!state.moving.includes(action.payload)) state.moving.push(action.payload);
    },
    moveEnded(state, action: PayloadAction<Id>) {
      state.moving = state.moving.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(wishlistToggled, (state, action) => {
        const id = Number(action.payload.productId);
        state.removing = state.removing.filter((x) => x !== id);
        if (!action.payload.wishlisted) state.removing.push(id);
      })
      .addCase(wishlistToggleFailed, (state, action) => {
        state.removing = state.removing.filter((x) => x !== Number(action.payload.productId));
      })
      .addCase(wishlistToggleSettled, (state, action) => {
        const id = Number(action.payload.productId);
        state.removing = state.removing.filter((x) => x !== id);
        // Removed (here, from a heart elsewhere, or moved to the cart): the row goes.
        if (!action.payload.wishlisted) state.items = state.items.filter((row) => Number(row.product.id) !== id);
      })
      .addMatcher(isSessionReset, () => initialWishlistPageState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof wishlistPageSlice> {}
}

export const {
  firstWishlistPageStarted,
  firstWishlistPageLoaded,
  firstWishlistPageFailed,
  moreWishlistStarted,
  moreWishlistLoaded,
  moreWishlistFailed,
  moveStarted,
  moveEnded,
} = wishlistPageSlice.actions;

export const selectWishlistPage = lazySliceState('wishlistPage', initialWishlistPageState);
