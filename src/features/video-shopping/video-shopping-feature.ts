import type { FeatureDescriptor } from '../../app/feature';
import { videoShopSagas, videoShopsSagas } from './video-shopping-sagas';
import { videoShopSlice, videoShopsSlice } from './video-shopping-slice';
import { VIDEO_SHOPPING_TEXTS } from './video-shopping-texts';

/** `/video-shopping`: the list's state, watcher and texts, lazy with the screen. */
export const videoShopsFeature: FeatureDescriptor = {
  name: 'videoShops',
  slice: videoShopsSlice,
  sagas: videoShopsSagas,
  texts: VIDEO_SHOPPING_TEXTS,
};

/** `/video-shopping/:slug`: one video's state, watcher and texts. */
export const videoShopFeature: FeatureDescriptor = {
  name: 'videoShop',
  slice: videoShopSlice,
  sagas: videoShopSagas,
  texts: VIDEO_SHOPPING_TEXTS,
};
