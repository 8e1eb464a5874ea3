import { call, getContext, takeEvery } from 'redux-saga/effects';
import { noticeRequested } from '../../lib/notices/notice-actions';
import type { NoticeChannel } from '../../lib/notices/notice-channel';

function* show(action: ReturnType<typeof noticeRequested>) {
  const channel: NoticeChannel = yield getContext('notices');
  yield call(channel.showNotice, action.payload);
}

export function* watchNotices() { yield takeEvery(noticeRequested.type, show); }
