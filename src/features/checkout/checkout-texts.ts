/** The checkout screens' texts, under the original's keys where it has them. */
export const CHECKOUT_TEXTS = {} as const;

type CheckoutTexts = typeof CHECKOUT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CheckoutTexts {}
}
