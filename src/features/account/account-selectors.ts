import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { accountSlice } from './account-slice';

/** The slice is lazy: until the feature is injected its initial state stands in. */
const account = lazySliceState('account', accountSlice.getInitialState());

export const selectAccountCheck = (state: RootState) => account(state).check;
export const selectLatestOrders = (state: RootState) => account(state).orders;
