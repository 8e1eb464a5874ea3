import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import type { FilterData, ListingResult } from './catalog-types';

export const selectHome = (state: RootState) => state.catalog.home;
export const selectListing = (key: string) => (state: RootState) => state.catalog.listings[key] ?? idle<ListingResult>();
export const selectFilters = (slug: string) => (state: RootState) => state.catalog.filters[slug] ?? idle<FilterData>();
