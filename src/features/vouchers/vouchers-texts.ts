/**
 * The gift voucher screen's texts, under the original's keys where it has them (`get_code`: its
 * gift-voucher.vue button, which copies the code; `show_more`), our English otherwise. The discount
 * uses the shared `amount_off` and `off`, as the product badges do.
 */
export const VOUCHERS_TEXTS = {
  get_code: 'Copy code',
  show_more: 'Show more',
  voucher_code: 'Code',
  voucher_copied: 'Copied: :code',
  voucher_copy_failed: 'The code could not be copied. It is selected: copy :code by hand.',
  voucher_minimum: 'Minimum shopping: :amount',
  voucher_ends: 'Valid until :date',
  vouchers_none: 'There are no vouchers at the moment.',
  vouchers_off: 'This shop does not offer vouchers.',
} as const;

type VouchersTexts = typeof VOUCHERS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends VouchersTexts {}
}
