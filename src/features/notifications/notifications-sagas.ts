import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, put, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { ctx } from '../../app/saga-context';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { liveConnectionResynced, liveNotificationReceived } from './live-notification-sagas';
import {
  fetchNotifications,
  removeNotification,
  seeAllNotifications,
  seeNotification,
  type NotificationItem,
  type NotificationPage,
} from './notifications-api';
import { selectNotificationsState } from './notifications-selectors';
import {
  allNotificationsSeenFailed,
  allNotificationsSeenRequested,
  allNotificationsSeenSucceeded,
  firstPageFailed,
  firstPageLoaded,
  initialNotificationsState,
  liveMerged,
  liveMissed,
  NOTIFICATIONS_KEY,
  notificationLists,
  notificationRemoved,
  notificationRemoveFailed,
  notificationRemoveRequested,
  notificationSeenFailed,
  notificationSeenRequested,
  notificationSeenSucceeded,
  selectNotificationRows,
  unseenCountRequested,
} from './notifications-slice';

function* listState() {
  return (yield* selectFrom(selectNotificationsState)) ?? initialNotificationsState;
}

/**
 * The bell's count: page 1 once, in the background (no progress bar, no notice: the count is an
 * extra), when nothing is loaded yet. Only an ended session is reported, as every request reports it.
 */
function* loadUnseenCount() {
  if ((yield* listState()).status !== 'idle') return;
  yield put(notificationLists.slice.actions.requested({ key: NOTIFICATIONS_KEY, quiet: true }));
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

/**
 * Page 1 (the screen's, on every mount, or the bell's) and "Load more": the page that holds the
 * first row not shown yet. Removals shift the server's pages, so the page number comes from the
 * rows loaded, not from a page counter (the paging kit drops rows already shown by id).
 */
function* watchNotificationList() {
  yield fork(watchPagedLists<NotificationItem>, {
    actions: notificationLists.slice.actions,
    select: (state: never) => selectNotificationRows(state),
    fetchPage: (http, _key, page) => fetchNotifications(http, page),
    nextPage: (_state, _key, list) => Math.floor(list.items.length / (list.perPage ?? 15)) + 1,
  });
  yield takeLeading(unseenCountRequested.type, loadUnseenCount);
  yield takeLatest([liveNotificationReceived.type, liveConnectionResynced.type], onLivePush);
}

function* watchNotificationActions() {
  yield fork(perRow, notificationSeenRequested.type, markSeen);
  yield fork(perRow, notificationRemoveRequested.type, remove);
  yield takeLeading(allNotificationsSeenRequested.type, markAllSeen);
}

export const notificationsSagas = { watchNotificationList, watchNotificationActions };
