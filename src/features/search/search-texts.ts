/**
 * The suggestion list's texts (they come with its lazy chunk). The box's own `search` and
 * `looking_for` are the shell's (home load); the original's dropdown has no words of its own, so
 * these keys are ours.
 */
export const SEARCH_TEXTS = {
  search_suggestions_label: 'Suggestions',
  search_suggestions_one: ':count suggestion',
  search_suggestions_other: ':count suggestions',
  search_suggestions_none: 'No suggestions',
  search_suggestions_failed: 'Suggestions are not available right now',
} as const;

type SearchTexts = typeof SEARCH_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends SearchTexts {}
}
