import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { callApi } from '../../lib/saga/call-api';
import { failureMessage } from '../../lib/saga/failure-message';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { liveConnectionResynced, liveNotificationReceived } from './live-notification-sagas';
import { fetchNotifications, removeNotification, seeAllNotifications, seeNotification, type NotificationPage } from './notifications-api';
import { selectNotificationsState } from './notifications-selectors';
import {
  allNotificationsSeenFailed,
  allNotificationsSeenRequested,
  allNotificationsSeenSucceeded,
  firstPageFailed,
  firstPageLoaded,
  firstPageStarted,
  initialNotificationsState,
  liveMerged,
  liveMissed,
  moreNotificationsRequested,
  morePageFailed,
  morePageLoaded,
  notificationRemoved,
  notificationRemoveFailed,
  notificationRemoveRequested,
  notificationSeenFailed,
  notificationSeenRequested,
  notificationSeenSucceeded,
  notificationsRequested,
  unseenCountRequested,
} from './notifications-slice';

function* listState() {
  return (yield* selectFrom(selectNotificationsState)) ?? initialNotificationsState;
}

/** The screen's load: with the progress bar; a failure shows in the screen (panel with "try again"). */
function* loadFirstPage() {
  if ((yield* listState()).status === 'loading') return;
  yield put(firstPageStarted());
  try {
    const page: NotificationPage = yield* callApi(fetchNotifications, 1);
    yield put(firstPageLoaded(page));
  } catch (error) {
    yield put(firstPageFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * The bell's count: page 1 once, in the background (no progress bar, no notice: the count is an
 * extra). Only an ended session is reported, as every request reports it.
 */
function* loadUnseenCount() {
  if ((yield* listState()).status !== 'idle') return;
  const http = yield* ctx('http');
  yield put(firstPageStarted());
  try {
    const page: NotificationPage = yield call(fetchNotifications, http, 1);
    yield put(firstPageLoaded(page));
  } catch (error) {
    yield put(firstPageFailed(yield* failureMessage(error)));
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * "Load more": the page that holds the first row not shown yet. Removals shift the server's
 * pages, so the page number comes from the rows loaded, not from a page counter; rows already
 * shown are dropped by id.
 */
function* loadMore() {
  const { items, perPage } = yield* listState();
  try {
    const page: NotificationPage = yield* callApi(fetchNotifications, Math.floor(items.length / perPage) + 1);
    yield put(morePageLoaded(page));
  } catch (error) {
    yield put(morePageFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

/**
 * A push carries only {message, message_type}: the stored row (with its id, date and url) comes
 * from a fresh page 1, merged on top of what is loaded. takeLatest: a burst of pushes reads once.
 */
function* onLivePush() {
  let { status } = yield* listState();
  if (status === 'loading') {
    yield take([firstPageLoaded.type, firstPageFailed.type]);
    ({ status } = yield* listState());
  }
  if (status !== 'succeeded') return;
  const http = yield* ctx('http');
  try {
    const page: NotificationPage = yield call(fetchNotifications, http, 1);
    yield put(liveMerged(page));
  } catch (error) {
    yield put(liveMissed());
    yield call(reportError, error, { shownInline: true });
  }
}

/** Per-row actions run once per row at a time (a double click sends one request). */
function* perRow(pattern: string, worker: (id: number) => Generator) {
  const running = new Set<number>();
  yield takeEvery(pattern, function* (action: PayloadAction<{ id: number }>) {
    const { id } = action.payload;
    if (running.has(id)) return;
    running.add(id);
    try {
      yield* worker(id);
    } finally {
      running.delete(id);
    }
  });
}

function* markSeen(id: number) {
  try {
    yield* callApi(seeNotification, id);
    yield put(notificationSeenSucceeded({ id }));
  } catch (error) {
    yield put(notificationSeenFailed({ id }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* remove(id: number) {
  try {
    yield* callApi(removeNotification, id);
    yield put(notificationRemoved({ id }));
  } catch (error) {
    yield put(notificationRemoveFailed({ id }));
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* markAllSeen() {
  try {
    yield* callApi(seeAllNotifications);
    yield put(allNotificationsSeenSucceeded());
  } catch (error) {
    yield put(allNotificationsSeenFailed());
    yield call(reportError, error, { titleKey: 'Error' });
  }
}

function* watchNotificationList() {
  yield takeLeading(notificationsRequested.type, loadFirstPage);
  yield takeLeading(unseenCountRequested.type, loadUnseenCount);
  yield takeLeading(moreNotificationsRequested.type, loadMore);
  yield takeLatest([liveNotificationReceived.type, liveConnectionResynced.type], onLivePush);
}

function* watchNotificationActions() {
  yield fork(perRow, notificationSeenRequested.type, markSeen);
  yield fork(perRow, notificationRemoveRequested.type, remove);
  yield takeLeading(allNotificationsSeenRequested.type, markAllSeen);
}

export const notificationsSagas = { watchNotificationList, watchNotificationActions };
