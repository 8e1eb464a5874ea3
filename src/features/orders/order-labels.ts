/** How the order screens word statuses and payment types (the original's language keys). */
import type { TextKey, Translate } from '../../lib/i18n/text-catalog';
import { valueLabel } from '../../lib/i18n/value-label';

const DELIVERY: Record<string, TextKey> = {
  pending: 'Pending',
  confirm: 'Confirmed',
  confirmed: 'Confirmed',
  picked_up: 'picked_up',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
  canceled: 'Canceled',
};

const PAYMENT_TYPES: Record<string, TextKey> = { cash_on_delivery: 'cash_on_delivery', pay_later: 'pay_later' };

export const deliveryLabel = (t: Translate, status: string): string => valueLabel(t, DELIVERY, status);

/** The original's order table: paid, unpaid, anything else "Refunded to wallet". */
export const paymentLabel = (t: Translate, status: string): string =>
  status === 'paid' ? t('Paid') : status === 'unpaid' ? t('Unpaid') : t('refunded_to_wallet');

/** Underscores become spaces; the original's keys where it has them; "0" / "" (never completed): a dash. */
export function paymentTypeLabel(t: Translate, type: unknown): string {
  const value = typeof type === 'string' ? type : '';
  if (!value || value === '0') return '—';
  return valueLabel(t, PAYMENT_TYPES, value);
}

/**
 * Shown in the history: unpaid, not cash on delivery, not canceled (the original misspells "cancelled"
 * and so offers it on canceled orders), and completed by the checkout: an order confirm-order wrote
 * and nothing completed (payment type "0" or "") is paid from its cart, not by its code (the
 * reference server refuses it; the original would take the money and leave the stock).
 */
export const canPayNow = (row: { paymentStatus: string; paymentType: string; deliveryStatus: string }) =>
  row.paymentStatus === 'unpaid' &&
  row.paymentType !== 'cash_on_delivery' &&
  row.paymentType !== '0' &&
  row.paymentType !== '' &&
  row.deliveryStatus !== 'canceled';
