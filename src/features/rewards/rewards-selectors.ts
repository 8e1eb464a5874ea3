import { lazySliceState } from '../../app/lazy-slice-state';
import { initialRewardsState } from './rewards-slice';

/** The slice is lazy: until the feature is injected its initial state stands in. */
export const selectRewards = lazySliceState('rewards', initialRewardsState);
