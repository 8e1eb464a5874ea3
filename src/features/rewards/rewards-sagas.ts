import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeLeading } from 'redux-saga/effects';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { userReplaced } from '../session/session-slice';
import { convertReward, fetchRewardHistory, type RewardPage, type RewardRow } from './rewards-api';
import { selectRewardHistory } from './rewards-selectors';
import { convertFailed, convertRequested, convertSucceeded, historyLists, rewardLoaded } from './rewards-slice';

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

/** Page 1 on each visit, "Show more" after it; each page's Reward row updates the points shown. */
function* watchRewardHistory() {
  yield* watchPagedLists<RewardRow>({
    actions: historyLists.slice.actions,
    select: (state: never) => selectRewardHistory(state),
    fetchPage: (http, _key, page) => fetchRewardHistory(http, page),
    alsoLoaded: (_key, page) => rewardLoaded((page as RewardPage).reward),
  });
}

function* watchConvert() {
  yield takeLeading(convertRequested.type, onConvert);
}

export const rewardsSagas = { watchRewardHistory, watchConvert };
