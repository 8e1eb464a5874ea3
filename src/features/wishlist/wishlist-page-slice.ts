import { combineReducers, createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice, type PagedList, type PagedListsState } from '../../lib/paging/paged-lists';
import type { Id } from '../../types/common';
import { isSessionReset } from '../session/session-slice';
import type { WishlistItem } from './wishlist-api';
import { wishlistToggled, wishlistToggleFailed, wishlistToggleSettled } from './wishlist-slice';

/** What `/user/wishlist` keeps besides its rows: the rows busy with a move or a removal. */
export interface WishlistPageCore {
  /** Products on their way to the cart. */
  moving: Id[];
  /** Products with a removal under way. */
  removing: Id[];
}

const initialCore: WishlistPageCore = { moving: [], removing: [] };

/** "Add to cart" on a row: into the cart, then (once the cart took it) out of the wishlist. */
export const moveToCartRequested = createAction<WishlistItem>('wishlistPage/moveToCartRequested');

const coreSlice = createSlice({
  name: 'wishlistPage',
  initialState: initialCore,
  reducers: {
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
      });
  },
});

/** The rows (the paging kit: merged by the wishlist row's id). */
export const wishlistLists = createPagedListsSlice<WishlistItem, 'wishlistRows'>('wishlistRows');

/** The screen's one list. */
export const WISHLIST_KEY = 'all';

export interface WishlistPageState {
  core: WishlistPageCore;
  rows: PagedListsState<WishlistItem>;
}

const combined = combineReducers({ core: coreSlice.reducer, rows: wishlistLists.slice.reducer });

/** Removed (here, from a heart elsewhere, or moved to the cart): the product's row leaves the list. */
function withoutProduct(lists: PagedListsState<WishlistItem>, productId: number): PagedListsState<WishlistItem> {
  const out: PagedListsState<WishlistItem> = {};
  for (const [key, list] of Object.entries(lists)) {
    out[key] = { ...list, items: list.items.filter((row) => Number(row.product.id) !== productId) };
  }
  return out;
}

function wishlistPageReducer(state: WishlistPageState | undefined, action: UnknownAction): WishlistPageState {
  // Another shopper (or none): the last one's rows go.
  const next = combined(isSessionReset(action) ? undefined : state, action);
  if (wishlistToggleSettled.match(action) && !action.payload.wishlisted) {
    return { ...next, rows: withoutProduct(next.rows, Number(action.payload.productId)) };
  }
  return next;
}

/** One lazy slice for the screen: its busy rows and the paged rows side by side. */
export const wishlistPageSlice = { reducerPath: 'wishlistPage' as const, reducer: wishlistPageReducer };

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    wishlistPage: WishlistPageState;
  }
}

export const { moveStarted, moveEnded } = coreSlice.actions;
/** The screen opened (page 1 afresh: a heart elsewhere may have changed the list) and "Show more". */
export const { requested: wishlistPageRequested, moreRequested: moreWishlistRequested } = wishlistLists.slice.actions;

export const selectWishlistCore = (state: RootState): WishlistPageCore => state.wishlistPage?.core ?? initialCore;
export const selectWishlistRows = (state: RootState): PagedList<WishlistItem> | null =>
  wishlistLists.selectList(state.wishlistPage?.rows, WISHLIST_KEY);
