import { combineReducers, createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { SubmitFailure } from '../../lib/forms/submit-failure';
import { createPagedListsSlice, type PagedList, type PagedListsState } from '../../lib/paging/paged-lists';
import { sessionExpired } from '../../lib/session/session-events';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import type { AffiliateDashboard, AffiliateProduct, AffiliateRegistration, AffiliateStates, Payout, PayoutRequest } from './affiliate-api';

/** The lists' keys: one list each, the paging kit's slices are keyed. */
export const LINKS_KEY = 'links';
export const PAYOUTS_KEY = 'payouts';

export const linkLists = createPagedListsSlice<AffiliateProduct, 'affiliateLinks'>('affiliateLinks');
export const payoutLists = createPagedListsSlice<Payout, 'affiliatePayouts'>('affiliatePayouts');

type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface FormRequest {
  status: RequestStatus;
  error: SubmitFailure | null;
}

export interface DashboardState {
  days: number;
  status: RequestStatus;
  data: AffiliateDashboard | null;
  /** The server's refusal (`{error}`), '' for any other failure. */
  error: string | null;
  notOffered: boolean;
}

export interface AffiliateCore {
  /** The four counters, from the latest links page. */
  states: AffiliateStates | null;
  /** The page's `base_url`, in front of every link built (as the original builds them). */
  linkBase: string;
  /** From the latest payouts page, or the latest payout request's answer. */
  balance: number | string | null;
  minimum: number | string | null;
  /** Payout requests sent on this visit, newest first: shown above the history read before. */
  added: Payout[];
  dashboard: DashboardState;
  register: FormRequest;
  payout: FormRequest;
}

const idle: FormRequest = { status: 'idle', error: null };
const initialCore: AffiliateCore = {
  states: null,
  linkBase: '',
  balance: null,
  minimum: null,
  added: [],
  dashboard: { days: 30, status: 'idle', data: null, error: null, notOffered: false },
  register: idle,
  payout: idle,
};

export const affiliateDashboardRequested = createAction<{ days: number }>('affiliate/dashboardRequested');
export const affiliateRegisterRequested = createAction<AffiliateRegistration>('affiliate/registerRequested');
export const payoutRequested = createAction<PayoutRequest>('affiliate/payoutRequested');

const coreSlice = createSlice({
  name: 'affiliate',
  initialState: initialCore,
  reducers: {
    statesLoaded(state, action: PayloadAction<{ states: AffiliateStates; base: string }>) {
      state.states = action.payload.states;
      state.linkBase = action.payload.base;
    },
    payoutInfoLoaded(state, action: PayloadAction<{ balance: number | string; minimum: number | string }>) {
      state.balance = action.payload.balance;
      state.minimum = action.payload.minimum;
    },
    dashboardLoaded(state, action: PayloadAction<AffiliateDashboard>) {
      state.dashboard = { ...state.dashboard, status: 'succeeded', data: action.payload, error: null, notOffered: false };
    },
    dashboardFailed(state, action: PayloadAction<{ message: string | null; notOffered: boolean }>) {
      state.dashboard = {
        ...state.dashboard,
        status: 'failed',
        error: action.payload.message ?? '',
        notOffered: action.payload.notOffered,
      };
    },
    registerSucceeded(state) {
      state.register = { status: 'succeeded', error: null };
    },
    registerFailed(state, action: PayloadAction<SubmitFailure>) {
      state.register = { status: 'failed', error: action.payload };
    },
    payoutSucceeded(state, action: PayloadAction<{ payout: Payout; balance: number | string }>) {
      state.payout = { status: 'succeeded', error: null };
      state.added = [action.payload.payout, ...state.added.filter((row) => row.id !== action.payload.payout.id)];
      state.balance = action.payload.balance;
    },
    payoutFailed(state, action: PayloadAction<SubmitFailure>) {
      state.payout = { status: 'failed', error: action.payload };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(affiliateDashboardRequested, (state, action) => {
        // The figures of the previous period stay on screen until the new ones arrive.
        state.dashboard = { ...state.dashboard, days: action.payload.days, status: 'loading', error: null };
      })
      .addCase(affiliateRegisterRequested, (state) => {
        state.register = { status: 'loading', error: null };
      })
      .addCase(payoutRequested, (state) => {
        state.payout = { status: 'loading', error: null };
      });
  },
});

export const {
  statesLoaded,
  payoutInfoLoaded,
  dashboardLoaded,
  dashboardFailed,
  registerSucceeded,
  registerFailed,
  payoutSucceeded,
  payoutFailed,
} = coreSlice.actions;

export const { requested: affiliateLinksRequested, moreRequested: moreAffiliateLinksRequested } = linkLists.slice.actions;
export const { requested: affiliatePayoutsRequested, moreRequested: moreAffiliatePayoutsRequested } = payoutLists.slice.actions;

export interface AffiliateState {
  core: AffiliateCore;
  links: PagedListsState<AffiliateProduct>;
  payouts: PagedListsState<Payout>;
}

const combined = combineReducers({ core: coreSlice.reducer, links: linkLists.slice.reducer, payouts: payoutLists.slice.reducer });

/** Another user (or none): nothing of the last one's programme may stay on screen. */
const forgetOnUserChange = (state: AffiliateState | undefined, action: UnknownAction): AffiliateState =>
  combined(signInSucceeded.match(action) || logoutSucceeded.match(action) || sessionExpired.match(action) ? undefined : state, action);

/** One lazy slice for the feature: its own state and the two paged lists side by side. */
export const affiliateSlice = { reducerPath: 'affiliate' as const, reducer: forgetOnUserChange };

declare module '../../app/root-reducer' {
  interface LazyLoadedSlices {
    affiliate: AffiliateState;
  }
}

const core = (state: RootState): AffiliateCore => state.affiliate?.core ?? initialCore;
export const selectAffiliateCore = core;
export const selectLinkList = (state: RootState): PagedList<AffiliateProduct> | null =>
  linkLists.selectList(state.affiliate?.links, LINKS_KEY);
export const selectPayoutList = (state: RootState): PagedList<Payout> | null =>
  payoutLists.selectList(state.affiliate?.payouts, PAYOUTS_KEY);
/** Paged-kit selectors take the key as their second argument. */
export const selectLinkListByKey = (state: RootState, key: string) => linkLists.selectList(state.affiliate?.links, key);
export const selectPayoutListByKey = (state: RootState, key: string) => payoutLists.selectList(state.affiliate?.payouts, key);
