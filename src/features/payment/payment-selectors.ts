import { lazySliceState } from '../../app/lazy-slice-state';
import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import { initialPaymentState } from './payment-slice';

const slice = lazySliceState('payment', initialPaymentState);

export const selectPaymentOrder = (state: RootState) => slice(state).order ?? idle();
export const selectPay = (state: RootState) => slice(state).pay;
export const selectPaymentOrders = (state: RootState) => slice(state).order.data?.orders ?? [];
