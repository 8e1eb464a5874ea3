import { createAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { noticeRequested, noticeTypeOf } from '../../lib/notices/notice-actions';
import { selectTranslator } from '../i18n/i18n-selectors';
import { loadChunk } from '../../lib/chunks/load-chunk';
import { selectFrom } from '../../lib/saga/select-from';
import { sessionExpired } from '../../lib/session/session-events';
import type { LiveMessage } from '../../lib/realtime/live-message';
import type { ChannelKind } from '../../lib/realtime/notification-channel';
import { ctx, type SagaContext } from '../../app/saga-context';
import type { RootState } from '../../app/store';
import { authorizeChannel } from './live-notification-api';
import { isOn, selectSettings } from '../shop/shop-selectors';
import { logoutSucceeded, signInSucceeded } from '../session/session-slice';
import { reconcileCart } from '../cart';

export const liveNotificationReceived = createAction<LiveMessage>('notifications/liveReceived');
/** Check whether to listen; dispatched at mount (user and settings come with the shell). */
export const liveNotificationsStartRequested = createAction('notifications/startRequested');
/** The socket is back after having been lost: what was published meanwhile must be re-read. */
export const liveConnectionRestored = createAction('notifications/liveConnectionRestored');

/** Dispatched once a burst of restores has settled: the moment to re-read. */
export const liveConnectionResynced = createAction('notifications/liveConnectionResynced');

/** A flapping connection restores many times in a row: re-read once it has been quiet this long. */
export const RESYNC_SETTLE_MS = 500;

type ChannelAuth = Awaited<ReturnType<typeof authorizeChannel>>;
/** `authorize`: pusher-js asks for the private channel's signature; the saga answers it. */
type SocketEvent =
  | { kind: 'message'; message: LiveMessage }
  | { kind: 'restored' }
  | { kind: 'authorize'; socketId: string; channelName: string; resolve: (auth: ChannelAuth) => void; reject: (error: unknown) => void };

const TITLE_KEYS = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' } as const;

/** Every action after which the wanted subscription may have changed. */
const SESSION_CHANGES = [liveNotificationsStartRequested.type, signInSucceeded.type, logoutSucceeded.type, sessionExpired.type];

type SocketModule = typeof import('../../lib/realtime/notification-socket');

/** The user whose channel to listen on: signed in, push on in the settings, a key on the page. */
function wantedUserId(state: RootState, realtime: SagaContext['realtime']): number | null {
  const user = state.session.user;
  if (!realtime || !user || !isOn(selectSettings(state).pushar_activated)) return null;
  return user.id;
}

/**
 * One socket on one channel kind until cancelled; closing the channel disconnects it. With `auto`,
 * returns true as soon as broadcasting/auth shows the shop has no such route (a stock shop).
 */
function* listenOn(socket: SocketModule, kind: ChannelKind, auto: boolean, userId: number) {
  const realtime = (yield* ctx('realtime')) as NonNullable<SagaContext['realtime']>;
  const http = yield* ctx('http');
  let channel: EventChannel<SocketEvent>;
  try {
    channel = yield call(() =>
      eventChannel<SocketEvent>(
        (emit) =>
          socket.connectNotifications(
            realtime,
            kind,
            userId,
            (socketId, channelName) =>
              new Promise((resolve, reject) => emit({ kind: 'authorize', socketId, channelName, resolve, reject })),
            (message) => emit({ kind: 'message', message }),
            () => emit({ kind: 'restored' }),
          ),
        // pusher-js may ask for the signature while the socket is being set up, before the first take.
        buffers.expanding<SocketEvent>(4),
      ),
    );
  } catch (error) {
    // Live notifications are an extra: without the socket the shop works on, so no notice.
    console.warn('[storefront] live notifications unavailable', error);
    return false;
  }
  let settled = false;
  try {
    for (;;) {
      const event: SocketEvent = yield take(channel);
      if (event.kind === 'restored') {
        yield put(liveConnectionRestored());
        continue;
      }
      if (event.kind === 'authorize') {
        try {
          const auth: ChannelAuth = yield call(authorizeChannel, http, event.socketId, event.channelName);
          event.resolve(auth);
          if (auto && !settled) socket.announceChannel('private', userId, 'admitted');
        } catch (error) {
          event.reject(error);
          const sign = auto ? socket.missingRouteSign(error) : null;
          if (sign) {
            socket.announceChannel('public', userId, sign);
            return true;
          }
          if (!settled) socket.announceRefusal(userId, error);
        }
        settled = true;
        continue;
      }
      const { message } = event;
      const type = noticeTypeOf(message.message_type);
      const t = yield* selectFrom(selectTranslator);
      yield put(liveNotificationReceived(message));
      yield put(noticeRequested({ type, title: t(TITLE_KEYS[type]), message: message.message }));
    }
  } finally {
    channel.close();
  }
}

/** The user's notifications for as long as they are signed in; the channel as the page field says, else auto. */
function* listen(userId: number) {
  if (!('Notification' in globalThis)) {
    // Without browser notification support an alert is given.
    globalThis.alert('Web Notification is not supported');
    return;
  }
  const { channel } = (yield* ctx('realtime')) as NonNullable<SagaContext['realtime']>;
  let socket: SocketModule;
  try {
    socket = yield call(loadChunk, () => import('../../lib/realtime/notification-socket'));
  } catch (error) {
    console.warn('[storefront] live notifications unavailable', error);
    return;
  }
  if (channel === 'private' || channel === 'public') {
    socket.announceChannel(channel, userId, 'field');
    yield call(listenOn, socket, channel, false, userId);
  } else if ((yield call(listenOn, socket, 'private', true, userId)) as boolean) {
    // A stock shop: it broadcasts on the public channel.
    yield call(listenOn, socket, 'public', false, userId);
  }
}

/**
 * Keeps exactly one socket for the signed-in user: connects at mount or after an in-page
 * sign-in, leaves a running socket alone when nothing changed (a second sign-in of the same
 * user), and disconnects on sign-out and session expiry. Reducers run before this sees an
 * action, so the state read here already reflects it.
 */
function* watchLiveNotifications() {
  let current: { userId: number; task: Task } | null = null;
  try {
    for (;;) {
      yield take(SESSION_CHANGES);
      const realtime = yield* ctx('realtime');
      const userId: number | null = wantedUserId((yield select()) as RootState, realtime);
      if (current && current.userId === userId && current.task.isRunning()) continue;
      if (current) yield cancel(current.task);
      current = userId == null ? null : { userId, task: (yield fork(listen, userId)) as Task };
    }
  } finally {
    if (current) yield cancel(current.task);
  }
}

/**
 * After a lost connection, events may have been published that never reached us. The settled
 * restore is announced; the notifications feature (lazy, with the bell) re-reads page 1 on it,
 * which brings the list and the unread count; the header's cart is re-read here. takeLatest + a
 * short settle pause: a burst of restores reads once. The slice is not imported here so that this
 * always-loaded saga does not pull the notifications slice into the home load.
 */
function* resync() {
  yield delay(RESYNC_SETTLE_MS);
  yield put(liveConnectionResynced());
  yield call(reconcileCart);
}

function* watchResync() {
  yield takeLatest(liveConnectionRestored.type, resync);
}

export const liveNotificationSagas = { watchLiveNotifications, watchResync };
