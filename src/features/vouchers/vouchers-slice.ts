import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import { isSessionReset } from '../session/session-slice';
import type { Voucher, VoucherPage } from './vouchers-api';

/** `/user/gift-voucher`: the coupons loaded so far (merged by id) and where the list goes on. */
export interface VouchersState {
  items: Voucher[];
  currentPage: number;
  nextPageUrl: string | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  error: string | null;
  moreStatus: 'idle' | 'loading' | 'failed';
}

export const vouchersRequested = createAction('vouchers/requested');
export const moreVouchersRequested = createAction('vouchers/moreRequested');

export const initialVouchersState: VouchersState = {
  items: [],
  currentPage: 0,
  nextPageUrl: null,
  status: 'idle',
  error: null,
  moreStatus: 'idle',
};

export const vouchersSlice = createSlice({
  name: 'vouchers',
  initialState: initialVouchersState,
  reducers: {
    firstPageStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    firstPageLoaded(state, action: PayloadAction<VoucherPage>) {
      state.items = action.payload.vouchers;
      state.currentPage = action.payload.currentPage;
      state.nextPageUrl = action.payload.nextPageUrl;
      state.status = 'succeeded';
      state.moreStatus = 'idle';
    },
    firstPageFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** A further page: coupons already shown are dropped by id. */
    morePageLoaded(state, action: PayloadAction<VoucherPage>) {
      const known = new Set(state.items.map((voucher) => voucher.id));
      state.items.push(...action.payload.vouchers.filter((voucher) => !known.has(voucher.id)));
      state.currentPage = action.payload.currentPage;
      state.nextPageUrl = action.payload.nextPageUrl;
      state.moreStatus = 'idle';
    },
    morePageFailed(state) {
      state.moreStatus = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(moreVouchersRequested, (state) => {
        state.moreStatus = 'loading';
      })
      .addMatcher(isSessionReset, () => initialVouchersState);
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof vouchersSlice> {}
}

export const { firstPageStarted, firstPageLoaded, firstPageFailed, morePageLoaded, morePageFailed } = vouchersSlice.actions;

export const selectVouchersState = lazySliceState('vouchers', initialVouchersState);
