/**
 * The one table of words for an order's statuses and payment type (the original's language keys):
 * the order history, the dashboard's latest orders, the invoice and the tracking page all word
 * them through here.
 */
import type { TextKey, Translate } from '../../lib/i18n/text-catalog';
import { valueLabel } from '../../lib/i18n/value-label';

/** 1.6.7 partials/orders.vue words `confirm` and `confirmed` alike. */
const DELIVERY: Record<string, TextKey> = {
  pending: 'Pending',
  confirm: 'Confirmed',
  confirmed: 'Confirmed',
  picked_up: 'picked_up',
  on_the_way: 'on_the_way',
  delivered: 'delivered',
  canceled: 'Canceled',
};

/**
 * The statuses the backend writes (1.6.7 app/ has paid, unpaid, refunded_to_wallet). The original's
 * table words anything else "Refunded to wallet"; here an unknown status shows as sent, since
 * calling it a refund would say something the shop never did.
 */
const PAYMENT: Record<string, TextKey> = { paid: 'Paid', unpaid: 'Unpaid', refunded_to_wallet: 'refunded_to_wallet' };

/**
 * `orders.payment_type` → the name the shop's language file gives the method (1.6.7
 * resources/lang/en.json: "Stripe", "paystack", "cash_on_delivery", …). Four methods have no plain
 * name key there, only their "Pay with …" key, which the payment page shows for them too.
 */
const PAYMENT_TYPES: Record<string, TextKey> = {
  cash_on_delivery: 'cash_on_delivery',
  pay_later: 'pay_later',
  wallet: 'Wallet',
  offline_method: 'offline_payment',
  stripe: 'Stripe',
  paypal: 'Paypal',
  ssl_commerze: 'SSLCOMMERZ',
  paytm: 'Paytm',
  razor_pay: 'Razorpay',
  paystack: 'paystack',
  mercadopago: 'mercado_pago',
  mid_trans: 'mid_trans',
  google_pay: 'google_pay',
  telr: 'telr',
  bkash: 'bkash',
  nagad: 'nagad',
  amarpay: 'amarpay',
  skrill: 'skrill',
  iyzico: 'iyzico',
  hitpay: 'hitpay',
  dpo: 'dpo',
  jazz_cash: 'pay_with_jazzCash',
  mollie: 'pay_with_mollie',
  flutter_wave: 'pay_with_flutter',
  kkiapay: 'pay_with_kkiapay',
};

export const deliveryLabel = (t: Translate, status: string): string => valueLabel(t, DELIVERY, status);

export const paymentLabel = (t: Translate, status: string): string => valueLabel(t, PAYMENT, status);

/** The method's name; an unknown one as sent, underscores as spaces; "0" / "" (never completed): a dash. */
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
