import type { FeatureDescriptor } from '../../app/feature';
import { REWARDS_TEXTS } from './rewards-texts';

/** The rewards screens' state, watchers and texts: lazy, none of it is in the home load. */
export const rewardsFeature: FeatureDescriptor = {
  name: 'rewards',
  sagas: {},
  texts: REWARDS_TEXTS,
};
