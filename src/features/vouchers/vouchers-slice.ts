import type { WithSlice } from '@reduxjs/toolkit';
import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { createPagedListsSlice, type PagedListsState } from '../../lib/paging/paged-lists';
import { isSessionReset } from '../session/session-slice';
import type { Voucher } from './vouchers-api';

/** `/user/gift-voucher`: the coupons loaded so far (the paging kit: merged by id), gone with the shopper. */
const vouchers = createPagedListsSlice<Voucher, 'vouchers'>('vouchers', { resetOn: isSessionReset });
export const vouchersSlice = vouchers.slice;

/** The screen's one list. */
export const VOUCHERS_KEY = 'all';

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof vouchersSlice> {}
}

export const { requested: vouchersRequested, moreRequested: moreVouchersRequested } = vouchersSlice.actions;

const selectVoucherLists = lazySliceState('vouchers', {} as PagedListsState<Voucher>);
export const selectVoucherList = (state: RootState) => vouchers.selectList(selectVoucherLists(state), VOUCHERS_KEY);
