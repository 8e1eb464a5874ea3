import type { FeatureDescriptor } from '../../app/feature';
import { WISHLIST_TEXTS } from './wishlist-texts';

/** The wishlist screens' state, watchers and texts: lazy, none of it is in the home load. */
export const wishlistPageFeature: FeatureDescriptor = {
  name: 'wishlistPage',
  sagas: {},
  texts: WISHLIST_TEXTS,
};
