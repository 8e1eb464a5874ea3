import type { PayloadActionCreator } from '@reduxjs/toolkit';
import { call, delay, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { paths } from '../../lib/links/paths';
import { ctx } from '../../app/saga-context';
import { isApiError } from '../../lib/http/api-error';
import { hasFieldErrors, submitFailureFrom, type SubmitFailure } from '../../lib/forms/submit-failure';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { signInSucceeded } from '../session/session-slice';
import {
  fetchAffiliateDashboard,
  fetchAffiliateLinks,
  fetchAffiliatePayouts,
  isNotOffered,
  registerAffiliate,
  requestPayout,
  type AffiliateDashboard,
  type AffiliateProduct,
  type AffiliateRegisterAnswer,
  type LinksPage,
  type Payout,
  type PayoutAnswer,
  type PayoutsPage,
} from './affiliate-api';
import {
  affiliateDashboardRequested,
  affiliateRegisterRequested,
  dashboardFailed,
  dashboardLoaded,
  linkLists,
  payoutFailed,
  payoutInfoLoaded,
  payoutLists,
  payoutRequested,
  payoutSucceeded,
  registerFailed,
  registerSucceeded,
  selectLinkListByKey,
  selectPayoutListByKey,
  statesLoaded,
} from './affiliate-slice';

/** The product links, page by page; each page also brings the four counters. */
function* watchLinks() {
  yield* watchPagedLists<AffiliateProduct>({
    actions: linkLists.slice.actions,
    select: selectLinkListByKey,
    fetchPage: (http, _key, page) => fetchAffiliateLinks(http, page),
    alsoLoaded: (_key, page) => statesLoaded({ states: (page as LinksPage).states, base: (page as LinksPage).base }),
  });
}

/** The payout history, page by page; each page also brings the balance and the minimum. */
function* watchPayoutHistory() {
  yield* watchPagedLists<Payout>({
    actions: payoutLists.slice.actions,
    select: selectPayoutListByKey,
    fetchPage: (http, _key, page) => fetchAffiliatePayouts(http, page),
    alsoLoaded: (_key, page) => payoutInfoLoaded({ balance: (page as PayoutsPage).balance, minimum: (page as PayoutsPage).minimum }),
  });
}

/** One period at a time: switching again before the answer drops the older request (takeLatest). */
function* loadDashboard(action: ReturnType<typeof affiliateDashboardRequested>) {
  try {
    const data: AffiliateDashboard = yield* callApi(fetchAffiliateDashboard, action.payload.days);
    yield put(dashboardLoaded(data));
  } catch (error) {
    const notOffered = isNotOffered(error);
    yield put(dashboardFailed({ message: isApiError(error) && error.kind === 'business' ? error.message : null, notOffered }));
    // Shown on the screen (not offered, not an affiliate, or an error panel): no toast repeats it.
    yield call(reportError, error, { shownInline: true });
  }
}

/** A form's failure: a 422 stays on its fields; anything else is also a toast titled "Error". */
function* failWith(error: unknown, failed: PayloadActionCreator<SubmitFailure>) {
  const failure = submitFailureFrom(error);
  yield put(failed(failure));
  if (!hasFieldErrors(failure)) yield call(reportError, error, { titleKey: 'Error' });
}

function* toastSuccess(message: string) {
  const t = yield* selectFrom(selectTranslator);
  yield put(noticeRequested({ type: 'success', title: t('Success'), message }));
}

/**
 * As a customer sign-up: toast `success`; type 1 signs the new affiliate in and opens their links
 * page, type 0 goes to login (the account waits for the mailed link when the shop asks for one).
 * The stock 1.6.7 backend always refuses (`{error}` with a PHP message): that is a toast and the
 * form keeps what was typed.
 */
function* onRegister(action: ReturnType<typeof affiliateRegisterRequested>) {
  try {
    const answer: AffiliateRegisterAnswer = yield* callApi(registerAffiliate, action.payload);
    yield put(registerSucceeded());
    yield* toastSuccess(answer.success);
    const navigate = yield* ctx('navigate');
    if (answer.type === 1 && answer.auth_user) {
      yield put(signInSucceeded({ user: answer.auth_user }));
      // The session saga answers the sign-in by going to the dashboard, once this saga yields; the
      // affiliate's own page is the better start, so this navigation waits a turn to come last.
      yield delay(0);
      yield call(navigate, paths.affiliateSystem(), { replace: true });
    } else {
      yield call(navigate, paths.login());
    }
  } catch (error) {
    yield* failWith(error, registerFailed);
  }
}

/** takeLeading: one payout request at a time, a double submit sends once. */
function* onPayout(action: ReturnType<typeof payoutRequested>) {
  try {
    const answer: PayoutAnswer = yield* callApi(requestPayout, action.payload);
    yield put(payoutSucceeded({ payout: answer.payout, balance: answer.balance }));
    yield* toastSuccess(answer.success);
  } catch (error) {
    yield* failWith(error, payoutFailed);
  }
}

function* watchDashboard() {
  yield takeLatest(affiliateDashboardRequested.type, loadDashboard);
}
function* watchRegister() {
  yield takeLeading(affiliateRegisterRequested.type, onRegister);
}
function* watchPayoutRequests() {
  yield takeLeading(payoutRequested.type, onPayout);
}

export const affiliateSagas = { watchLinks, watchPayoutHistory, watchDashboard, watchRegister, watchPayoutRequests };
