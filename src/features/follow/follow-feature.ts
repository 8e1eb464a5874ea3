import type { FeatureDescriptor } from '../../app/feature';
import { followedShopsSagas } from './followed-shops-sagas';
import { followedShopsSlice } from './followed-shops-slice';
import { FOLLOW_TEXTS } from './follow-texts';

/** The followed shops screen's state, watchers and texts: lazy, none of it is in the home load. */
export const followPageFeature: FeatureDescriptor = {
  name: 'followPage',
  slice: followedShopsSlice,
  sagas: followedShopsSagas,
  texts: FOLLOW_TEXTS,
};
