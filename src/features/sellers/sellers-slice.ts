import type { WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice } from '../../lib/paging/paged-lists';
import type { ShopCard } from '../../types/catalogue';

/** All sellers, one list per sort (switching back shows what was loaded at once). */
const sellers = createPagedListsSlice<ShopCard, 'sellers'>('sellers');
export const sellersSlice = sellers.slice;

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof sellersSlice> {}
}

export const { requested: sellersRequested, moreRequested: moreSellersRequested } = sellersSlice.actions;
export const selectSellerList = (state: RootState, sort: string) => sellers.selectList(state.sellers, sort);
