import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../lib/links/paths';
import { checkoutBegun, shippingInfoAdded } from '../../lib/analytics/commerce-events';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { errorMessage } from '../../lib/remote';
import { selectTranslator } from '../i18n/i18n-selectors';
import { confirmOrder, fetchCheckout, findShippingCost, unpaidOrderCount } from './checkout-api';
import {
  areaCostFailed,
  areaCostLoaded,
  areaCostRequested,
  areaCostStarted,
  checkoutFailed,
  checkoutLoaded,
  checkoutRequested,
  checkoutStarted,
  placeOrderRequested,
  placeStatusChanged,
} from './checkout-slice';
import { selectCheckoutData } from './checkout-selectors';

/**
 * `user/address`. The server also throws away the cart's unpaid orders here (the original's
 * 1.6.7 app/Repositories/Site/CartRepository.php:681-686), so a shopper coming back from payment sees the cart as it is, ready to order again.
 */
function* load(action: ReturnType<typeof checkoutRequested>) {
  const { cartPage, begin = false } = action.payload;
  yield put(checkoutStarted({ fresh: begin }));
  try {
    const data = yield* callApi(fetchCheckout, cartPage === '1' ? { cart_page: '1' } : {});
    yield put(checkoutLoaded(data));
    if (begin && data.carts.length) yield put(checkoutBegun({ lines: data.carts }));
  } catch (error) {
    yield put(checkoutFailed(errorMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

function* areaCost(action: ReturnType<typeof areaCostRequested>) {
  const { key, cityId } = action.payload;
  yield put(areaCostStarted(key));
  try {
    const cost = yield* callApi(findShippingCost, cityId);
    yield put(areaCostLoaded({ key, cost }));
  } catch (error) {
    yield put(areaCostFailed(key));
    yield call(reportError, error);
  }
}

/** No answer, or a server failure: the order may or may not exist. */
const answerLost = (error: unknown) =>
  isApiError(error) && (error.kind === 'network' || error.kind === 'malformed' || (error.kind === 'http' && (error.status ?? 500) >= 500));

/**
 * Place order, once: takeLeading ignores clicks while one is under way (the button is disabled
 * too). A refusal is shown and announced. A lost answer is never resent blindly: the unpaid orders
 * are read back first; if they exist the shopper goes on to payment, else the cart is unchanged and
 * a retry is offered.
 */
function* placeOrder(action: ReturnType<typeof placeOrderRequested>) {
  const { body, tier } = action.payload;
  const lines = (yield* selectFrom(selectCheckoutData)).data?.carts ?? [];
  yield put(placeStatusChanged('placing'));
  try {
    yield* callApi(confirmOrder, body);
  } catch (error) {
    if (!answerLost(error)) {
      yield put(placeStatusChanged('idle'));
      yield call(reportError, error);
      return;
    }
    yield put(placeStatusChanged('checking'));
    let placed = false;
    try {
      placed = (yield* callApi(unpaidOrderCount)) > 0;
    } catch {
      // The read-back failed too: nothing is known to exist, so the cart stays and a retry is offered.
    }
    if (!placed) {
      yield put(placeStatusChanged('lost'));
      const t = yield* selectFrom(selectTranslator);
      yield put(noticeRequested({ type: 'error', message: t('checkout_order_not_placed') }));
      return;
    }
  }
  yield put(shippingInfoAdded({ lines, tier }));
  yield put(placeStatusChanged('done'));
  const navigate = yield* ctx('navigate');
  yield call(navigate, paths.payment());
}

function* watchCheckoutLoad() {
  yield takeLatest(checkoutRequested.type, load);
  yield takeLatest(areaCostRequested.type, areaCost);
}

function* watchPlaceOrder() {
  yield takeLeading(placeOrderRequested.type, placeOrder);
}

export const checkoutSagas = { watchCheckoutLoad, watchPlaceOrder };
