import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failed, loading, succeeded, type Remote } from '../../lib/remote';
import { addToCartSucceeded } from '../cart/cart-slice';
import { reduceStock } from '../../lib/stock/reduce-stock';
import type { FilterData, ListingQuery, ListingResult } from './catalog-types';

/** The product listing screens' state; injected when the listing chunk first renders (listing-feature.ts). */
export interface ListingState {
  /** Listing results keyed by the query's canonical key, so back/forward shows them at once. */
  listings: Record<string, Remote<ListingResult>>;
  /** Sidebar filter data keyed by category slug ('' = all). */
  filters: Record<string, Remote<FilterData>>;
  /**
   * How many products the phone filter sheet's pending (not yet applied) filters would list, for
   * its "Show 23 products" button. Keyed by the pending query: an answer for another key is stale.
   */
  pendingCount: { key: string; status: Remote<unknown>['status']; total: number | null };
}

export const listingRequested = createAction<{ key: string; query: ListingQuery }>('listing/requested');
export const filtersRequested = createAction<{ slug: string }>('listing/filtersRequested');
/** The pending filters changed: count their products (debounced; the newest request wins). */
export const pendingCountRequested = createAction<{ key: string; query: ListingQuery }>('listing/pendingCountRequested');

export const initialListingState: ListingState = { listings: {}, filters: {}, pendingCount: { key: '', status: 'idle', total: null } };

export const listingSlice = createSlice({
  name: 'listing',
  initialState: initialListingState,
  reducers: {
    // A listing keeps its last page while a newer one loads or fails; filter data does not.
    listingStarted(state, action: PayloadAction<string>) {
      state.listings[action.payload] = loading(state.listings[action.payload]);
    },
    listingSucceeded(state, action: PayloadAction<{ key: string; result: ListingResult }>) {
      state.listings[action.payload.key] = succeeded(action.payload.result);
    },
    listingFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      state.listings[action.payload.key] = failed(action.payload.error, state.listings[action.payload.key]);
    },
    filtersStarted(state, action: PayloadAction<string>) {
      state.filters[action.payload] = loading();
    },
    filtersSucceeded(state, action: PayloadAction<{ slug: string; data: FilterData }>) {
      state.filters[action.payload.slug] = succeeded(action.payload.data);
    },
    filtersFailed(state, action: PayloadAction<{ slug: string; error: string }>) {
      state.filters[action.payload.slug] = failed(action.payload.error);
    },
    pendingCountStarted(state, action: PayloadAction<string>) {
      state.pendingCount = { key: action.payload, status: 'loading', total: null };
    },
    pendingCountSucceeded(state, action: PayloadAction<{ key: string; total: number }>) {
      if (state.pendingCount.key !== action.payload.key) return;
      state.pendingCount = { key: action.payload.key, status: 'succeeded', total: action.payload.total };
    },
    pendingCountFailed(state, action: PayloadAction<string>) {
      if (state.pendingCount.key !== action.payload) return;
      state.pendingCount = { key: action.payload, status: 'failed', total: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToCartSucceeded, (state, action) => {
      const { productId, quantity } = action.payload;
      Object.values(state.listings).forEach((listing) => reduceStock(listing.data?.products.data, productId, quantity));
    });
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof listingSlice> {}
}

export const {
  listingStarted,
  listingSucceeded,
  listingFailed,
  filtersStarted,
  filtersSucceeded,
  filtersFailed,
  pendingCountStarted,
  pendingCountSucceeded,
  pendingCountFailed,
} = listingSlice.actions;
