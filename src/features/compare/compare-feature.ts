import type { FeatureDescriptor } from '../../app/feature';
import { comparePageSagas } from './compare-page-sagas';
import { comparePageSlice } from './compare-page-slice';
import { COMPARE_TEXTS } from './compare-texts';

/** The compare screens' state, watchers and texts: lazy, none of it is in the home load. */
export const comparePageFeature: FeatureDescriptor = {
  name: 'comparePage',
  slice: comparePageSlice,
  sagas: comparePageSagas,
  texts: COMPARE_TEXTS,
};
