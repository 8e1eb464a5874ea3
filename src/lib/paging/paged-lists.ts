import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { PageOf } from './read-page';

/**
 * Lists that grow page by page ("Load more", infinite scroll): brands, sellers, campaigns, a
 * campaign's products, flash sale, videos, a shop's coupons... Several live side by side, keyed by
 * a string the feature chooses (`"campaign:eid-sale:products"`), so switching tabs or slugs keeps
 * what was loaded. Further pages are appended without the rows already shown (merged by id) and
 * `next_page_url` decides whether there is more.
 */
export interface PagedList<T> {
  items: T[];
  /** The last page loaded (the next request asks for page + 1). */
  page: number;
  total: number | null;
  /** Rows a page holds, as the server said (null when it did not). */
  perPage: number | null;
  nextPageUrl: string | null;
  status: 'loading' | 'succeeded' | 'failed';
  /** The first page failed: what its error panel says (lib/saga/failure-message.ts), or '' for its default. */
  error: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
}

export type PagedListsState<T> = Record<string, PagedList<T>>;

export interface ListKey {
  key: string;
}

export function emptyPagedList<T>(): PagedList<T> {
  return { items: [], page: 0, total: null, perPage: null, nextPageUrl: null, status: 'loading', error: null, moreStatus: 'idle' };
}

function appendNew<T extends { id: number }>(items: T[], incoming: T[]): T[] {
  const known = new Set(items.map((item) => item.id));
  const fresh: T[] = [];
  for (const item of incoming) {
    if (known.has(item.id)) continue;
    known.add(item.id);
    fresh.push(item);
  }
  return [...items, ...fresh];
}

export interface PagedListsOptions {
  /** Actions after which every list is forgotten (e.g. the shopper changed: their own lists go). */
  resetOn?: (action: UnknownAction) => boolean;
}

/**
 * A slice of keyed paged lists. `requested` (first page afresh) and `moreRequested` are watched by
 * `watchPagedLists`; the screen reads `selectList(state, key)`.
 */
export function createPagedListsSlice<T extends { id: number }, Name extends string>(name: Name, options: PagedListsOptions = {}) {
  const initialState: PagedListsState<T> = {};
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** `quiet`: read without the progress bar (a background count). */
      requested(state, action: PayloadAction<ListKey & { quiet?: boolean }>) {
        const lists = state as PagedListsState<T>;
        const current = lists[action.payload.key];
        // Rows already shown stay on screen while page 1 is read again (no flash of emptiness).
        lists[action.payload.key] = current ? { ...current, status: 'loading', error: null } : emptyPagedList<T>();
      },
      moreRequested(state, action: PayloadAction<ListKey>) {
        const list = (state as PagedListsState<T>)[action.payload.key];
        if (list) list.moreStatus = 'loading';
      },
      firstPageLoaded(state, action: PayloadAction<ListKey & { page: PageOf<T> }>) {
        const { page } = action.payload;
        (state as PagedListsState<T>)[action.payload.key] = {
          items: appendNew<T>([], page.items),
          page: page.page,
          total: page.total,
          perPage: page.perPage,
          nextPageUrl: page.nextPageUrl,
          status: 'succeeded',
          error: null,
          moreStatus: 'idle',
        };
      },
      firstPageFailed(state, action: PayloadAction<ListKey & { message: string | null }>) {
        const list = (state as PagedListsState<T>)[action.payload.key] ?? emptyPagedList<T>();
        (state as PagedListsState<T>)[action.payload.key] = { ...list, status: 'failed', error: action.payload.message ?? '' };
      },
      morePageLoaded(state, action: PayloadAction<ListKey & { page: PageOf<T> }>) {
        const list = (state as PagedListsState<T>)[action.payload.key];
        if (!list) return;
        const { page } = action.payload;
        list.items = appendNew<T>(list.items as T[], page.items) as typeof list.items;
        list.page = page.page;
        list.total = page.total ?? list.total;
        list.perPage = page.perPage ?? list.perPage;
        list.nextPageUrl = page.nextPageUrl;
        list.moreStatus = 'idle';
      },
      morePageFailed(state, action: PayloadAction<ListKey>) {
        const list = (state as PagedListsState<T>)[action.payload.key];
        if (list) list.moreStatus = 'failed';
      },
    },
    extraReducers: (builder) => {
      if (options.resetOn) builder.addMatcher(options.resetOn, () => initialState);
    },
  });
  const selectList = (lists: PagedListsState<T> | undefined, key: string): PagedList<T> | null => lists?.[key] ?? null;
  return { slice, selectList };
}

export type PagedListsActions<T extends { id: number }> = ReturnType<typeof createPagedListsSlice<T, string>>['slice']['actions'];
