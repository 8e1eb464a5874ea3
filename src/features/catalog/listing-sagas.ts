import { call, put, takeEvery } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { errorMessage } from '../../lib/remote';
import { screenDataArrived } from '../shell/shell-slice';
import { getFilterData, getFilteredProducts } from './listing-api';
import { selectFilters, selectListing } from './listing-selectors';
import {
  filtersFailed,
  filtersRequested,
  filtersStarted,
  filtersSucceeded,
  listingFailed,
  listingRequested,
  listingStarted,
  listingSucceeded,
} from './listing-slice';

function* loadListing(action: ReturnType<typeof listingRequested>) {
  const { key, query } = action.payload;
  // The same query asked again while on its way (a repeated effect, a double click) is one request.
  if ((yield* selectFrom(selectListing(key))).status === 'loading') return;
  yield put(listingStarted(key));
  try {
    const result: Awaited<ReturnType<typeof getFilteredProducts>> = yield* callApi(getFilteredProducts, query);
    yield put(listingSucceeded({ key, result }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(listingFailed({ key, error: errorMessage(error) }));
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadFilters(action: ReturnType<typeof filtersRequested>) {
  const { slug } = action.payload;
  const current = (yield* selectFrom(selectFilters(slug))).status;
  if (current === 'loading' || current === 'succeeded') return;
  yield put(filtersStarted(slug));
  try {
    const data: Awaited<ReturnType<typeof getFilterData>> = yield* callApi(getFilterData, slug);
    yield put(filtersSucceeded({ slug, data }));
  } catch (error) {
    yield put(filtersFailed({ slug, error: errorMessage(error) }));
    yield call(reportError, error);
  }
}

/** Results are kept per query, so an older answer arriving late cannot overwrite a newer screen. */
function* watchListing() {
  yield takeEvery(listingRequested.type, loadListing);
}
function* watchFilters() {
  yield takeEvery(filtersRequested.type, loadFilters);
}

export const listingSagas = { watchListing, watchFilters };
