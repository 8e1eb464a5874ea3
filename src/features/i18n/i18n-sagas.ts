import { put, select } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import type { RootState } from '../../app/store';
import { getLanguageFile } from './i18n-api';
import { translationsFailed, translationsLoaded, translationsRequested } from './i18n-slice';

/**
 * Loads the language file named by settings.lang_file once at start. Until it arrives (or if
 * it never does) the built-in English texts show, so the store is usable either way.
 */
export function* loadTranslations() {
  const status: string = yield select((state: RootState) => state.i18n.status);
  if (status === 'succeeded') return; // the page inlined lang_keywords
  const url: unknown = yield select((state: RootState) => state.session.settings.lang_file);
  if (typeof url !== 'string' || url === '') return;
  yield put(translationsRequested());
  try {
    const keywords: Record<string, string> = yield* callApi(getLanguageFile, url);
    yield put(translationsLoaded(keywords));
  } catch (error) {
    yield put(translationsFailed());
    console.warn('[storefront] the language file could not be loaded; showing built-in English texts', error);
  }
}
