import { call, put, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { fetchFollowedShops, type FollowedShopsPage } from './followed-shops-api';
import {
  firstPageFailed,
  firstPageLoaded,
  firstPageStarted,
  followedShopsRequested,
  moreFollowedShopsRequested,
  morePageFailed,
  morePageLoaded,
  selectFollowedShopRows,
  selectFollowedShopsState,
} from './followed-shops-slice';

function* loadFirstPage() {
  yield put(firstPageStarted());
  try {
    const page: FollowedShopsPage = yield* callApi(fetchFollowedShops, 1);
    yield put(firstPageLoaded(page));
  } catch (error) {
    const t = yield* selectFrom(selectTranslator);
    const message = isApiError(error) && error.kind === 'business' ? error.message : t('something_went_wrong');
    yield put(firstPageFailed(message));
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * "Show more": the page holding the first row not shown. Unfollowing here shifts the server's
 * pages, so the number comes from the rows still followed, not from a page counter; rows already
 * shown are dropped by id, and `next_page_url` says whether there is more.
 */
function* loadMore() {
  const { perPage } = yield* selectFrom(selectFollowedShopsState);
  const rows = yield* selectFrom(selectFollowedShopRows);
  try {
    const page: FollowedShopsPage = yield* callApi(fetchFollowedShops, Math.floor(rows.length / perPage) + 1);
    yield put(morePageLoaded(page));
  } catch (error) {
    yield put(morePageFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* watchFollowedShops() {
  yield takeLeading(followedShopsRequested.type, loadFirstPage);
  yield takeLeading(moreFollowedShopsRequested.type, loadMore);
}

export const followedShopsSagas = { watchFollowedShops };
