import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { cartLineReduced, cartViewed } from '../../lib/analytics/commerce-events';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import type { CartLine } from '../../types/cart';
import { selectUser } from '../session/session-selectors';
import { applyCouponCode, deleteLine, fetchCartPage, fetchSellerCoupons, removeCoupon, stepLine, type PageCart } from './cart-page-api';
import {
  cartAnswered,
  cartPageRequested,
  couponApplyRequested,
  couponRemoveRequested,
  couponSettled,
  lineRemoveRequested,
  lineSettled,
  lineStepRequested,
  pageLoadFailed,
  pageLoadStarted,
  sellerCouponsFailed,
  sellerCouponsLoaded,
  sellerCouponsRequested,
} from './cart-page-slice';
import { cartReconcileSucceeded } from './cart-slice';
import { selectCartLines } from './cart-selectors';

/** Every cart answer: its lines replace the core cart's (the header count), the rest is the page's. */
function* received(answer: PageCart) {
  yield put(cartReconcileSucceeded(answer.carts));
  yield put(cartAnswered({ checkouts: answer.checkouts, coupons: answer.coupons }));
}

const lost = (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed');

/**
 * After a lost answer the change may or may not have happened: read the cart back before the
 * shopper can try again, so a retry never steps or removes twice blindly.
 */
function* readBack() {
  try {
    yield* received(yield* callApi(fetchCartPage));
  } catch {
    // Reported once already, for the change itself.
  }
}

function* loadPage() {
  yield put(pageLoadStarted());
  try {
    const answer: PageCart = yield* callApi(fetchCartPage);
    yield* received(answer);
    if (answer.carts.length) yield put(cartViewed({ lines: answer.carts }));
  } catch (error) {
    yield put(pageLoadFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

function* lineOf(id: number) {
  return (yield* selectFrom(selectCartLines)).find((l: CartLine) => Number(l.id) === id);
}

function* step(action: PayloadAction<{ id: number; step: 1 | -1 }>) {
  const { id, step: by } = action.payload;
  const before = yield* lineOf(id);
  try {
    const answer: PageCart = yield* callApi(stepLine, id, by);
    yield* received(answer);
    const after = answer.carts.find((l) => Number(l.id) === id);
    if (by < 0 && before && after && Number(after.quantity) < Number(before.quantity)) {
      yield put(cartLineReduced({ line: before, quantity: 1 }));
    }
    yield put(lineSettled({ id }));
  } catch (error) {
    yield put(lineSettled({ id, note: isApiError(error) && error.kind === 'business' ? error.message : undefined }));
    yield call(reportError, error, { titleKey: 'Error' });
    if (lost(error)) yield* readBack();
  }
}

function* remove(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  const before = yield* lineOf(id);
  try {
    const answer: PageCart = yield* callApi(deleteLine, id);
    yield* received(answer);
    if (before && !answer.carts.some((l) => Number(l.id) === id))
      yield put(cartLineReduced({ line: before, quantity: Number(before.quantity) }));
    yield put(lineSettled({ id }));
  } catch (error) {
    yield put(lineSettled({ id }));
    yield call(reportError, error, { titleKey: 'Error' });
    if (lost(error)) yield* readBack();
  }
}

function* trxId() {
  return (yield* selectFrom(selectCartLines))[0]?.trx_id ?? '';
}

function* applyCoupon(action: PayloadAction<{ sellerId: number; code: string }>) {
  const { sellerId, code } = action.payload;
  try {
    const answer: PageCart = yield* callApi(applyCouponCode, code, yield* trxId());
    yield* received(answer);
    yield put(couponSettled({ sellerId }));
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
  } catch (error) {
    // A refusal shows beside the box (and is announced there); other failures as a notice too.
    yield put(couponSettled({ sellerId, error: yield* failureMessage(error) }));
    if (!(isApiError(error) && error.kind === 'business')) yield call(reportError, error, { titleKey: 'Error' });
    if (lost(error)) yield* readBack();
  }
}

function* dropCoupon(action: PayloadAction<{ sellerId: number; couponId: number }>) {
  const { sellerId, couponId } = action.payload;
  const user = yield* selectFrom(selectUser);
  try {
    const answer: PageCart = yield* callApi(removeCoupon, { trx_id: yield* trxId(), coupon_id: couponId, user_id: Number(user?.id ?? 0) });
    yield* received(answer);
    yield put(couponSettled({ sellerId }));
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
  } catch (error) {
    yield put(couponSettled({ sellerId, error: yield* failureMessage(error) }));
    yield call(reportError, error, { titleKey: 'Error' });
    if (lost(error)) yield* readBack();
  }
}

function* sellerCoupons(action: PayloadAction<{ sellerId: number; more?: boolean }>, page: number) {
  const { sellerId } = action.payload;
  try {
    const list: Awaited<ReturnType<typeof fetchSellerCoupons>> = yield* callApi(fetchSellerCoupons, sellerId, page);
    yield put(sellerCouponsLoaded({ sellerId, page, ...list }));
  } catch (error) {
    yield put(sellerCouponsFailed({ sellerId }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/** One request per key at a time: a double click or a second step while one runs is ignored. */
function* perKey<P>(pattern: string, keyOf: (payload: P) => number, worker: (action: PayloadAction<P>) => Generator) {
  const running = new Set<number>();
  yield takeEvery(pattern, function* (action: PayloadAction<P>) {
    const key = keyOf(action.payload);
    if (running.has(key)) return;
    running.add(key);
    try {
      yield* worker(action);
    } finally {
      running.delete(key);
    }
  });
}

function* watchCartPage() {
  yield takeLeading(cartPageRequested.type, loadPage);
}

function* watchCartLines() {
  yield fork(perKey<{ id: number; step: 1 | -1 }>, lineStepRequested.type, (p) => p.id, step);
  yield fork(perKey<{ id: number }>, lineRemoveRequested.type, (p) => p.id, remove);
}

function* watchCoupons() {
  yield fork(perKey<{ sellerId: number; code: string }>, couponApplyRequested.type, (p) => p.sellerId, applyCoupon);
  yield fork(perKey<{ sellerId: number; couponId: number }>, couponRemoveRequested.type, (p) => p.sellerId, dropCoupon);
  const pages = new Map<number, number>();
  yield fork(
    perKey<{ sellerId: number; more?: boolean }>,
    sellerCouponsRequested.type,
    (p) => p.sellerId,
    function* (action: PayloadAction<{ sellerId: number; more?: boolean }>) {
      const page = action.payload.more ? (pages.get(action.payload.sellerId) ?? 1) + 1 : 1;
      yield* sellerCoupons(action, page);
      pages.set(action.payload.sellerId, page);
    },
  );
}

export const cartPageSagas = { watchCartPage, watchCartLines, watchCoupons };
