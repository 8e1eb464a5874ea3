import type { RootState } from '../../app/store';
import type { PagedList } from '../../lib/paging/paged-lists';
import type { RewardRow } from './rewards-api';
import { historyLists, initialRewardsCore, REWARD_HISTORY_KEY, type RewardsCore } from './rewards-slice';

/** The slice is lazy: until the feature is injected its initial state stands in. */
export const selectRewards = (state: RootState): RewardsCore => state.rewards?.core ?? initialRewardsCore;
export const selectRewardHistory = (state: RootState): PagedList<RewardRow> | null =>
  historyLists.selectList(state.rewards?.history, REWARD_HISTORY_KEY);
