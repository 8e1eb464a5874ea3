/** The payment screens' texts, under the original's keys where it has them. */
export const PAYMENT_TEXTS = {} as const;

type PaymentTexts = typeof PAYMENT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends PaymentTexts {}
}
