import { call, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
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
  pendingCountFailed,
  pendingCountRequested,
  pendingCountStarted,
  pendingCountSucceeded,
} from './listing-slice';
import type { ListingResult } from './catalog-types';

/** Typing a price or ticking several boxes in a row asks once, after the shopper pauses. */
export const PENDING_COUNT_DEBOUNCE_MS = 350;

const totalOf = (result: ListingResult) => (result.missing ? 0 : Number(result.products.total ?? result.products.data.length) || 0);

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

function* countPending(action: ReturnType<typeof pendingCountRequested>) {
  const { key, query } = action.payload;
  yield put(pendingCountStarted(key));
  const known = yield* selectFrom(selectListing(key));
  if (known.status === 'succeeded' && known.data) {
    yield put(pendingCountSucceeded({ key, total: totalOf(known.data) }));
    return;
  }
  // takeLatest cancels this task while it waits or asks, so an older count never lands after a newer one.
  yield delay(PENDING_COUNT_DEBOUNCE_MS);
  try {
    const result: Awaited<ReturnType<typeof getFilteredProducts>> = yield* callApi(getFilteredProducts, query);
    // The answer is that listing's first page: kept, so "Apply" shows it at once (then refreshes it).
    yield put(listingSucceeded({ key, result }));
    yield put(pendingCountSucceeded({ key, total: totalOf(result) }));
  } catch {
    // The count only labels a button; "Apply" still works without it, so no error notice here.
    yield put(pendingCountFailed(key));
  }
}

/** Results are kept per query, so an older answer arriving late cannot overwrite a newer screen. */
function* watchListing() {
  yield takeEvery(listingRequested.type, loadListing);
}
function* watchFilters() {
  yield takeEvery(filtersRequested.type, loadFilters);
}

function* watchPendingCount() {
  yield takeLatest(pendingCountRequested.type, countPending);
}

export const listingSagas = { watchListing, watchFilters, watchPendingCount };
