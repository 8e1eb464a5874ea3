import { put, select } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import type { RootState } from '../../app/store';
import { getLanguageFile, getLanguageKeywords } from './i18n-api';
import { translationsFailed, translationsLoaded, translationsRequested } from './i18n-slice';

/**
 * Loads the keyword map once at start: the file named by settings.lang_file (1.6.7), or
 * language/keywords when a 1.5.3 shop names none. Until it arrives (or if it never does) the
 * built-in English texts show, so the store is usable either way.
 */
export function* loadTranslations() {
  const status: string = yield select((state: RootState) => state.i18n.status);
  if (status === 'succeeded') return; // the page inlined lang_keywords
  const url: unknown = yield select((state: RootState) => state.session.settings.lang_file);
  yield put(translationsRequested());
  try {
    const keywords: Record<string, string> | null = typeof url === 'string' && url !== ''
      ? yield* callApi(getLanguageFile, url)
      : yield* callApi(getLanguageKeywords);
    if (!keywords) {
      yield put(translationsFailed());
      return;
    }
    yield put(translationsLoaded(keywords));
  } catch (error) {
    yield put(translationsFailed());
    console.warn('[storefront] the language file could not be loaded; showing built-in English texts', error);
  }
}
