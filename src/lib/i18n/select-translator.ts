import { createSelector } from '@reduxjs/toolkit';
import { englishTexts } from './english-texts';
import type { TextKey } from './text-catalog';
import { createTranslator } from './translate';

/** What the translator reads from the store: slices every store has from the start (i18n, shop). */
export interface TranslatorState {
  i18n: { keywords: Record<string, string> };
  shop: { activeLanguage: { locale?: string } | null };
}

const selectKeywords = (state: TranslatorState) => state.i18n.keywords;
const selectLocale = (state: TranslatorState): string => state.shop.activeLanguage?.locale || 'en';

/**
 * The translator for the active language: components get it through `useT`, sagas with
 * `yield select(selectTranslator)`. Memoised, so it changes only when the language file or the
 * language does. Here in lib, not in the i18n feature, so shared components can use it.
 */
export const selectTranslator = createSelector([selectKeywords, selectLocale], (keywords, locale) =>
  createTranslator(englishTexts as Readonly<Record<TextKey, string>>, keywords, locale),
);
