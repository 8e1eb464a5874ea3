import type { FeatureDescriptor } from '../../app/feature';
import { wishlistPageSagas } from './wishlist-page-sagas';
import { wishlistPageSlice } from './wishlist-page-slice';
import { WISHLIST_TEXTS } from './wishlist-texts';

/** The wishlist screens' state, watchers and texts: lazy, none of it is in the home load. */
export const wishlistPageFeature: FeatureDescriptor = {
  name: 'wishlistPage',
  slice: wishlistPageSlice,
  sagas: wishlistPageSagas,
  texts: WISHLIST_TEXTS,
};
