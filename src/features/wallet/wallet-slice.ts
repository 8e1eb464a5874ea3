import { combineReducers, createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { createPagedListsSlice, type PagedListsState } from '../../lib/paging/paged-lists';
import type { SubmitFailure } from '../../lib/forms/submit-failure';
import type { RequestStatus } from '../../lib/forms/use-saga-submit';
import { isSessionReset } from '../session/session-slice';
import type { WalletMethods, WalletPage, WalletRow } from './wallet-api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * What `/my-wallet` keeps besides its history: whether it is open, the offline methods from
 * `user/wallet-data`, and the recharge request. The balance itself is the session user's
 * (`home/check-auth` refreshes it), never `wallet-history.balance`.
 */
export interface WalletCore {
  /** The screen is mounted: live notifications then refresh the balance and the history. */
  open: boolean;
  methods: { status: Status } & WalletMethods;
  recharge: { status: RequestStatus; error: SubmitFailure | null };
}

/**
 * The screen mounted: page 1 of the history and the methods. `gatewayOutcome`: it opened on the
 * card gateway's return (`?recharge=pending|declined|cancelled`), which is said once.
 */
export const walletOpened = createAction<{ gatewayOutcome?: string } | undefined>('wallet/opened');
export const walletClosed = createAction('wallet/closed');
/** A fresh page 1 read while the history is shown (a live push): merged on top, see `mergedOnTop`. */
export const historyRefreshed = createAction<WalletPage>('wallet/historyRefreshed');
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

export const initialWalletCore: WalletCore = {
  open: false,
  methods: { status: 'idle', offline: [], indianCurrency: null, xof: null },
  recharge: { status: 'idle', error: null },
};

/** The history (the paging kit: newest first, merged by id, "Show more" from `next_page_url`). */
export const historyLists = createPagedListsSlice<WalletRow, 'walletHistory'>('walletHistory');

/** The history's one list. */
export const WALLET_HISTORY_KEY = 'all';

const coreSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletCore,
  reducers: {
    methodsLoaded(state, action: PayloadAction<WalletMethods>) {
      state.methods = { status: 'succeeded', ...action.payload };
    },
    methodsFailed(state) {
      state.methods.status = 'failed';
    },
    /** The answer carries page 1 of the history: merged on top (`mergedOnTop`), the new pending row with it. */
    rechargeSucceeded(state, _action: PayloadAction<WalletPage>) {
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
      .addCase(offlineRechargeRequested, (state) => {
        state.recharge = { status: 'loading', error: null };
      })
      .addCase(gatewayRechargeRequested, (state) => {
        state.recharge = { status: 'loading', error: null };
      })
      .addCase(sdkRechargeRequested, (state) => {
        state.recharge = { status: 'loading', error: null };
      });
  },
});

export const { methodsLoaded, methodsFailed, rechargeSucceeded, rechargeFailed, rechargeEnded } = coreSlice.actions;
/** Page 1 afresh (the screen opened; the rows shown stay while it is read) and "Show more". */
export const { requested: walletHistoryRequested, moreRequested: moreWalletHistoryRequested } = historyLists.slice.actions;

/** Rows of a page 1 go on top when new; known rows take the server's values (a pending one approved). */
function mergeOnTop(rows: WalletRow[], fresh: WalletRow[]): WalletRow[] {
  const byId = new Map(fresh.map((row) => [row.id, row]));
  const updated = rows.map((row) => byId.get(row.id) ?? row);
  const known = new Set(rows.map((row) => row.id));
  return [...fresh.filter((row) => !known.has(row.id)), ...updated];
}

export interface WalletState {
  core: WalletCore;
  history: PagedListsState<WalletRow>;
}

const combined = combineReducers({ core: coreSlice.reducer, history: historyLists.slice.reducer });

/**
 * A page 1 that is not the screen's own read (a live push, a recharge's answer) keeps the further
 * pages already shown: its rows are merged on top. With nothing shown yet it is the first page.
 */
function mergedOnTop(state: WalletState, page: WalletPage): WalletState {
  const list = state.history[WALLET_HISTORY_KEY];
  if (!list || list.status !== 'succeeded') {
    return combined(state, historyLists.slice.actions.firstPageLoaded({ key: WALLET_HISTORY_KEY, page }));
  }
  const merged = { ...list, items: mergeOnTop(list.items, page.items) };
  return { ...state, history: { ...state.history, [WALLET_HISTORY_KEY]: merged } };
}

function walletReducer(state: WalletState | undefined, action: UnknownAction): WalletState {
  // Another shopper (or none): nothing of the previous one's wallet may stay.
  const next = combined(isSessionReset(action) ? undefined : state, action);
  if (historyRefreshed.match(action) || rechargeSucceeded.match(action)) return mergedOnTop(next, action.payload);
  return next;
}

/** One lazy slice for the feature: its own state and the history side by side. */
export const walletSlice = { reducerPath: 'wallet' as const, reducer: walletReducer };

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    wallet: WalletState;
  }
}
