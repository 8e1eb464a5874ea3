import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import type { RootState } from '../../app/store';
import { screenDataArrived } from '../shell/shell-slice';
import { getFilterData, getFilteredProducts, getHomePage } from './catalog-api';
import {
  filtersFailed, filtersLoaded, filtersRequested, filtersStarted, homeSectionsFailed, homeSectionsLoaded, homeSectionsRequested,
  homeSectionsStarted, listingFailed, listingLoaded, listingRequested, listingStarted,
} from './catalog-slice';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Failed';
}

function* loadHomeSections() {
  const { nextPage, hasMore, status }: RootState['catalog']['home'] = yield select((state: RootState) => state.catalog.home);
  if (!hasMore || status === 'loading') return;
  yield put(homeSectionsStarted());
  try {
    const page: Awaited<ReturnType<typeof getHomePage>> = yield* callApi(getHomePage, nextPage);
    yield put(homeSectionsLoaded(page));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(homeSectionsFailed());
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadListing(action: ReturnType<typeof listingRequested>) {
  const { key, query } = action.payload;
  yield put(listingStarted(key));
  try {
    const result: Awaited<ReturnType<typeof getFilteredProducts>> = yield* callApi(getFilteredProducts, query);
    yield put(listingLoaded({ key, result }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(listingFailed({ key, error: messageOf(error) }));
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadFilters(action: ReturnType<typeof filtersRequested>) {
  const { slug } = action.payload;
  const current: string | undefined = yield select((state: RootState) => state.catalog.filters[slug]?.status);
  if (current === 'loading' || current === 'succeeded') return;
  yield put(filtersStarted(slug));
  try {
    const data: Awaited<ReturnType<typeof getFilterData>> = yield* callApi(getFilterData, slug);
    yield put(filtersLoaded({ slug, data }));
  } catch (error) {
    yield put(filtersFailed({ slug, error: messageOf(error) }));
    yield call(reportError, error);
  }
}

export function* watchHomeSections() { yield takeLeading(homeSectionsRequested.type, loadHomeSections); }
/** A newer listing query supersedes an older one still on its way. */
export function* watchListing() { yield takeLatest(listingRequested.type, loadListing); }
export function* watchFilters() { yield takeEvery(filtersRequested.type, loadFilters); }
