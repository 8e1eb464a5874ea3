import type { FeatureDescriptor } from '../../app/feature';
import { FOLLOW_TEXTS } from './follow-texts';

/** The followed shops screens' state, watchers and texts: lazy, none of it is in the home load. */
export const followPageFeature: FeatureDescriptor = {
  name: 'followPage',
  sagas: {},
  texts: FOLLOW_TEXTS,
};
