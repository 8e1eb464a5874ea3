import { call, put, takeLatest } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import type { Category } from '../../types/catalogue';
import { fetchCategoryTree } from './categories-api';
import { categoryTreeFailed, categoryTreeLoaded, categoryTreeRequested } from './categories-slice';

function* loadTree() {
  try {
    const tree: Category[] = yield* callApi(fetchCategoryTree);
    yield put(categoryTreeLoaded(tree));
  } catch (error) {
    yield put(categoryTreeFailed(isApiError(error) && error.kind === 'business' ? error.message : ''));
    yield call(reportError, error, { shownInline: true });
  }
}

function* watchCategoryTree() {
  // A second opening while the first answer is on its way: the newer request wins.
  yield takeLatest(categoryTreeRequested.type, loadTree);
}

export const categoriesSagas = { watchCategoryTree };
