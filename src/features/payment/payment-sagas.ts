import { call, delay, fork, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../lib/links/paths';
import { ctx } from '../../app/saga-context';
import { isApiError } from '../../lib/http/api-error';
import { paymentInfoAdded } from '../../lib/analytics/commerce-events';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { errorMessage } from '../../lib/remote';
import type { Order } from '../../types/orders';
import { reconcileCart } from '../cart';
import { completeOrder, fetchPaymentOrder } from './payment-api';
import { isWebUrl, redirectMethod, startUrl } from './payment-methods';
import { proofFile } from './payment-proof';
import { leavePage, submitForm } from './payment-redirect';
import { selectPaymentOrder, selectPaymentOrders } from './payment-selectors';
import { completeSdkOrder } from './sdk/sdk-api';
import { isSdkMethod } from './sdk/sdk-methods';
import { approveInProvider } from './sdk/sdk-sagas';
import {
  payChecking,
  payDone,
  paymentOrderFailed,
  paymentOrderLoaded,
  paymentOrderRequested,
  payRedirecting,
  payRefused,
  payRequested,
  payStopped,
  payUncertain,
  type PayRequest,
} from './payment-slice';

/** Pauses between the read-backs after a lost answer (the first is at once). */
export const READ_BACK_DELAYS_MS = [1000, 2000];

/** No answer, or not the JSON promised: whether the server acted is unknown. */
const answerLost = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed');

function* loadOrder(action: ReturnType<typeof paymentOrderRequested>) {
  const { code } = action.payload;
  try {
    const answer = yield* callApi(fetchPaymentOrder, code);
    yield put(paymentOrderLoaded({ code, answer }));
  } catch (error) {
    yield put(paymentOrderFailed({ code, error: errorMessage(error) }));
    // The page shows the refusal (e.g. "Permission Declined") with a way on; an ended session is announced.
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * After a lost answer: read the orders back (by the first order's code, which works for both the
 * cart's orders and pay-now). Done when the cart's orders are complete (status 1) or, paying by
 * code, the order is paid. Unknown (the read-back fails too) counts as not done: retry is offered,
 * and a retry is safe because the server answers a completed cart with "Order done" again.
 */
function* completedOnServer(request: PayRequest, orders: Order[]) {
  const code = orders[0]?.code;
  if (!code) return false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = yield* callApi(fetchPaymentOrder, code);
      const order = answer.orders[0];
      if (!order) return false;
      return request.code ? order.payment_status === 'paid' : Number(order.status) === 1;
    } catch (error) {
      if (!answerLost(error) || attempt >= READ_BACK_DELAYS_MS.length) return false;
      yield delay(READ_BACK_DELAYS_MS[attempt]);
    }
  }
}

/** The orders are done: analytics, the header's cart from the server, then the invoice. */
function* finish(request: PayRequest, orders: Order[]) {
  yield put(paymentInfoAdded({ orders, paymentType: request.paymentType }));
  // The server emptied the cart: the header reads it back (retrying through faults) while the invoice opens.
  yield fork(reconcileCart);
  yield put(payDone(request.code ? paths.getInvoice({ orderCode: request.code }) : paths.invoice({ trxId: request.trxId })));
}

function* pay(action: ReturnType<typeof payRequested>) {
  const request = action.payload;
  const orders = yield* selectFrom(selectPaymentOrders);
  const redirect = redirectMethod(request.paymentType);
  if (redirect) {
    // The shop's own start route (payment-methods.ts), or the form payment-order gave (JazzCash).
    const answer = (yield* selectFrom(selectPaymentOrder)).data;
    const form = redirect.family === 'form' ? { url: answer?.jazz_url ?? '', fields: answer?.jazz_data ?? {} } : null;
    const url = form
      ? isWebUrl(form.url)
        ? form.url
        : null
      : startUrl(String((yield* ctx('http')).defaults.baseURL ?? ''), redirect, 'order', request);
    if (!url) {
      yield put(payStopped('payment_sdk_unavailable'));
      return;
    }
    yield put(paymentInfoAdded({ orders, paymentType: request.paymentType }));
    yield put(payRedirecting());
    if (form) yield call(submitForm, url, form.fields);
    else yield call(leavePage, url);
    return;
  }
  // In-page providers: their window takes the payment, then its reference goes to the server (one at a time: takeLeading).
  const approval = isSdkMethod(request.paymentType) ? yield* approveInProvider(request, orders) : undefined;
  if (approval === null) return;
  try {
    if (approval) yield* callApi(completeSdkOrder, approval);
    else
      yield* callApi(completeOrder, {
        code: request.code,
        payment_type: request.paymentType,
        trx_id: request.trxId,
        id: request.offlineId,
        file: proofFile(request.proofKey),
        is_buy_now: 0,
      });
    yield* finish(request, orders);
  } catch (error) {
    if (!answerLost(error)) {
      yield put(payRefused(errorMessage(error)));
      yield call(reportError, error, { titleKey: 'Error' });
      return;
    }
    yield put(payChecking());
    if (yield* completedOnServer(request, orders)) yield* finish(request, orders);
    else yield put(payUncertain());
  }
}

function* watchOrder() {
  yield takeLatest(paymentOrderRequested.type, loadOrder);
}
/** takeLeading: a second click (or a retry) while a payment is under way is dropped, so it is sent once. */
function* watchPay() {
  yield takeLeading(payRequested.type, pay);
}

export const paymentSagas = { watchOrder, watchPay };
