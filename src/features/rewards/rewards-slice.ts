import { combineReducers, createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { createPagedListsSlice, type PagedListsState } from '../../lib/paging/paged-lists';
import { isSessionReset } from '../session/session-slice';
import type { RewardInfo, RewardRow } from './rewards-api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** What `/my-rewards` keeps besides its history: the Reward row and the conversion. */
export interface RewardsCore {
  reward: RewardInfo | null;
  convert: { status: Status; error: string | null; message: string | null };
}

/** Confirmed by the shopper: `points` to convert and the amount (base currency, 2 decimals) shown to them. */
export const convertRequested = createAction<{ points: number; amount: string }>('rewards/convertRequested');

export const initialRewardsCore: RewardsCore = { reward: null, convert: { status: 'idle', error: null, message: null } };

const coreSlice = createSlice({
  name: 'rewards',
  initialState: initialRewardsCore,
  reducers: {
    /** Each history page carries the Reward row: the newest one read stands (none keeps what is shown). */
    rewardLoaded(state, action: PayloadAction<RewardInfo | null>) {
      if (action.payload) state.reward = action.payload;
    },
    convertSucceeded(state, action: PayloadAction<{ reward: RewardInfo | null; message: string }>) {
      if (action.payload.reward) state.reward = action.payload.reward;
      state.convert = { status: 'succeeded', error: null, message: action.payload.message };
    },
    convertFailed(state, action: PayloadAction<string>) {
      state.convert = { status: 'failed', error: action.payload, message: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(convertRequested, (state) => {
      state.convert = { status: 'loading', error: null, message: null };
    });
  },
});

/** The history (the paging kit: merged by id, "Show more" from `next_page_url`). */
export const historyLists = createPagedListsSlice<RewardRow, 'rewardHistory'>('rewardHistory');

/** The history's one list. */
export const REWARD_HISTORY_KEY = 'all';

export interface RewardsState {
  core: RewardsCore;
  history: PagedListsState<RewardRow>;
}

const combined = combineReducers({ core: coreSlice.reducer, history: historyLists.slice.reducer });

/** Another shopper (or none): nothing of the last one's points may stay on screen. */
const forgetOnSessionReset = (state: RewardsState | undefined, action: UnknownAction): RewardsState =>
  combined(isSessionReset(action) ? undefined : state, action);

/** One lazy slice for the feature: its own state and the history side by side. */
export const rewardsSlice = { reducerPath: 'rewards' as const, reducer: forgetOnSessionReset };

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    rewards: RewardsState;
  }
}

export const { rewardLoaded, convertSucceeded, convertFailed } = coreSlice.actions;
/** The screen opened (page 1 afresh; the rows shown stay while it is read) and "Show more". */
export const { requested: rewardHistoryRequested, moreRequested: moreRewardsRequested } = historyLists.slice.actions;
