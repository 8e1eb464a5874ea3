import type { RootState } from '../../app/store';
// The core texts register themselves when app/texts loads; lazy features add theirs on injection.
import '../../app/texts';
import { selectActiveLanguage } from '../shop/shop-selectors';

export const selectKeywords = (state: RootState) => state.i18n.keywords;

/** The active language's locale code, for plural rules ("en" until a language row says otherwise). */
export const selectLocale = (state: RootState): string => selectActiveLanguage(state)?.locale || 'en';

/** The translator for the active language (src/lib/i18n/select-translator.ts, where shared components reach it). */
export { selectTranslator } from '../../lib/i18n/select-translator';

/** The language file has arrived or failed for good (the built-in English texts then stand). */
export const selectTextsSettled = (state: RootState): boolean => state.i18n.status === 'succeeded' || state.i18n.status === 'failed';
