import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { getCompareList, type CompareItem } from './compare-api';
import { comparePageFailed, comparePageRequested, comparePageStarted } from './compare-page-slice';
import { compareListLoaded } from './compare-slice';

/** The screen opened: the list afresh (as the original); its ids also refresh the buttons. */
function* loadComparePage() {
  yield put(comparePageStarted());
  try {
    const items: CompareItem[] = yield* callApi(getCompareList);
    yield put(compareListLoaded(items));
  } catch (error) {
    yield put(comparePageFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchComparePage() {
  yield takeLatest(comparePageRequested.type, loadComparePage);
}

export const comparePageSagas = { watchComparePage };
