import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionExpired } from '../../lib/session/session-events';
import type { SubmitFailure } from '../../lib/forms/submit-failure';
import type { Order, OrderDetail } from '../../types/orders';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import type { DigitalRow, OrderPage, OrderRowItem } from './orders-api';

type Status = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The order screens' state: the invoice of one checkout (`/invoice/:trx_id`), one tracked order
 * (`/get-invoice/:code`), the order history page, the digital downloads, and the requests running
 * on them (PDF downloads, cancel, remove, refund). Lazy, with the orders feature.
 */
export interface OrdersState {
  invoice: { trx: string | null; status: Status; orders: Order[]; error: string | null };
  /** Trx ids whose invoice mail was asked for in this page's life: user/mail-order goes once. */
  mailed: string[];
  tracking: { code: string | null; status: Status; order: Order | null; notFound: boolean; error: string | null };
  history: { page: number; status: Status; rows: OrderRowItem[]; total: number; lastPage: number; error: string | null };
  /** Order ids with a cancel or remove request under way. */
  busyOrders: number[];
  /** Order ids whose PDF is being fetched. */
  downloading: number[];
  digital: {
    status: Status;
    rows: DigitalRow[];
    page: number;
    more: boolean;
    moreStatus: 'idle' | 'loading' | 'failed';
    error: string | null;
  };
  refund: { detailId: number | null; status: Status; error: SubmitFailure | null };
}

export const invoiceRequested = createAction<{ trx: string }>('orders/invoiceRequested');
export const trackingRequested = createAction<{ code: string }>('orders/trackingRequested');
export const historyRequested = createAction<{ page: number }>('orders/historyRequested');
export const digitalRequested = createAction('orders/digitalRequested');
export const moreDigitalRequested = createAction('orders/moreDigitalRequested');
export const invoicePdfRequested = createAction<{ orderId: number; code: string }>('orders/invoicePdfRequested');
export const cancelOrderRequested = createAction<{ orderId: number }>('orders/cancelRequested');
export const removeOrderRequested = createAction<{ orderId: number }>('orders/removeRequested');
export const refundRequested = createAction<{ orderId: number; detailId: number; reason: string }>('orders/refundRequested');

export const initialOrdersState: OrdersState = {
  invoice: { trx: null, status: 'idle', orders: [], error: null },
  mailed: [],
  tracking: { code: null, status: 'idle', order: null, notFound: false, error: null },
  history: { page: 1, status: 'idle', rows: [], total: 0, lastPage: 1, error: null },
  busyOrders: [],
  downloading: [],
  digital: { status: 'idle', rows: [], page: 1, more: false, moreStatus: 'idle', error: null },
  refund: { detailId: null, status: 'idle', error: null },
};

const without = (ids: number[], id: number) => ids.filter((x) => x !== id);
const withId = (ids: number[], id: number) => (ids.includes(id) ? ids : [...ids, id]);

