import { call, put, takeLatest } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { paths } from '../../lib/links/paths';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { sessionExpired } from '../../lib/session/session-events';
import { userReplaced } from '../session/session-slice';
import { checkAuth, profileOrders } from './account-api';
import {
  accountOpened,
  checkAuthFailed,
  checkAuthSucceeded,
  latestOrdersFailed,
  latestOrdersRequested,
  latestOrdersSucceeded,
} from './account-slice';

/**
 * Each account screen asks `home/check-auth`, as the original's sidebar does: the answer refreshes
 * the user (balance, default addresses …) and brings the reward row and the digital-downloads flag.
 * Its guest answer is an `{error}` (the PHP text of reading ->reward on null): the session ended on
 * the server, so the store signs out and the guard sends the shopper to login, remembering the page.
 */
function* onAccountOpened() {
  try {
    const answer: Awaited<ReturnType<typeof checkAuth>> = yield* callApi(checkAuth);
    if (!answer.user) {
      yield put(sessionExpired());
      return;
    }
    yield put(userReplaced(answer.user));
    yield put(checkAuthSucceeded({ reward: answer.reward ?? null, downloadUrls: answer.download_urls === true }));
    // The storefront's account pages are the shoppers'; the original sends an admin home.
    if (answer.user.user_type === 'admin') yield call(yield* ctx('navigate'), paths.home(), { replace: true });
  } catch (error) {
    yield put(checkAuthFailed());
    if (isApiError(error) && error.kind === 'business') yield put(sessionExpired());
    // Otherwise the screens still work from the session's user; the failure is said once.
    else yield call(reportError, error);
  }
}

function* onLatestOrders() {
  try {
    const answer: Awaited<ReturnType<typeof profileOrders>> = yield* callApi(profileOrders, 1);
    const list = answer.orders;
    const rows = Array.isArray(list?.data) ? list.data : [];
    yield put(latestOrdersSucceeded({ rows, total: Number(list?.total ?? rows.length) || 0 }));
  } catch (error) {
    yield put(latestOrdersFailed(isApiError(error) ? error.message : ''));
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchAccountOpened() {
  yield takeLatest(accountOpened.type, onAccountOpened);
}

function* watchLatestOrders() {
  yield takeLatest(latestOrdersRequested.type, onLatestOrders);
}

export const accountSagas = { watchAccountOpened, watchLatestOrders };
