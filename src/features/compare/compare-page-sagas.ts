import { call, put, takeLatest } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { getCompareList, type CompareItem } from './compare-api';
import { comparePageFailed, comparePageRequested, comparePageStarted } from './compare-page-slice';
import { compareListLoaded } from './compare-slice';

function* failureMessage(error: unknown) {
  const t = yield* selectFrom(selectTranslator);
  if (isApiError(error) && error.kind === 'business') return error.message;
  if (isApiError(error) && error.kind === 'network') return t('network_error');
  return t('something_went_wrong');
}

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
