import type { FeatureDescriptor } from '../../app/feature';
import { rewardsSagas } from './rewards-sagas';
import { rewardsSlice } from './rewards-slice';
import { REWARDS_TEXTS } from './rewards-texts';

/** The rewards screen's state, watchers and texts: lazy, none of it is in the home load. */
export const rewardsFeature: FeatureDescriptor = {
  name: 'rewards',
  slice: rewardsSlice,
  sagas: rewardsSagas,
  texts: REWARDS_TEXTS,
};
