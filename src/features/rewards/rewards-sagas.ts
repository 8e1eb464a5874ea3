import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { userReplaced } from '../session/session-slice';
import { convertReward, fetchRewardHistory, type RewardPage } from './rewards-api';
import { selectRewards } from './rewards-selectors';
import {
  convertFailed,
  convertRequested,
  convertSucceeded,
  firstPageLoaded,
  historyFailed,
  historyStarted,
  morePageFailed,
  morePageLoaded,
  moreRewardsRequested,
  rewardsOpened,
} from './rewards-slice';

const pageOf = (url: string | null): number | null => {
  if (!url) return null;
  try {
    const page = Number.parseInt(new URL(url, 'https://x.invalid').searchParams.get('page') ?? '', 10);
    return Number.isFinite(page) && page > 0 ? page : null;
  } catch {
    return null;
  }
};

function* loadFirstPage() {
  yield put(historyStarted());
  try {
    const page: RewardPage = yield* callApi(fetchRewardHistory, 1);
    yield put(firstPageLoaded(page));
  } catch (error) {
    yield put(historyFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

/** "Show more": the page `next_page_url` names; rows already shown are dropped by id. */
function* loadMore() {
  const page = pageOf((yield* selectFrom(selectRewards)).nextPageUrl);
  if (page === null) {
    yield put(morePageLoaded({ reward: null, rows: [], nextPageUrl: null }));
    return;
  }
  try {
    const answer: RewardPage = yield* callApi(fetchRewardHistory, page);
    yield put(morePageLoaded(answer));
  } catch (error) {
    yield put(morePageFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/**
 * The confirmed conversion: sent once (takeLeading); the answer's Reward row replaces the points
 * and its user the session's (the new balance). A refusal (`{error}`) is shown in the screen.
 */
function* onConvert(action: PayloadAction<{ points: number; amount: string }>) {
  const { points, amount } = action.payload;
  try {
    const answer: Awaited<ReturnType<typeof convertReward>> = yield* callApi(convertReward, { reward: points, amount: Number(amount) });
    if (answer.user) yield put(userReplaced(answer.user));
    const t = yield* selectFrom(selectTranslator);
    const message = answer.success || t('rewards_converted');
    yield put(convertSucceeded({ reward: answer.reward, message }));
    yield put(noticeRequested({ type: 'success', title: t('Success'), message }));
  } catch (error) {
    // The screen shows why under the form (an alert); only an ended session is reported beyond it.
    yield put(convertFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchRewardHistory() {
  yield takeLatest(rewardsOpened.type, loadFirstPage);
  yield takeLeading(moreRewardsRequested.type, loadMore);
}

function* watchConvert() {
  yield takeLeading(convertRequested.type, onConvert);
}

export const rewardsSagas = { watchRewardHistory, watchConvert };
