import type { FeatureDescriptor } from '../../app/feature';
import { listingSagas } from './listing-sagas';
import { listingSlice } from './listing-slice';
import { LISTING_TEXTS } from './listing-texts';

/** The product listing screens' state and sagas, brought in by ListingScreen (`useFeature`). */
export const listingFeature: FeatureDescriptor = { name: 'listing', slice: listingSlice, sagas: listingSagas, texts: LISTING_TEXTS };
