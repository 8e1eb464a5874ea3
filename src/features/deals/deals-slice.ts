import type { WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice } from '../../lib/paging/paged-lists';
import type { DealKind, FlashProduct } from './deals-api';

/** The flash sale and the three curated lists, keyed by their DealKind. */
const lists = createPagedListsSlice<FlashProduct, 'deals'>('deals');
export const dealsSlice = lists.slice;

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof dealsSlice> {}
}

export const { requested: dealsRequested, moreRequested: moreDealsRequested } = dealsSlice.actions;
export const selectDealList = (state: RootState, key: DealKind | string) => lists.selectList(state.deals, key);
