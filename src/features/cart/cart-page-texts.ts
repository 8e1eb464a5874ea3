/** The cart page's texts, under the original's keys where it has them. */
export const CART_PAGE_TEXTS = {} as const;

type CartPageTexts = typeof CART_PAGE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CartPageTexts {}
}
