import { put } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { selectFrom } from '../../lib/saga/select-from';
import type { RootState } from '../../app/store';
import { selectSettings } from '../shop/shop-selectors';
import { getLanguageFile, getLanguageKeywords } from './i18n-api';
import { translationsFailed, translationsStarted, translationsSucceeded } from './i18n-slice';

/**
 * Loads the keyword map once at start: the file named by settings.lang_file (1.6.7), or
 * language/keywords when a 1.5.3 shop names none. Until it arrives (or if it never does) the
 * built-in English texts show, so the store is usable either way.
 */
function* loadTranslations() {
  const status = yield* selectFrom((state: RootState) => state.i18n.status);
  if (status === 'succeeded') return; // the page inlined lang_keywords
  const url: unknown = (yield* selectFrom(selectSettings)).lang_file;
  yield put(translationsStarted());
  try {
    const keywords: Record<string, string> | null =
      typeof url === 'string' && url !== '' ? yield* callApi(getLanguageFile, url) : yield* callApi(getLanguageKeywords);
    if (!keywords) {
      yield put(translationsFailed());
      return;
    }
    yield put(translationsSucceeded(keywords));
  } catch (error) {
    yield put(translationsFailed());
    console.warn('[storefront] the language file could not be loaded; showing built-in English texts', error);
  }
}

export const i18nSagas = { loadTranslations };
