import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { StaticPage } from './static-page-api';

/** `/page/:slug`: the page shown (one at a time, like the original) and how its load went. */
export interface StaticPageState {
  slug: string | null;
  page: StaticPage | null;
  status: 'idle' | 'loading' | 'succeeded' | 'missing' | 'failed';
  error: string | null;
}

export const initialStaticPageState: StaticPageState = { slug: null, page: null, status: 'idle', error: null };

export const staticPageSlice = createSlice({
  name: 'staticPage',
  initialState: initialStaticPageState,
  reducers: {
    /** The screen asks for a slug; `retry` loads it again even when it is the one shown. */
    pageRequested(_state, _action: PayloadAction<{ slug: string; retry?: boolean }>) {},
    pageStarted(state, action: PayloadAction<string>) {
      state.slug = action.payload;
      state.page = null;
      state.status = 'loading';
      state.error = null;
    },
    pageLoaded(state, action: PayloadAction<StaticPage>) {
      state.page = action.payload;
      state.status = 'succeeded';
    },
    pageMissing(state) {
      state.status = 'missing';
    },
    pageFailed(state, action: PayloadAction<string | null>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof staticPageSlice> {}
}

export const { pageRequested, pageStarted, pageLoaded, pageMissing, pageFailed } = staticPageSlice.actions;

export const selectStaticPage = lazySliceState('staticPage', initialStaticPageState);
