import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Remote } from '../../lib/remote';
import type { ProductCard } from '../../types/entities';
import { addToCartSucceeded } from '../cart/cart-slice';
import { reduceStock } from '../../lib/stock/reduce-stock';
import type { FilterData, HomePage, HomeSectionData, ListingQuery, ListingResult } from './catalog-types';

export interface CatalogState {
  home: { sections: HomeSectionData[]; nextPage: number; hasMore: boolean; status: Remote<unknown>['status'] };
  /** Listing results keyed by the query's canonical key, so back/forward shows them at once. */
  listings: Record<string, Remote<ListingResult>>;
  /** Sidebar filter data keyed by category slug ('' = all). */
  filters: Record<string, Remote<FilterData>>;
}

export const homeSectionsRequested = createAction('catalog/homeSectionsRequested');
export const listingRequested = createAction<{ key: string; query: ListingQuery }>('catalog/listingRequested');
export const filtersRequested = createAction<{ slug: string }>('catalog/filtersRequested');

function isProductList(value: unknown): value is ProductCard[] {
  return Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'product_name' in item);
}

/** The product lists inside a home section (a plain list, or a category section's `products`). */
function productListsOf(section: HomeSectionData): ProductCard[][] {
  return Object.values(section.parts).flatMap((part) => {
    if (isProductList(part)) return [part];
    const nested = part && typeof part === 'object' ? (part as { products?: unknown }).products : undefined;
    return isProductList(nested) ? [nested] : [];
  });
}

const catalogSlice = createSlice({
  name: 'catalog',
  initialState: { home: { sections: [], nextPage: 1, hasMore: true, status: 'idle' }, listings: {}, filters: {} } as CatalogState,
  reducers: {
    homeSectionsStarted(state) { state.home.status = 'loading'; },
    homeSectionsLoaded(state, action: PayloadAction<HomePage & { maxPages: number }>) {
      const { sections, hasMore, maxPages } = action.payload;
      for (const section of sections) {
        const known = state.home.sections.findIndex((s) => s.index === section.index);
        if (known >= 0) state.home.sections[known] = section;
        else state.home.sections.push(section);
      }
      state.home.sections.sort((a, b) => a.index - b.index);
      state.home.nextPage += 1;
      // has_more_data counts configured sections, not delivered ones, so a page whose sections were
      // all skipped must not end the list; the page cap guards against a server that never says no.
      state.home.hasMore = hasMore && state.home.nextPage <= maxPages;
      state.home.status = 'succeeded';
    },
    homeSectionsFailed(state) { state.home.status = 'failed'; },
    listingStarted(state, action: PayloadAction<string>) {
      state.listings[action.payload] = { ...state.listings[action.payload], status: 'loading', error: undefined };
    },
    listingLoaded(state, action: PayloadAction<{ key: string; result: ListingResult }>) {
      state.listings[action.payload.key] = { status: 'succeeded', data: action.payload.result };
    },
    listingFailed(state, action: PayloadAction<{ key: string; error: string }>) {
      state.listings[action.payload.key] = { ...state.listings[action.payload.key], status: 'failed', error: action.payload.error };
    },
    filtersStarted(state, action: PayloadAction<string>) { state.filters[action.payload] = { status: 'loading' }; },
    filtersLoaded(state, action: PayloadAction<{ slug: string; data: FilterData }>) {
      state.filters[action.payload.slug] = { status: 'succeeded', data: action.payload.data };
    },
    filtersFailed(state, action: PayloadAction<{ slug: string; error: string }>) {
      state.filters[action.payload.slug] = { status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToCartSucceeded, (state, action) => {
      const { productId, quantity } = action.payload;
      state.home.sections.forEach((section) => productListsOf(section).forEach((list) => reduceStock(list, productId, quantity)));
      Object.values(state.listings).forEach((listing) => reduceStock(listing.data?.products.data, productId, quantity));
    });
  },
});

export const {
  homeSectionsStarted, homeSectionsLoaded, homeSectionsFailed, listingStarted, listingLoaded, listingFailed,
  filtersStarted, filtersLoaded, filtersFailed,
} = catalogSlice.actions;
export const catalogReducer = catalogSlice.reducer;
