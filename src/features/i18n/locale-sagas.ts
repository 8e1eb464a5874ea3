import { call, put, takeLeading } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { noticeRequested } from '../../lib/notices/notice-actions';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { selectTranslator } from './i18n-selectors';
import { changeLocale } from './locale-api';
import { localeChangeFailed, localeChangeRequested } from './locale-switch-slice';
import { pageReload } from './page-reload';

/**
 * As the original header does: ask the server to switch the session's language, then reload the
 * page, which comes back with the new language file, active language and text direction. Nothing
 * reloads when the switch fails.
 */
function* onLocaleChange(action: ReturnType<typeof localeChangeRequested>) {
  try {
    yield* callApi(changeLocale, action.payload.locale);
  } catch (error) {
    yield put(localeChangeFailed());
    if (isApiError(error) && error.kind === 'business') {
      // The only refusal is a locale the shop does not have (its text is a raw PHP message):
      // say it plainly, as the info notice the original shows.
      const t = yield* selectFrom(selectTranslator);
      yield put(noticeRequested({ type: 'info', title: t('Info'), message: t('language_not_available') }));
    } else {
      yield call(reportError, error, { businessType: 'info' });
    }
    return;
  }
  yield call([pageReload, pageReload.reload]);
}

function* watchLocaleSwitch() {
  // One switch at a time: a second choice while the first is on its way changes nothing.
  yield takeLeading(localeChangeRequested.type, onLocaleChange);
}

export const localeSagas = { watchLocaleSwitch };
