import { call, delay, put, race, take, takeEvery } from 'redux-saga/effects';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { isServerFaultText } from '../../lib/http/api-error';
import { selectFrom } from '../../lib/saga/select-from';
import { ctx } from '../../app/saga-context';
import type { RootState } from '../../app/store';
import { selectTranslator } from '../i18n/i18n-selectors';
import { translationsFailed, translationsSucceeded } from '../i18n/i18n-slice';
import { signInSucceeded } from '../session/session-slice';

/** The longest the flash message waits for the language file (as long as the first render does). */
const LANGUAGE_WAIT_MS = 3000;

/** Its notice title: the original's keys for the four toastr kinds. */
const TITLE_KEYS = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Error' } as const;

function* show(action: ReturnType<typeof noticeRequested>) {
  const channel = yield* ctx('notices');
  yield call(channel.showNotice, action.payload);
}

/**
 * A sign-in puts right what the failed tries said ("Invalid Credentials"): their error notices go,
 * rather than stay up over the dashboard for their six seconds.
 */
function* withdrawErrors() {
  const channel = yield* ctx('notices');
  yield call(channel.withdraw, 'error');
}

function* watchNotices() {
  yield takeEvery(noticeRequested.type, show);
  yield takeEvery(signInSucceeded.type, withdrawErrors);
}

/**
 * The session's flash message the page was rendered with (a payment callback's failure, say),
 * once at boot, as 1.6.7's frontend/master.blade.php toasts it: titled in the shop's language, so
 * after the language file (or its time-out). A crash's SQL or PHP text becomes a plain sentence.
 */
function* showPageFlash() {
  const flash = yield* ctx('flash');
  if (!flash) return;
  const status = yield* selectFrom((state: RootState) => state.i18n.status);
  if (status !== 'succeeded' && status !== 'failed') {
    yield race([take(translationsSucceeded.type), take(translationsFailed.type), delay(LANGUAGE_WAIT_MS)]);
  }
  const t = yield* selectFrom(selectTranslator);
  const fault = isServerFaultText(flash.message);
  if (fault) console.error('[storefront] the server failed:', flash.message);
  yield put(
    noticeRequested({ type: flash.type, title: t(TITLE_KEYS[flash.type]), message: fault ? t('something_went_wrong') : flash.message }),
  );
}

export const noticeSagas = { watchNotices, showPageFlash };
