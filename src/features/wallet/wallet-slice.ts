import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SubmitFailure } from '../../lib/forms/submit-failure';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import type { WalletMethods, WalletPage, WalletRow } from './wallet-api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * `/my-wallet`'s state: the recharge history loaded so far (merged by id, newest first), the
 * offline methods from `user/wallet-data`, and the recharge request. The balance itself is the
 * session user's (`home/check-auth` refreshes it), never `wallet-history.balance`.
 */
export interface WalletState {
  /** The screen is mounted: live notifications then refresh the balance and the history. */
  open: boolean;
  rows: WalletRow[];
  status: Status;
  error: string | null;
  /** `next_page_url` of the last page read going forward; null: the end. */
  nextPageUrl: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
  methods: { status: Status } & WalletMethods;
  recharge: { status: RequestStatus; error: SubmitFailure | null };
}

/**
 * The screen mounted: page 1 of the history and the methods. `gatewayOutcome`: it opened on the
 * card gateway's return (`?recharge=pending|declined|cancelled`), which is said once.
 */
export const walletOpened = createAction<{ gatewayOutcome?: string } | undefined>('wallet/opened');
export const walletClosed = createAction('wallet/closed');
export const moreWalletHistoryRequested = createAction('wallet/moreHistoryRequested');
/** An offline recharge: the amount as typed (active currency); the proof stays out of the store (wallet-proof.ts). */
export const offlineRechargeRequested = createAction<{ amount: string; methodId: number; methodName: string; proofKey: string | null }>(
  'wallet/offlineRechargeRequested',
);
/** A recharge through an in-page provider (payment's sdk-methods.ts): its window takes the payment, then the page posts it. */
export const sdkRechargeRequested = createAction<{ amount: string; method: string }>('wallet/sdkRechargeRequested');
/** The recharge dialog closed (or another method was chosen): a provider's window still waiting is given up. */
export const sdkRechargeAbandoned = createAction('wallet/sdkRechargeAbandoned');
/** A recharge through a method that leaves the page (payment's payment-methods.ts): the whole page goes to its start route. */
export const gatewayRechargeRequested = createAction<{ amount: string; method: string }>('wallet/gatewayRechargeRequested');

export const initialWalletState: WalletState = {
  open: false,
  rows: [],
  status: 'idle',
  error: null,
  nextPageUrl: null,
  moreStatus: 'idle',
  methods: { status: 'idle', offline: [], indianCurrency: null, xof: null },
  recharge: { status: 'idle', error: null },
};

/** Rows of a fresh page 1 go on top when new; known rows take the server's values (a pending one approved). */
function mergeOnTop(rows: WalletRow[], fresh: WalletRow[]): WalletRow[] {
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const updated = rows.map((row) => byId.get(row.id) ?? row);
  const known = new Set(rows.map((row) => row.id));
  return [...fresh.filter((row) => !known.has(row.id)), ...updated];
}

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    historyStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** Page 1 (the screen opened, a live push, back from the gateway): merged on top of what is shown. */
    firstPageLoaded(state, action: PayloadAction<WalletPage>) {
      const first = state.status !== 'succeeded' || state.rows.length === 0;
      state.rows = mergeOnTop(state.rows, action.payload.rows);
      if (first) state.nextPageUrl = action.payload.nextPageUrl;
      state.status = 'succeeded';
      state.error = null;
    },
    historyFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    morePageLoaded(state, action: PayloadAction<WalletPage>) {
      const known = new Set(state.rows.map((row) => row.id));
      state.rows.push(...action.payload.rows.filter((row) => !known.has(row.id)));
      state.nextPageUrl = action.payload.nextPageUrl;
      state.moreStatus = 'idle';
    },
    morePageFailed(state) {
      state.moreStatus = 'failed';
    },
    methodsLoaded(state, action: PayloadAction<WalletMethods>) {
      state.methods = { status: 'succeeded', ...action.payload };
    },
    methodsFailed(state) {
      state.methods.status = 'failed';
    },
    rechargeSucceeded(state, action: PayloadAction<WalletPage>) {
      state.rows = mergeOnTop(state.rows, action.payload.rows);
      if (state.status !== 'succeeded') {
        state.status = 'succeeded';
        state.nextPageUrl = action.payload.nextPageUrl;
      }
      state.recharge = { status: 'succeeded', error: null };
    },
    rechargeFailed(state, action: PayloadAction<SubmitFailure>) {
      state.recharge = { status: 'failed', error: action.payload };
    },
    /** The gateway is not reachable from here (no absolute base URL): the form may be sent again. */
    rechargeEnded(state) {
      state.recharge = { status: 'idle', error: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(walletOpened, (state) => {
        state.open = true;
      })
      .addCase(walletClosed, (state) => {
        state.open = false;
      })
      .addCase(moreWalletHistoryRequested, (state) => {
        state.moreStatus = 'loading';
      })
      .addCase(offlineRechargeRequested, (state) => {
        state.recharge = { status: 'loading', error: null };
      })
      .addCase(gatewayRechargeRequested, (state) => {
        state.recharge = { status: 'loading', error: null };
      })
      .addCase(sdkRechargeRequested, (state) => {
        state.recharge = { status: 'loading', error: null };
      })
      // Another shopper (or none): nothing of the previous one's wallet may stay.
      .addCase(signInSucceeded, () => initialWalletState)
      .addCase(logoutSucceeded, () => initialWalletState)
      .addCase(sessionExpired, () => initialWalletState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof walletSlice> {}
}

export const {
  historyStarted,
  firstPageLoaded,
  historyFailed,
  morePageLoaded,
  morePageFailed,
  methodsLoaded,
  methodsFailed,
  rechargeSucceeded,
  rechargeFailed,
  rechargeEnded,
} = walletSlice.actions;
