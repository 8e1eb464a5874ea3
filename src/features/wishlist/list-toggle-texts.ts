import { addEnglishTexts } from '../../lib/i18n/english-texts';

/**
 * The heart's and the compare button's texts: they travel with the toggles' chunk (its English
 * fallback is added when that chunk loads), so the home load carries none of them.
 * Keys and wording are the original's language keys (`add_to_wishlist` …).
 */
export const LIST_TOGGLE_TEXTS = {
  add_to_wishlist: 'Add to Wishlist',
  remove_from_wishlist: 'Remove From Wishlist',
  add_to_compare: 'Add to Compare',
  remove_from_compare_list: 'Remove From Compare List',
} as const;
addEnglishTexts(LIST_TOGGLE_TEXTS);

type ListToggleTexts = typeof LIST_TOGGLE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ListToggleTexts {}
}
