import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Remote } from '../../lib/remote';
import type { ProductCard } from '../../types/catalogue';
import { addToCartSucceeded } from '../cart/cart-slice';
import { reduceStock } from '../../lib/stock/reduce-stock';
import type { HomePage, HomeSectionData } from './catalog-types';

/** The catalogue's part of the home screen; eager, since home is the first screen most shoppers see. */
export interface HomeState {
  sections: HomeSectionData[];
  nextPage: number;
  hasMore: boolean;
  status: Remote<unknown>['status'];
  /** The first answer's sections below the top one have been shown (use-top-first.ts): later visits show all at once. */
  restShown: boolean;
}

/** Home asks for its next sections (first render, scrolling near the end, "load more", retry). */
export const homeSectionsRequested = createAction('home/sectionsRequested');

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

export const homeSlice = createSlice({
  name: 'home',
  initialState: { sections: [], nextPage: 1, hasMore: true, status: 'idle', restShown: false } as HomeState,
  reducers: {
    homeRestShown(state) {
      state.restShown = true;
    },
    homeSectionsStarted(state) {
      state.status = 'loading';
    },
    homeSectionsSucceeded(state, action: PayloadAction<HomePage & { maxPages: number }>) {
      const { sections, hasMore, maxPages } = action.payload;
      for (const section of sections) {
        const known = state.sections.findIndex((s) => s.index === section.index);
        if (known >= 0) state.sections[known] = section;
        else state.sections.push(section);
      }
      state.sections.sort((a, b) => a.index - b.index);
      state.nextPage += 1;
      // has_more_data counts configured sections, not delivered ones, so a page whose sections were
      // all skipped must not end the list; the page cap guards against a server that never says no.
      state.hasMore = hasMore && state.nextPage <= maxPages;
      state.status = 'succeeded';
    },
    homeSectionsFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(addToCartSucceeded, (state, action) => {
      const { productId, quantity } = action.payload;
      state.sections.forEach((section) => productListsOf(section).forEach((list) => reduceStock(list, productId, quantity)));
    });
  },
});

export const { homeSectionsStarted, homeSectionsSucceeded, homeSectionsFailed, homeRestShown } = homeSlice.actions;
