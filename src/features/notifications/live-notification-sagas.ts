import { createAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { noticeRequested, noticeTypeOf } from '../../lib/notices/notice-actions';
import { translatorFrom } from '../../lib/i18n/translate';
import { sessionExpired } from '../../lib/session/session-events';
import type { LiveMessage } from '../../lib/realtime/notification-socket';
import type { SagaContext } from '../../app/saga-context';
import type { RootState } from '../../app/store';
import { authorizeChannel } from '../session/session-api';
import { isOn } from '../session/session-selectors';
import { signedIn, signedOut } from '../session/session-slice';

export const liveNotificationReceived = createAction<LiveMessage>('notifications/liveReceived');
/** Start (or restart) listening; dispatched at mount and after each sign-in. */
export const liveNotificationsStartRequested = createAction('notifications/startRequested');

const TITLE_KEYS = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' } as const;

function socketChannel(connect: (emit: (message: LiveMessage) => void) => () => void): EventChannel<LiveMessage> {
  return eventChannel<LiveMessage>((emit) => connect(emit));
}

function* listen() {
  const state: RootState = yield select();
  const realtime: SagaContext['realtime'] = yield getContext('realtime');
  const user = state.session.user;
  if (!isOn(state.session.settings.pushar_activated) || !realtime || !user) return;
  if (!('Notification' in globalThis)) {
    // Spec §8: without browser notification support an alert is given.
    globalThis.alert('Web Notification is not supported');
    return;
  }
  const http: SagaContext['http'] = yield getContext('http');
  const { connectNotifications }: typeof import('../../lib/realtime/notification-socket') = yield call(() => import('../../lib/realtime/notification-socket'));
  const channel: EventChannel<LiveMessage> = yield call(socketChannel, (emit) =>
    connectNotifications(realtime, user.id, (socketId, channelName) => authorizeChannel(http, socketId, channelName), emit));
  try {
    for (;;) {
      const { message } = (yield race({ message: take(channel), stop: take([signedOut.type, sessionExpired.type]) })) as { message?: LiveMessage };
      if (!message) return;
      const type = noticeTypeOf(message.message_type);
      const t = translatorFrom((yield select((s: RootState) => s.i18n.keywords)) as Record<string, string>);
      yield put(liveNotificationReceived(message));
      yield put(noticeRequested({ type, title: t(TITLE_KEYS[type]), message: message.message }));
    }
  } finally {
    // Closing the channel disconnects the socket, whether we stopped or were cancelled.
    channel.close();
  }
}

export function* watchLiveNotifications() {
  yield takeLatest([liveNotificationsStartRequested.type, signedIn.type], listen);
}
