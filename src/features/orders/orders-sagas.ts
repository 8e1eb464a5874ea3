import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { purchaseShown } from '../../lib/analytics/commerce-events';
import { hasFieldErrors, submitFailureFrom } from '../../lib/forms/submit-failure';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { selectUser } from '../session/session-selectors';
import { logoutSucceeded, userReplaced } from '../session/session-slice';
import {
  cancelOrder,
  fetchDigitalOrders,
  fetchInvoiceByCode,
  fetchInvoicePdf,
  fetchInvoices,
  fetchOrderPage,
  mailOrder,
  removeOrder,
  sendRefundRequest,
  type DigitalRow,
  type InvoiceAnswer,
  type OrderPage,
} from './orders-api';
import { pdfBytesFrom, savePdf } from './invoice-pdf';
import { selectOrders } from './orders-selectors';
import {
  cancelOrderRequested,
  digitalFailed,
  digitalLoaded,
  digitalRequested,
  historyFailed,
  historyLoaded,
  historyRequested,
  invoiceFailed,
  invoiceLoaded,
  invoicePdfRequested,
  invoiceRequested,
  mailSent,
  moreDigitalFailed,
  moreDigitalLoaded,
  moreDigitalRequested,
  orderActionEnded,
  orderCanceled,
  orderRemoved,
  pdfEnded,
  refundFailed,
  refundRequested,
  refundSucceeded,
  removeOrderRequested,
  trackingFailed,
  trackingLoaded,
  trackingRequested,
} from './orders-slice';
import type { Order } from '../../types/orders';

