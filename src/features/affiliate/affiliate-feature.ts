import type { FeatureDescriptor } from '../../app/feature';
import { affiliateSagas } from './affiliate-sagas';
import { affiliateSlice } from './affiliate-slice';
import { AFFILIATE_TEXTS } from './affiliate-texts';

/** The affiliate screens' state, watchers and texts: lazy, none of it is in the home load. */
export const affiliateFeature: FeatureDescriptor = {
  name: 'affiliate',
  slice: affiliateSlice,
  sagas: affiliateSagas,
  texts: AFFILIATE_TEXTS,
};
