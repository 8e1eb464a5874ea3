import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { backoffMs } from '../../lib/saga/backoff';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import type { RootState } from '../../app/store';
import type { Id } from '../../types/common';
import { productModalOpened } from '../shell/shell-slice';
import { isOn } from '../shop/shop-selectors';
import { addToCart, getCartList } from './cart-api';
import {
  addedFlagExpired,
  addToCartFailed,
  addToCartRequested,
  addToCartStarted,
  addToCartSucceeded,
  cartReconcileSucceeded,
  type AddToCartForm,
} from './cart-slice';
import { selectCartTrxId } from './cart-selectors';

/** The added-to-cart flag stays on for 2000 ms. */
export const ADDED_FLAG_MS = 2000;

function* expireAddedFlag(productId: Id) {
  yield delay(ADDED_FLAG_MS);
  yield put(addedFlagExpired(productId));
}

/** Pauses before each further try of the cart reconciliation (the first try is at once): 1 s, 2 s, 4 s … then every 30 s. */
export const RECONCILE_BACKOFF = { baseMs: 1000, maxMs: 30_000 };

const isTransient = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed');

/**
 * After an answer was lost we cannot know whether the line was added: ask the backend. The fault
 * that lost the answer may last, so a failed ask is retried with growing pauses until one gets
 * through: the badge must not stay one add behind until the shopper's next cart action. It ends
 * early when another cart answer (an add, the cart page's read) has brought the badge in step, and
 * with the widget (unmount cancels the sagas, pauses included). In-app navigation does not stop
 * it: the badge is in the header, on every screen. Other features (payment, realtime) use it to
 * bring the header's cart back in step with the server after a change the server made.
 */
export function* reconcileCart() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { carts } = yield* callApi(getCartList);
      yield put(cartReconcileSucceeded(carts));
      return;
    } catch (error) {
      // The failure was already reported for the add itself; an ended session is not worth a retry.
      if (!isTransient(error)) return;
      const { answered } = yield race({
        wait: delay(backoffMs(attempt, RECONCILE_BACKOFF.baseMs, RECONCILE_BACKOFF.maxMs)),
        answered: take([addToCartSucceeded.type, cartReconcileSucceeded.type]),
      });
      if (answered) return;
    }
  }
}

export function* addToCartWorker(action: ReturnType<typeof addToCartRequested>) {
  const { product, form } = action.payload;
  const busy: boolean = yield select((state: RootState) => state.cart.adding.includes(product.id));
  if (busy) return; // a second click while the first add is on its way must not add twice
  if (isOn(product.has_variant) && !form?.variants_ids) {
    yield put(productModalOpened({ slug: product.slug }));
    return;
  }
  const quantity = Math.max(1, Number(form?.quantity ?? product.minimum_order_quantity) || 1);
  const trxId: string = yield select(selectCartTrxId);
  const payload: AddToCartForm & { trx_id: string } = {
    id: product.id,
    quantity,
    variants_ids: form?.variants_ids ?? '',
    variants_name: form?.variants_name ?? '',
    color_id: form?.color_id ?? '',
    attribute_values: form?.attribute_values ?? [],
    is_buy_now: form?.is_buy_now ?? 0,
    trx_id: trxId,
  };
  yield put(addToCartStarted(product.id));
  try {
    const answer: Awaited<ReturnType<typeof addToCart>> = yield* callApi(addToCart, payload);
    yield put(addToCartSucceeded({ productId: product.id, quantity, carts: answer.carts }));
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
    yield fork(expireAddedFlag, product.id);
  } catch (error) {
    yield put(addToCartFailed(product.id));
    yield call(reportError, error, { titleKey: 'Error' });
    if (isTransient(error)) yield call(reconcileCart);
  }
}

function* watchAddToCart() {
  yield takeEvery(addToCartRequested.type, (action: PayloadAction<unknown>) =>
    addToCartWorker(action as ReturnType<typeof addToCartRequested>),
  );
}

export const cartSagas = { watchAddToCart };
