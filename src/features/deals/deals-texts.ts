import { COUNTDOWN_TEXTS } from '../../components/countdown-texts';

/** The deal screens' texts: the countdown's, and the original's empty-list wording (`no_data_found`). */
export const DEALS_TEXTS = {
  ...COUNTDOWN_TEXTS,
  no_data_found: 'No Data Found',
} as const;

type DealsTexts = typeof DEALS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends DealsTexts {}
}
