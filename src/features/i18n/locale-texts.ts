/**
 * The language switcher's texts (its lazy chunk). `language` is the original's key; the notice
 * for a refused switch is ours (the original shows the server's raw exception text).
 */
export const LOCALE_TEXTS = {
  language: 'Language',
  language_not_available: 'That language is not available. The store stays in the current one.',
} as const;

type LocaleTexts = typeof LOCALE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends LocaleTexts {}
}
