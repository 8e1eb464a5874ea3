import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { failed, idle, loading, succeeded, type Remote } from '../../lib/remote';
import { isSessionReset } from '../session/session-slice';
import type { TextKey } from '../../lib/i18n/text-catalog';
import type { PaymentOrderAnswer } from './payment-api';

/**
 * Where a payment stands:
 * - idle: nothing sent yet (or a business refusal was shown: the shopper may choose again);
 * - sending: complete-order is on its way (the button is disabled, further clicks are ignored);
 * - checking: the answer was lost, the orders are being read back;
 * - uncertain: the answer was lost and the read-back did not say the orders are done: retry offered;
 * - redirecting: on the way to the card gateway's page;
 * - provider: an in-page provider's window (PayPal, Razorpay, …) is taking the payment;
 * - done: the orders are complete, `target` is the invoice to open.
 */
export type PayStatus = 'idle' | 'sending' | 'checking' | 'uncertain' | 'redirecting' | 'provider' | 'done';

export interface PaymentState {
  /** The page's `user/payment-order` answer, for `code` ('' = the cart's orders). */
  order: Remote<PaymentOrderAnswer> & { code?: string };
  pay: {
    status: PayStatus;
    error: string | null;
    target: string | null;
    /** Why an in-page provider's payment stopped (declined, cancelled, …): a language-file key. */
    notice?: TextKey;
  };
}

export interface PayRequest {
  code: string;
  trxId: string;
  paymentType: string;
  offlineId: number | '';
  /** The offline proof's key in payment-proof.ts (a File stays out of actions). */
  proofKey: string | null;
}

export const paymentOrderRequested = createAction<{ code: string }>('payment/orderRequested');
/** Pay with a page method (cash on delivery, pay later, wallet, offline) or start the card gateway. */
export const payRequested = createAction<PayRequest>('payment/payRequested');
/** The shopper chose another method while a provider's button (PayPal's) waited on the page. */
export const payAbandoned = createAction('payment/payAbandoned');
/** An in-page provider's first answer (its callback), for the record; later ones are dropped. */
export const sdkAnswered = createAction<{ method: string; kind: string }>('payment/sdkAnswered');

const initialPay: PaymentState['pay'] = { status: 'idle', error: null, target: null };
export const initialPaymentState: PaymentState = { order: idle(), pay: initialPay };

export const paymentSlice = createSlice({
  name: 'payment',
  initialState: initialPaymentState,
  reducers: {
    paymentOrderLoaded(state, action: PayloadAction<{ code: string; answer: PaymentOrderAnswer }>) {
      state.order = { ...succeeded(action.payload.answer), code: action.payload.code };
    },
    paymentOrderFailed(state, action: PayloadAction<{ code: string; error: string }>) {
      state.order = { ...failed(action.payload.error), code: action.payload.code };
    },
    payChecking(state) {
      state.pay = { status: 'checking', error: null, target: null };
    },
    payUncertain(state) {
      state.pay = { status: 'uncertain', error: null, target: null };
    },
    payRefused(state, action: PayloadAction<string>) {
      state.pay = { status: 'idle', error: action.payload, target: null };
    },
    payRedirecting(state) {
      state.pay = { status: 'redirecting', error: null, target: null };
    },
    payInProvider(state) {
      state.pay = { status: 'provider', error: null, target: null };
    },
    /** The provider did not take the payment: the shopper may choose again, with the reason. */
    payStopped(state, action: PayloadAction<TextKey>) {
      state.pay = { status: 'idle', error: null, target: null, notice: action.payload };
    },
    payDone(state, action: PayloadAction<string>) {
      state.pay = { status: 'done', error: null, target: action.payload };
    },
    /** The page opened (again): an earlier page's payment must not count for it. */
    paymentPageOpened(state) {
      state.pay = initialPay;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(paymentOrderRequested, (state, action) => {
        state.order = { ...loading(), code: action.payload.code };
      })
      .addCase(payRequested, (state) => {
        state.pay = { status: 'sending', error: null, target: null };
      })
      .addCase(payAbandoned, (state) => {
        if (state.pay.status === 'provider') state.pay = initialPay;
      });
    builder.addMatcher(isSessionReset, (state) => {
      state.order = idle();
      state.pay = initialPay;
    });
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof paymentSlice> {}
}

export const {
  paymentOrderLoaded,
  paymentOrderFailed,
  payChecking,
  payUncertain,
  payRefused,
  payRedirecting,
  payInProvider,
  payStopped,
  payDone,
  paymentPageOpened,
} = paymentSlice.actions;
