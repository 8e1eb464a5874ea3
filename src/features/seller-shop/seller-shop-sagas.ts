import { call, put, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { fetchFollowedShopIds, fetchShopPage, isUnknownShopError, type ShopCoupon, type ShopPage } from './seller-shop-api';
import { selectCouponList } from './seller-shop-selectors';
import { couponLists, followStatusKnown, followStatusRequested, shopLoaded } from './seller-shop-slice';

/** The shop page and, page after page, its coupons: one request per shop at a time. */
function* watchShopPages() {
  yield* watchPagedLists<ShopCoupon>({
    actions: couponLists.slice.actions,
    select: selectCouponList as (state: never, key: string) => ReturnType<typeof selectCouponList>,
    fetchPage: fetchShopPage,
    alsoLoaded: (slug, page) => shopLoaded({ slug, shop: (page as ShopPage).shop }),
    // The screen tells an unknown shop (a not-found page) from the original's crash text.
    keepWords: (error) => (isApiError(error) && isUnknownShopError(error.message) ? error.message : null),
  });
}

/** Enough pages for anyone's followed shops; beyond that the button starts as "not followed". */
const MAX_FOLLOWED_PAGES = 5;

/**
 * shop-page-data does not say whether the shopper follows the shop, and following twice adds a
 * second row in the original (no duplicate check), so the button must start right: the shopper's
 * followed shops are read (12 a page) until the shop is found or the list ends.
 */
function* lookUpFollow(action: ReturnType<typeof followStatusRequested>) {
  const { id } = action.payload;
  try {
    for (let page = 1; page <= MAX_FOLLOWED_PAGES; page += 1) {
      const { ids, more }: Awaited<ReturnType<typeof fetchFollowedShopIds>> = yield* callApi(fetchFollowedShopIds, page);
      if (ids.includes(id) || !more) {
        yield put(followStatusKnown({ id, followed: ids.includes(id) }));
        return;
      }
    }
    yield put(followStatusKnown({ id, followed: false }));
  } catch (error) {
    // Not worth a notice: the button still works, starting as "not followed".
    yield put(followStatusKnown({ id, followed: false }));
    yield call(reportError, error, { shownInline: true });
  }
}

/** One look-up at a time: a second ask while one runs (StrictMode's double effect) is dropped. */
function* watchFollowStatus() {
  yield takeLeading(followStatusRequested.type, lookUpFollow);
}

export const sellerShopSagas = { watchShopPages, watchFollowStatus };