export const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    invoiceLoaded(state, action: PayloadAction<{ trx: string; orders: Order[] }>) {
      state.invoice = { trx: action.payload.trx, status: 'succeeded', orders: action.payload.orders, error: null };
    },
    invoiceFailed(state, action: PayloadAction<{ trx: string; error: string }>) {
      state.invoice = { trx: action.payload.trx, status: 'failed', orders: [], error: action.payload.error };
    },
    mailSent(state, action: PayloadAction<string>) {
      if (!state.mailed.includes(action.payload)) state.mailed.push(action.payload);
    },
    trackingLoaded(state, action: PayloadAction<{ code: string; order: Order }>) {
      state.tracking = { code: action.payload.code, status: 'succeeded', order: action.payload.order, notFound: false, error: null };
    },
    trackingFailed(state, action: PayloadAction<{ code: string; notFound: boolean; error: string }>) {
      state.tracking = {
        code: action.payload.code,
        status: 'failed',
        order: null,
        notFound: action.payload.notFound,
        error: action.payload.error,
      };
    },
    historyLoaded(state, action: PayloadAction<OrderPage>) {
      const p = action.payload;
      state.history = { page: p.currentPage, status: 'succeeded', rows: p.rows, total: p.total, lastPage: p.lastPage, error: null };
    },
    historyFailed(state, action: PayloadAction<string>) {
      state.history.status = 'failed';
      state.history.error = action.payload;
    },
    orderCanceled(state, action: PayloadAction<{ orderId: number; order: Order }>) {
      const { orderId, order } = action.payload;
      for (const row of state.history.rows) {
        if (row.orderId !== orderId) continue;
        row.deliveryStatus = String(order.delivery_status || 'canceled');
        row.paymentStatus = String(order.payment_status || row.paymentStatus);
      }
      if (state.tracking.order?.id === orderId) {
        state.tracking.order.delivery_status = order.delivery_status;
        state.tracking.order.payment_status = order.payment_status;
      }
      state.busyOrders = without(state.busyOrders, orderId);
    },
    orderRemoved(state, action: PayloadAction<{ orderId: number }>) {
      const before = state.history.rows.length;
      state.history.rows = state.history.rows.filter((row) => row.orderId !== action.payload.orderId);
      if (state.history.rows.length < before) state.history.total = Math.max(0, state.history.total - 1);
      state.busyOrders = without(state.busyOrders, action.payload.orderId);
    },
    orderActionEnded(state, action: PayloadAction<{ orderId: number }>) {
      state.busyOrders = without(state.busyOrders, action.payload.orderId);
    },
    pdfEnded(state, action: PayloadAction<{ orderId: number }>) {
      state.downloading = without(state.downloading, action.payload.orderId);
    },
    digitalLoaded(state, action: PayloadAction<{ rows: DigitalRow[]; more: boolean }>) {
      state.digital = {
        status: 'succeeded',
        rows: action.payload.rows,
        page: 1,
        more: action.payload.more,
        moreStatus: 'idle',
        error: null,
      };
    },
    digitalFailed(state, action: PayloadAction<string>) {
      state.digital.status = 'failed';
      state.digital.error = action.payload;
    },
    moreDigitalLoaded(state, action: PayloadAction<{ rows: DigitalRow[]; more: boolean }>) {
      const known = new Set(state.digital.rows.map((r) => r.id));
      state.digital.rows.push(...action.payload.rows.filter((r) => !known.has(r.id)));
      state.digital.page += 1;
      // An empty page ends the list even when the original's test says there is more.
      state.digital.more = action.payload.more && action.payload.rows.length > 0;
      state.digital.moreStatus = 'idle';
    },
    moreDigitalFailed(state) {
      state.digital.moreStatus = 'failed';
    },
    refundSucceeded(state, action: PayloadAction<{ detail: OrderDetail | null }>) {
      state.refund.status = 'succeeded';
      state.refund.error = null;
      const fresh = action.payload.detail;
      const order = state.tracking.order;
      if (fresh && order?.order_details) {
        // The answer's line has no product_name (the original's page then shows a blank name): keep ours.
        order.order_details = order.order_details.map((d) => (d.id === fresh.id ? { ...d, ...fresh, product_name: d.product_name } : d));
      }
    },
    refundFailed(state, action: PayloadAction<SubmitFailure>) {
      state.refund.status = 'failed';
      state.refund.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(invoiceRequested, (state, action) => {
        if (state.invoice.trx !== action.payload.trx) state.invoice = { ...initialOrdersState.invoice, trx: action.payload.trx };
        state.invoice.status = 'loading';
        state.invoice.error = null;
      })
      .addCase(trackingRequested, (state, action) => {
        if (state.tracking.code !== action.payload.code) state.tracking = { ...initialOrdersState.tracking, code: action.payload.code };
        state.tracking.status = 'loading';
        state.tracking.notFound = false;
        state.tracking.error = null;
      })
      .addCase(historyRequested, (state, action) => {
        state.history.status = 'loading';
        state.history.page = action.payload.page;
        state.history.error = null;
      })
      .addCase(digitalRequested, (state) => {
        state.digital.status = 'loading';
        state.digital.error = null;
      })
      .addCase(moreDigitalRequested, (state) => {
        state.digital.moreStatus = 'loading';
      })
      .addCase(invoicePdfRequested, (state, action) => {
        state.downloading = withId(state.downloading, action.payload.orderId);
      })
      .addCase(cancelOrderRequested, (state, action) => {
        state.busyOrders = withId(state.busyOrders, action.payload.orderId);
      })
      .addCase(removeOrderRequested, (state, action) => {
        state.busyOrders = withId(state.busyOrders, action.payload.orderId);
      })
      .addCase(refundRequested, (state, action) => {
        state.refund = { detailId: action.payload.detailId, status: 'loading', error: null };
      })
      // Another shopper (or none) now: nothing of the previous one's orders may stay.
      .addCase(signInSucceeded, (state) => ({ ...initialOrdersState, mailed: state.mailed }))
      .addCase(logoutSucceeded, (state) => ({ ...initialOrdersState, invoice: state.invoice, mailed: state.mailed }))
      .addCase(sessionExpired, (state) => ({ ...initialOrdersState, mailed: state.mailed }));
  },
});

declare module '../../app/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof ordersSlice> {}
}

export const {
  invoiceLoaded,
  invoiceFailed,
  mailSent,
  trackingLoaded,
  trackingFailed,
  historyLoaded,
  historyFailed,
  orderCanceled,
  orderRemoved,
  orderActionEnded,
  pdfEnded,
  digitalLoaded,
  digitalFailed,
  moreDigitalLoaded,
  moreDigitalFailed,
  refundSucceeded,
  refundFailed,
} = ordersSlice.actions;
