import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { Category } from '../../types/catalogue';

export interface CategoryTreeState {
  items: Category[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The server's own words for a failure, or '' (the screen says something went wrong). */
  error: string | null;
}

const initialState: CategoryTreeState = { items: [], status: 'idle', error: null };

export const categoryTreeSlice = createSlice({
  name: 'categoryTree',
  initialState,
  reducers: {
    /** The screen opened: read afresh, showing what was loaded meanwhile. */
    categoryTreeRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    categoryTreeLoaded(state, action: PayloadAction<Category[]>) {
      state.items = action.payload;
      state.status = 'succeeded';
    },
    categoryTreeFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof categoryTreeSlice> {}
}

export const { categoryTreeRequested, categoryTreeLoaded, categoryTreeFailed } = categoryTreeSlice.actions;
export const selectCategoryTree = lazySliceState('categoryTree', initialState);
