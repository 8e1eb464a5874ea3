import { FOLLOW_BUTTON_TEXTS } from './follow-button-texts';

/**
 * The followed shops screen's texts, under the original's language keys where it has them
 * (`products`, `joined`, `show_more`: single_seller.vue and followed-shop.vue), our English
 * otherwise. The button's own three come first (follow-button-texts.ts, in the home load).
 */
export const FOLLOW_TEXTS = {
  ...FOLLOW_BUTTON_TEXTS,
  products: 'Products',
  joined: 'Joined',
  show_more: 'Show more',
  followed_shops_none: 'You do not follow any shop yet.',
  followed_shops_browse: 'Find shops to follow',
  followed_shops_off: 'This shop does not offer following sellers.',
} as const;

type FollowTexts = typeof FOLLOW_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends FollowTexts {}
}
