import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { isSessionReset } from '../session/session-slice';
import type { RewardInfo, RewardPage, RewardRow } from './rewards-api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/** `/my-rewards`' state: the Reward row, the history loaded so far (merged by id) and the conversion. */
export interface RewardsState {
  reward: RewardInfo | null;
  rows: RewardRow[];
  status: Status;
  error: string | null;
  nextPageUrl: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
  convert: { status: Status; error: string | null; message: string | null };
}

export const rewardsOpened = createAction('rewards/opened');
export const moreRewardsRequested = createAction('rewards/moreRequested');
/** Confirmed by the shopper: `points` to convert and the amount (base currency, 2 decimals) shown to them. */
export const convertRequested = createAction<{ points: number; amount: string }>('rewards/convertRequested');

export const initialRewardsState: RewardsState = {
  reward: null,
  rows: [],
  status: 'idle',
  error: null,
  nextPageUrl: null,
  moreStatus: 'idle',
  convert: { status: 'idle', error: null, message: null },
};

function merged(rows: RewardRow[], fresh: RewardRow[]): RewardRow[] {
  const known = new Set(rows.map((row) => row.id));
  return [...rows, ...fresh.filter((row) => !known.has(row.id))];
}

export const rewardsSlice = createSlice({
  name: 'rewards',
  initialState: initialRewardsState,
  reducers: {
    historyStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    firstPageLoaded(state, action: PayloadAction<RewardPage>) {
      state.reward = action.payload.reward;
      // Page 1 starts the list afresh (rows keep the server's order); later pages append by id.
      state.rows = merged([], action.payload.rows);
      state.nextPageUrl = action.payload.nextPageUrl;
      state.status = 'succeeded';
      state.moreStatus = 'idle';
    },
    historyFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    morePageLoaded(state, action: PayloadAction<RewardPage>) {
      if (action.payload.reward) state.reward = action.payload.reward;
      state.rows = merged(state.rows, action.payload.rows);
      state.nextPageUrl = action.payload.nextPageUrl;
      state.moreStatus = 'idle';
    },
    morePageFailed(state) {
      state.moreStatus = 'failed';
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
    builder
      .addCase(moreRewardsRequested, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(convertRequested, (state) => {
        state.convert = { status: 'loading', error: null, message: null };
      })
      .addMatcher(isSessionReset, () => initialRewardsState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof rewardsSlice> {}
}

export const { historyStarted, firstPageLoaded, historyFailed, morePageLoaded, morePageFailed, convertSucceeded, convertFailed } =
  rewardsSlice.actions;
