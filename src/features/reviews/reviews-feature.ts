import type { FeatureDescriptor } from '../../app/feature';
import { reviewsSagas } from './reviews-sagas';
import { reviewsSlice } from './reviews-slice';
import { REVIEWS_TEXTS } from './reviews-texts';

/** The product page's reviews: state, watchers and texts come with the lazy section, never with the page's first chunk. */
export const reviewsFeature: FeatureDescriptor = {
  name: 'reviews',
  slice: reviewsSlice,
  sagas: reviewsSagas,
  texts: REVIEWS_TEXTS,
};
