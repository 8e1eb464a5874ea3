import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { Id } from '../../types/common';
import { isSessionReset } from '../session/session-slice';
import type { CompareItem } from './compare-api';
import { compareListLoaded, compareToggled, compareToggleFailed, compareToggleSettled } from './compare-slice';

/** `/compare-list`'s products (lazy: the screen brings it in). */
export interface ComparePageState {
  items: CompareItem[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  /** Products with a removal under way. */
  removing: Id[];
}

export const initialComparePageState: ComparePageState = { items: [], status: 'idle', error: null, removing: [] };

export const comparePageRequested = createAction('comparePage/requested');

export const comparePageSlice = createSlice({
  name: 'comparePage',
  initialState: initialComparePageState,
  reducers: {
    comparePageStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    comparePageFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(compareListLoaded, (state, action) => {
        const seen = new Set<number>();
        // Each product once (a signed-in list may hold duplicates).
        state.items = action.payload.filter((item) => !seen.has(Number(item.id)) && seen.add(Number(item.id)));
        state.status = 'succeeded';
      })
      .addCase(compareToggled, (state, action) => {
        const id = Number(action.payload.productId);
        state.removing = state.removing.filter((x) => x !== id);
        if (!action.payload.compared) state.removing.push(id);
      })
      .addCase(compareToggleFailed, (state, action) => {
        state.removing = state.removing.filter((x) => x !== Number(action.payload.productId));
      })
      .addCase(compareToggleSettled, (state, action) => {
        const id = Number(action.payload.productId);
        state.removing = state.removing.filter((x) => x !== id);
        if (!action.payload.compared) state.items = state.items.filter((item) => Number(item.id) !== id);
      })
      .addMatcher(isSessionReset, () => initialComparePageState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof comparePageSlice> {}
}

export const { comparePageStarted, comparePageFailed } = comparePageSlice.actions;
export const selectComparePage = lazySliceState('comparePage', initialComparePageState);
