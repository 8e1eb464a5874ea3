/**
 * The follow button's texts: they come with the first button (its descriptor), so they are in the
 * home load and kept to three. The original's button is an unlabelled heart, so these keys are ours.
 */
export const FOLLOW_BUTTON_TEXTS = {
  follow_shop: 'Follow',
  shop_followed: 'You now follow :shop.',
  shop_unfollowed: 'You no longer follow :shop.',
} as const;

type FollowButtonTexts = typeof FOLLOW_BUTTON_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends FollowButtonTexts {}
}
