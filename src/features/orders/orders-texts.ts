/** The orders screens' texts, under the original's keys where it has them. */
export const ORDERS_TEXTS = {} as const;

type OrdersTexts = typeof ORDERS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends OrdersTexts {}
}
