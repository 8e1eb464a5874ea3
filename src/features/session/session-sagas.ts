import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import type { Translate } from '../../lib/i18n/text-catalog';
import { selectTranslator } from '../i18n/i18n-selectors';
import { safeReturnPath } from '../../lib/dom/page-effects';
import type { PageToken } from '../../lib/http/page-token';
import type { SagaContext } from '../../app/saga-context';
import type { RootState } from '../../app/store';
import { changeCurrency, logout } from './session-api';
import {
  currencyChanged, currencyChangeFailed, currencyChangeRequested, loginRedirectConsumed, logoutRequested, signedIn, signedOut,
  signInRequired,
} from './session-slice';

function* translate() {
  return (yield select(selectTranslator)) as Translate;
}

function* onCurrencyChange(action: ReturnType<typeof currencyChangeRequested>) {
  try {
    const { code, silent } = action.payload;
    const answer: Awaited<ReturnType<typeof changeCurrency>> = yield* callApi(changeCurrency, code);
    // An unknown code gets a bare USD object back, no `success`, and the session keeps its
    // currency: adopting that object would show prices in a currency the server does not use.
    if (answer.active_currency.code !== code) {
      yield put(currencyChangeFailed());
      if (!silent) {
        const t: Translate = yield* translate();
        yield put(noticeRequested({ type: 'info', title: t('Info'), message: t('currency_not_available') }));
      }
      return;
    }
    yield put(currencyChanged(answer.active_currency));
  } catch (error) {
    yield put(currencyChangeFailed());
    // Spec §8: a currency error is shown as an info notice.
    yield call(reportError, error, { businessType: 'info' });
  }
}

/** Spec §4: logout clears user, compare, cart and wishlist counts, goes to login and replaces the page token. */
function* onLogout() {
  try {
    const answer: Awaited<ReturnType<typeof logout>> = yield* callApi(logout);
    const token: PageToken = yield getContext('token');
    if (answer.token) token.replace(answer.token);
    yield put(signedOut());
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
    const navigate: SagaContext['navigate'] = yield getContext('navigate');
    yield call(navigate, '/login');
  } catch (error) {
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/** Spec §5: show the log-in-first error, remember the route, go to login (unless already there). */
function* onSignInRequired(action: ReturnType<typeof signInRequired>) {
  const t: Translate = yield* translate();
  yield put(noticeRequested({ type: 'error', message: t('login_first') }));
  const onLogin = action.payload.returnTo.split('?')[0] === '/login';
  if (!onLogin) {
    const navigate: SagaContext['navigate'] = yield getContext('navigate');
    yield call(navigate, '/login', { replace: true });
  }
}

/** After sign-in, return to the remembered route when it is a same-origin path. */
function* onSignedIn() {
  const remembered: string | null = yield select((state: RootState) => state.session.loginRedirect);
  const target = safeReturnPath(remembered);
  yield put(loginRedirectConsumed());
  const navigate: SagaContext['navigate'] = yield getContext('navigate');
  yield call(navigate, target ?? '/user/dashboard', { replace: true });
}

export function* watchCurrency() { yield takeLatest(currencyChangeRequested.type, onCurrencyChange); }
export function* watchLogout() { yield takeLatest(logoutRequested.type, onLogout); }
export function* watchSignInRequired() { yield takeEvery(signInRequired.type, onSignInRequired); }
export function* watchSignedIn() { yield takeEvery(signedIn.type, onSignedIn); }
