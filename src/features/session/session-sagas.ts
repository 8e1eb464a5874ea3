import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { selectTranslator } from '../i18n/i18n-selectors';
import { safeReturnPath } from '../../lib/dom/page-effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../lib/links/paths';
import { logout } from './session-api';
import { selectLoginRedirect } from './session-selectors';
import { loginRedirectConsumed, logoutRequested, logoutSucceeded, signInRequired, signInSucceeded } from './session-slice';

/** Logout clears user, compare, cart and wishlist counts, goes to login and replaces the page token. */
function* onLogout() {
  try {
    const answer: Awaited<ReturnType<typeof logout>> = yield* callApi(logout);
    const token = yield* ctx('token');
    if (answer.token) token.replace(answer.token);
    yield put(logoutSucceeded());
    if (answer.success) yield put(noticeRequested({ type: 'success', message: answer.success }));
    const navigate = yield* ctx('navigate');
    yield call(navigate, paths.login());
  } catch (error) {
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/** Show the log-in-first error, remember the route, go to login (unless already there). */
function* onSignInRequired(action: ReturnType<typeof signInRequired>) {
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type: 'error', message: t('login_first') }));
  const onLogin = action.payload.returnTo.split('?')[0] === paths.login();
  if (!onLogin) {
    const navigate = yield* ctx('navigate');
    yield call(navigate, paths.login(), { replace: true });
  }
}

/** After sign-in, return to the remembered route when it is a same-origin path. */
function* onSignInSucceeded() {
  const remembered = yield* selectFrom(selectLoginRedirect);
  const target = safeReturnPath(remembered);
  yield put(loginRedirectConsumed());
  const navigate = yield* ctx('navigate');
  yield call(navigate, target ?? paths.dashboard(), { replace: true });
}

function* watchLogout() {
  yield takeLatest(logoutRequested.type, onLogout);
}
function* watchSignInRequired() {
  yield takeEvery(signInRequired.type, onSignInRequired);
}
function* watchSignInSucceeded() {
  yield takeEvery(signInSucceeded.type, onSignInSucceeded);
}

export const sessionSagas = { watchLogout, watchSignInRequired, watchSignInSucceeded };
