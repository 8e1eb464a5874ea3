import { all, fork } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import { restartable } from '../lib/saga/restartable';
import { noticeSagas } from '../features/notices/notice-sagas';
import { i18nSagas } from '../features/i18n/i18n-sagas';
import { sessionSagas } from '../features/session/session-sagas';
import { shopSagas } from '../features/shop/shop-sagas';
import { shellSagas } from '../features/shell/shell-sagas';
import { cartSagas } from '../features/cart/cart-sagas';
import { catalogSagas } from '../features/catalog/catalog-sagas';
import { liveNotificationSagas } from '../features/notifications/live-notification-sagas';
import { analyticsSagas } from '../features/analytics';

/**
 * The eager features' watchers: what the shell and home need. A lazily loaded feature's watchers
 * run when its chunk first renders (its descriptor, `useFeature`), not from here.
 */
const watchers = mergeWatchers(
  noticeSagas,
  i18nSagas,
  sessionSagas,
  shopSagas,
  shellSagas,
  cartSagas,
  catalogSagas,
  liveNotificationSagas,
  analyticsSagas,
);

/** Like spreading them, but two features exporting a watcher of the same name fail loudly instead of one silently replacing the other. */
function mergeWatchers(...groups: Record<string, Saga>[]): Record<string, Saga> {
  const all: Record<string, Saga> = {};
  for (const group of groups) {
    for (const [name, watcher] of Object.entries(group)) {
      if (name in all) throw new Error(`[storefront] two features export a watcher named ${name}`);
      all[name] = watcher;
    }
  }
  return all;
}

/**
 * Each watcher is supervised (a crash restarts it and cannot take the others down) and forked,
 * not spawned, so cancelling the root task on unmount stops every watcher, socket and timer.
 */
export function* rootSaga() {
  yield all(Object.entries(watchers).map(([name, watcher]) => fork(restartable(name, watcher))));
}