/** The invoice mail, once per checkout: the original fires it while `is_mailed` is 0 and ignores the answer. */
function* mailOnce(trx: string) {
  yield put(mailSent(trx));
  try {
    yield* callApi(mailOrder, trx);
  } catch (error) {
    // A guest's session has ended by now (the original's answer is an error too): nothing to show.
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadInvoice(action: PayloadAction<{ trx: string }>) {
  const { trx } = action.payload;
  try {
    const answer: InvoiceAnswer = yield* callApi(fetchInvoices, trx);
    yield put(invoiceLoaded({ trx, orders: answer.orders }));
    const signedIn = yield* selectFrom(selectUser);
    if (answer.guest) {
      // The walk-in session ended on the server: forget a user only if one was stored.
      if (signedIn) yield put(logoutSucceeded());
    } else if (answer.user && signedIn) {
      yield put(userReplaced(answer.user));
    }
    yield put(purchaseShown({ orders: answer.orders }));
    const { mailed } = yield* selectFrom(selectOrders);
    if (Number(answer.orders[0].is_mailed) === 0 && !mailed.includes(trx)) yield fork(mailOnce, trx);
  } catch (error) {
    yield put(invoiceFailed({ trx, error: yield* failureMessage(error) }));
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadTracking(action: PayloadAction<{ code: string }>) {
  const { code } = action.payload;
  try {
    const order: Order = yield* callApi(fetchInvoiceByCode, code);
    yield put(trackingLoaded({ code, order }));
  } catch (error) {
    const notFound = isApiError(error) && error.kind === 'business' && /not found/i.test(error.message);
    yield put(trackingFailed({ code, notFound, error: yield* failureMessage(error) }));
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadHistory(action: PayloadAction<{ page: number }>) {
  try {
    const page: OrderPage = yield* callApi(fetchOrderPage, action.payload.page);
    yield put(historyLoaded(page));
  } catch (error) {
    yield put(historyFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

/** The PDF: trimmed of the original's JSON trailer, checked, saved as `{code}.pdf`. */
function* downloadPdf(orderId: number, code: string) {
  const t = yield* selectFrom(selectTranslator);
  try {
    const body: ArrayBuffer = yield* callApi(fetchInvoicePdf, orderId);
    yield call(savePdf, pdfBytesFrom(body), code);
  } catch (error) {
    if (isApiError(error) && error.kind === 'session') yield call(reportError, error);
    else yield put(noticeRequested({ type: 'error', title: t('Error'), message: t('invoice_download_failed') }));
  } finally {
    yield put(pdfEnded({ orderId }));
  }
}

/** A lost answer leaves the order's state unknown: read the page back before offering the button again. */
function* readBack(error: unknown) {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed')) {
    const { history } = yield* selectFrom(selectOrders);
    if (history.status !== 'idle') yield put(historyRequested({ page: history.page }));
  }
}

function* cancel(orderId: number) {
  const t = yield* selectFrom(selectTranslator);
  try {
    const answer: { order: Order; user: unknown } = yield* callApi(cancelOrder, orderId);
    yield put(orderCanceled({ orderId, order: answer.order }));
    if (answer.user) yield put(userReplaced(answer.user as Parameters<typeof userReplaced>[0]));
    // The original shows nothing; the status change is announced here.
    yield put(noticeRequested({ type: 'success', message: t('order_canceled', { code: answer.order.code }) }));
  } catch (error) {
    yield put(orderActionEnded({ orderId }));
    yield call(reportError, error, { titleKey: 'Error' });
    yield* readBack(error);
  }
}

function* remove(orderId: number) {
  const t = yield* selectFrom(selectTranslator);
  try {
    const message: string = yield* callApi(removeOrder, orderId);
    yield put(orderRemoved({ orderId }));
    yield put(noticeRequested({ type: 'success', message: message || t('order_removed') }));
  } catch (error) {
    yield put(orderActionEnded({ orderId }));
    yield call(reportError, error, { titleKey: 'Error' });
    yield* readBack(error);
  }
}

/** Per-order actions run once per order at a time (a double click sends one request). */
function* perOrder(pattern: string, worker: (orderId: number, code: string) => Generator) {
  const running = new Set<number>();
  yield takeEvery(pattern, function* (action: PayloadAction<{ orderId: number; code?: string }>) {
    const { orderId, code = '' } = action.payload;
    if (running.has(orderId)) return;
    running.add(orderId);
    try {
      yield* worker(orderId, code);
    } finally {
      running.delete(orderId);
    }
  });
}

function* loadDigital() {
  try {
    const page: { rows: DigitalRow[]; more: boolean } = yield* callApi(fetchDigitalOrders, 1);
    yield put(digitalLoaded(page));
  } catch (error) {
    yield put(digitalFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadMoreDigital() {
  const { digital } = yield* selectFrom(selectOrders);
  try {
    const page: { rows: DigitalRow[]; more: boolean } = yield* callApi(fetchDigitalOrders, digital.page + 1);
    yield put(moreDigitalLoaded(page));
  } catch (error) {
    yield put(moreDigitalFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* refund(action: PayloadAction<{ orderId: number; detailId: number; reason: string }>) {
  try {
    const answer: Awaited<ReturnType<typeof sendRefundRequest>> = yield* callApi(sendRefundRequest, action.payload);
    yield put(refundSucceeded({ detail: answer.detail }));
    if (answer.message) yield put(noticeRequested({ type: 'success', message: answer.message }));
  } catch (error) {
    const failure = submitFailureFrom(error);
    yield put(refundFailed(failure));
    if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* watchOrderLoads() {
  yield takeLatest(invoiceRequested.type, loadInvoice);
  yield takeLatest(trackingRequested.type, loadTracking);
  yield takeLatest(historyRequested.type, loadHistory);
  yield takeLeading(digitalRequested.type, loadDigital);
  yield takeLeading(moreDigitalRequested.type, loadMoreDigital);
}

function* watchOrderActions() {
  yield fork(perOrder, invoicePdfRequested.type, downloadPdf);
  yield fork(perOrder, cancelOrderRequested.type, cancel);
  yield fork(perOrder, removeOrderRequested.type, remove);
  yield takeLeading(refundRequested.type, refund);
}

export const ordersSagas = { watchOrderLoads, watchOrderActions };
