import type { FeatureDescriptor } from '../../app/feature';
import { COMPARE_TEXTS } from './compare-texts';

/** The compare screens' state, watchers and texts: lazy, none of it is in the home load. */
export const comparePageFeature: FeatureDescriptor = {
  name: 'comparePage',
  sagas: {},
  texts: COMPARE_TEXTS,
};
