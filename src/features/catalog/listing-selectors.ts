import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import type { FilterData, ListingResult } from './catalog-types';
import { initialListingState } from './listing-slice';

/** Until the first action after injection the slice's state is absent: read its initial state then. */
const listingState = lazySliceState('listing', initialListingState);

export const selectListing = (key: string) => (state: RootState) => listingState(state).listings[key] ?? idle<ListingResult>();
export const selectFilters = (slug: string) => (state: RootState) => listingState(state).filters[slug] ?? idle<FilterData>();
export const selectPendingCount = (state: RootState) => listingState(state).pendingCount;
