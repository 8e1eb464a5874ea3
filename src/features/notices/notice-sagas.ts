import { call, takeEvery } from 'redux-saga/effects';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { ctx } from '../../app/saga-context';

function* show(action: ReturnType<typeof noticeRequested>) {
  const channel = yield* ctx('notices');
  yield call(channel.showNotice, action.payload);
}

function* watchNotices() {
  yield takeEvery(noticeRequested.type, show);
}

export const noticeSagas = { watchNotices };
