import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
// The core texts register themselves when app/texts loads; lazy features add theirs on injection.
import '../../app/texts';
import { englishTexts } from '../../lib/i18n/english-texts';
import type { TextKey } from '../../lib/i18n/text-catalog';
import { createTranslator } from '../../lib/i18n/translate';
import { selectActiveLanguage } from '../shop/shop-selectors';

export const selectKeywords = (state: RootState) => state.i18n.keywords;

/** The active language's locale code, for plural rules ("en" until a language row says otherwise). */
export const selectLocale = (state: RootState): string => selectActiveLanguage(state)?.locale || 'en';

/**
 * The translator for the active language: components get it through `useT`, sagas with
 * `yield select(selectTranslator)`. Memoised, so it changes only when the language file or the
 * language does.
 */
export const selectTranslator = createSelector([selectKeywords, selectLocale], (keywords, locale) =>
  createTranslator(englishTexts as Readonly<Record<TextKey, string>>, keywords, locale),
);

/** The language file has arrived or failed for good (the built-in English texts then stand). */
export const selectTextsSettled = (state: RootState): boolean => state.i18n.status === 'succeeded' || state.i18n.status === 'failed';
