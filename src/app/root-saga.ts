import { all, fork } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { restartable } from '../lib/saga/restartable';
import { watchNotices } from '../features/notices/notice-sagas';
import { loadTranslations } from '../features/i18n/i18n-sagas';
import { watchCurrency, watchLogout, watchSignedIn, watchSignInRequired } from '../features/session/session-sagas';
import { watchColours, watchPopup, watchRouteChanges, watchShellMounted, watchSubscribe } from '../features/shell/shell-sagas';
import { watchAddToCart } from '../features/cart/cart-sagas';
import { watchFilters, watchHomeSections, watchListing, watchMenuCategories } from '../features/catalog/catalog-sagas';
import { watchProductDetails, watchProductModal, watchVariantChoice } from '../features/product/product-sagas';
import { watchLiveNotifications } from '../features/notifications/live-notification-sagas';

const watchers: Record<string, Saga> = {
  watchNotices, loadTranslations,
  watchCurrency, watchLogout, watchSignInRequired, watchSignedIn,
  watchRouteChanges, watchShellMounted, watchPopup, watchSubscribe, watchColours,
  watchAddToCart, watchHomeSections, watchListing, watchFilters, watchMenuCategories,
  watchProductDetails, watchProductModal, watchVariantChoice,
  watchLiveNotifications,
};

/**
 * Each watcher is supervised (a crash restarts it and cannot take the others down) and forked,
 * not spawned, so cancelling the root task on unmount stops every watcher, socket and timer.
 */
export function* rootSaga() {
  yield all(Object.entries(watchers).map(([name, watcher]) => fork(restartable(name, watcher))));
}
