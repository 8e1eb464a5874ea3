import type { WithSlice } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { createPagedListsSlice } from '../../lib/paging/paged-lists';
import type { Brand } from '../../types/catalogue';

/** All brands, one list (key `all`), grown page by page. */
export const BRANDS_KEY = 'all';

const brands = createPagedListsSlice<Brand, 'brands'>('brands');
export const brandsSlice = brands.slice;

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof brandsSlice> {}
}

export const { requested: brandsRequested, moreRequested: moreBrandsRequested } = brandsSlice.actions;
export const selectBrandList = (state: RootState, key = BRANDS_KEY) => brands.selectList(state.brands, key);
