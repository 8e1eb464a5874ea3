import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import type { OrderRow, Reward } from '../../types/account';

/**
 * What the account area knows beyond the session user: the sidebar's `home/check-auth` extras
 * (reward points, whether digital downloads exist) and the dashboard's latest orders. The user
 * itself lives in the session slice, replaced from each check-auth answer.
 */
export interface AccountState {
  check: { status: RequestStatus; reward: Reward | null; downloadUrls: boolean };
  orders: { status: RequestStatus; rows: OrderRow[]; total: number; error: string | null };
}

/** An account screen mounted: confirm the session with the backend and refresh the user. */
export const accountOpened = createAction('account/accountOpened');
/** The dashboard mounted (or "try again"): load the latest orders. */
export const latestOrdersRequested = createAction('account/latestOrdersRequested');

const initialState: AccountState = {
  check: { status: 'idle', reward: null, downloadUrls: false },
  orders: { status: 'idle', rows: [], total: 0, error: null },
};

export const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    checkAuthSucceeded(state, action: PayloadAction<{ reward: Reward | null; downloadUrls: boolean }>) {
      state.check = { status: 'succeeded', ...action.payload };
    },
    checkAuthFailed(state) {
      state.check.status = 'failed';
    },
    latestOrdersSucceeded(state, action: PayloadAction<{ rows: OrderRow[]; total: number }>) {
      state.orders = { status: 'succeeded', error: null, ...action.payload };
    },
    latestOrdersFailed(state, action: PayloadAction<string>) {
      state.orders.status = 'failed';
      state.orders.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(accountOpened, (state) => {
        state.check.status = 'loading';
      })
      .addCase(latestOrdersRequested, (state) => {
        state.orders.status = 'loading';
        state.orders.error = null;
      });
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof accountSlice> {}
}

export const { checkAuthSucceeded, checkAuthFailed, latestOrdersSucceeded, latestOrdersFailed } = accountSlice.actions;
