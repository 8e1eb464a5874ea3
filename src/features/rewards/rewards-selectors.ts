import type { RootState } from '../../app/store';
import { initialRewardsState } from './rewards-slice';

/** The slice is lazy: until the feature is injected its initial state stands in. */
export const selectRewards = (state: RootState) => state.rewards ?? initialRewardsState;
