import type { PayloadAction } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import type { RootState } from '../../app/store';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from '../i18n/i18n-selectors';
import { runSingleFlightToggle, type ToggleOutcome } from '../wishlist';
import { setFollowed } from './follow-api';
import { followConfirmed, followFailed, followToggled } from './follow-slice';

/**
 * One shop's follow toggle, single-flight (the wishlist's loop): clicks during a request only
 * change what is wanted, and one more request goes only if the wish then differs from the server
 * (which has no duplicate check: two follows would store two rows). A failure puts every button
 * for the shop back to the server's state and says so; a finished change is announced, where the
 * original shows nothing.
 */
function* syncShop(id: string, name: string) {
  const outcome: ToggleOutcome<void> = yield* runSingleFlightToggle<void>({
    server: (yield* selectFrom((state: RootState) => state.follow?.server[id])) ?? false,
    wanted: (state) => !!state.follow?.wanted[id],
    send: (want) => callApi(setFollowed, id, want),
    onAnswer: function* (_answer, followed) {
      yield put(followConfirmed({ id, followed }));
    },
  });
  if (outcome.error) {
    yield put(followFailed({ id }));
    yield call(reportError, outcome.error, { titleKey: 'Error' });
  } else if (outcome.answer !== null) {
    const t = yield* selectFrom(selectTranslator);
    yield put(noticeRequested({ type: 'success', message: t(outcome.server ? 'shop_followed' : 'shop_unfollowed', { shop: name }) }));
  }
}

function* watchFollowToggles() {
  const running = new Set<string>();
  yield takeEvery(followToggled.type, function* ({ payload: { id, name } }: PayloadAction<{ id: string; name: string }>) {
    if (running.has(id)) return;
    running.add(id);
    try {
      yield call(syncShop, id, name);
    } finally {
      running.delete(id);
    }
  });
}

/** The toggles' watcher: it comes with the first follow button (its descriptor), wherever that is loaded. */
export const followToggleSagas: Record<string, Saga> = { watchFollowToggles };
