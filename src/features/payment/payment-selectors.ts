import type { RootState } from '../../app/store';
import { idle } from '../../lib/remote';
import { initialPaymentState, type PaymentState } from './payment-slice';

const slice = (state: RootState): PaymentState => state.payment ?? initialPaymentState;

export const selectPaymentOrder = (state: RootState) => slice(state).order ?? idle();
export const selectPay = (state: RootState) => slice(state).pay;
export const selectPaymentOrders = (state: RootState) => slice(state).order.data?.orders ?? [];
