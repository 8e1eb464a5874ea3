import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import { routeChanged } from '../shell/shell-slice';
import type { Suggestion } from './search-api';

/**
 * The fewest characters worth asking about. The original asks on every keyup, one letter included;
 * `LIKE '%a%'` matches nearly every product (and every ask is stored in the shop's search log), so
 * a single letter would only fill the list with noise. Two already narrow it usefully.
 */
export const MIN_SEARCH_LENGTH = 2;

export interface SearchSuggestionsState {
  /** The trimmed text typed last: the only key whose answer may be shown. */
  key: string;
  /** The key the shown items belong to ('' = none shown). */
  shownKey: string;
  items: Suggestion[];
  status: 'idle' | 'waiting' | 'succeeded' | 'failed';
}

const initialState: SearchSuggestionsState = { key: '', shownKey: '', items: [], status: 'idle' };

export const searchSuggestionsSlice = createSlice({
  name: 'searchSuggestions',
  initialState,
  reducers: {
    /** The shopper changed the text (or asked to reopen the list with Down). */
    searchTyped(state, action: PayloadAction<string>) {
      state.key = action.payload.trim();
      if (state.key.length < MIN_SEARCH_LENGTH) Object.assign(state, { shownKey: '', items: [], status: 'idle' });
      else state.status = 'waiting';
    },
    suggestionsArrived(state, action: PayloadAction<{ key: string; items: Suggestion[] }>) {
      // An answer for an older text never replaces the list for the newer one.
      if (action.payload.key !== state.key) return;
      Object.assign(state, { shownKey: action.payload.key, items: action.payload.items, status: 'succeeded' });
    },
    suggestionsFailed(state, action: PayloadAction<{ key: string }>) {
      if (action.payload.key !== state.key) return;
      Object.assign(state, { shownKey: '', items: [], status: 'failed' });
    },
  },
  extraReducers: (builder) => {
    // Search results are reset on every route change (a late answer is dropped too).
    builder.addCase(routeChanged, () => initialState);
  },
});

export const { searchTyped, suggestionsArrived, suggestionsFailed } = searchSuggestionsSlice.actions;

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof searchSuggestionsSlice> {}
}

/** Undefined until the feature is injected (first focus on the search box). */
export const selectSearchSuggestions = lazySliceState('searchSuggestions', initialState);
