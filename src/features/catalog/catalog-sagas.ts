import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import type { RootState } from '../../app/store';
import { screenDataArrived, shellMounted } from '../shell/shell-slice';
import { categoriesLoaded } from '../session/session-slice';
import { getFilterData, getFilteredProducts, getHomePage, getSidebarCategories } from './catalog-api';
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
    const configured: number = yield select((state: RootState) => state.session.homeComponents.length);
    // Page 1 holds setting indexes 0–3, page n indexes 3n−2…3n, so the last index N−1 arrives on
    // page ceil((N−1)/3). Without the shell's list, trust has_more_data up to a generous cap.
    const maxPages = configured > 0 ? Math.max(1, Math.ceil((configured - 1) / 3)) : 20;
    yield put(homeSectionsLoaded({ ...page, maxPages }));
    yield put(screenDataArrived());
  } catch (error) {
    yield put(homeSectionsFailed());
    yield call(reportError, error, { shownInline: true });
  }
}

function* loadListing(action: ReturnType<typeof listingRequested>) {
  const { key, query } = action.payload;
  // The same query asked again while on its way (a repeated effect, a double click) is one request.
  const status: string | undefined = yield select((state: RootState) => state.catalog.listings[key]?.status);
  if (status === 'loading') return;
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

/** The menu: the page's categories when it sends some, else sidebar/categories. A failure leaves the menu's fixed links. */
function* loadMenuCategories() {
  const known: number = yield select((state: RootState) => state.session.categories.length);
  if (known > 0) return;
  try {
    const categories: Awaited<ReturnType<typeof getSidebarCategories>> = yield* callApi(getSidebarCategories);
    yield put(categoriesLoaded(categories));
  } catch (error) {
    yield call(reportError, error, { shownInline: true });
  }
}

export function* watchMenuCategories() { yield takeLeading(shellMounted.type, loadMenuCategories); }
export function* watchHomeSections() { yield takeLeading(homeSectionsRequested.type, loadHomeSections); }
/** Results are kept per query, so an older answer arriving late cannot overwrite a newer screen. */
export function* watchListing() { yield takeEvery(listingRequested.type, loadListing); }
export function* watchFilters() { yield takeEvery(filtersRequested.type, loadFilters); }
