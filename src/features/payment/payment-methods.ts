/**
 * The payment methods that leave the page: a full-page visit to one of the shop's own routes, which
 * sends the shopper to the provider and back to the shop's callback (test/contract/payment/<id>.json,
 * docs/payments.md). One row per method; when each is offered and how it starts follow 1.6.7
 * resources/js/components/frontend/pages/payment.vue (the list, lines 38-282; payment(), 701-724) and
 * pages/user/wallet.vue (the recharge buttons, lines 358-417). The in-page providers are in sdk/.
 */
import type { TextKey } from '../../lib/i18n/text-catalog';
import type { Currency, Settings } from '../../types/shop';

/** redirect: a visit to `{base}/<route>?…`; form: the page submits payment-order's form (JazzCash). */
export type RedirectFamily = 'redirect' | 'form';

/** A query field of a start URL: a value the page fills in, or a fixed pair. */
type Field = 'trx_id' | 'code' | 'amount' | readonly [string, string];

interface StartRoute {
  path: string;
  query: readonly Field[];
}

export type RedirectMethodId =
  | 'stripe'
  | 'ssl_commerze'
  | 'paytm'
  | 'jazz_cash'
  | 'mollie'
  | 'mercadopago'
  | 'telr'
  | 'bkash'
  | 'nagad'
  | 'amarpay'
  | 'skrill'
  | 'iyzico'
  | 'hitpay'
  | 'dpo';

export interface RedirectMethod {
  /** The original's payment_type (the radio's value). */
  id: RedirectMethodId;
  family: RedirectFamily;
  /** The setting that switches it on. */
  setting: string;
  label: TextKey;
  /** The shop must have a currency with this code (the original's checkCurrency). */
  currency?: string;
  /** An add-on that must be active as well. */
  addOn?: string;
  /** How paying orders starts (absent for the form family: its target comes with the orders). */
  order?: StartRoute;
  /** How a wallet recharge starts; absent: not offered there. */
  wallet?: StartRoute;
}

const ORDER: StartRoute['query'] = ['code', 'trx_id'];
const route = (path: string, query: readonly Field[] = ORDER): StartRoute => ({ path, query });
const WALLET_TYPE = ['type', 'wallet'] as const;

export const REDIRECT_METHODS: readonly RedirectMethod[] = [
  {
    id: 'stripe',
    family: 'redirect',
    setting: 'is_stripe_activated',
    label: 'pay_with_stripe',
    order: route('stripe/redirect', ['trx_id', 'code']),
    wallet: route('stripe/redirect', ['amount', WALLET_TYPE]),
  },
  {
    id: 'ssl_commerze',
    family: 'redirect',
    setting: 'is_sslcommerz_activated',
    label: 'pay_with_sSLCOMMERZE',
    currency: 'BDT',
    order: route('get/ssl-response', [['payment_type', 'ssl_commerze'], 'code', 'trx_id']),
    wallet: route('get/ssl-response', ['amount', WALLET_TYPE]),
  },
  {
    id: 'paytm',
    family: 'redirect',
    setting: 'is_paytm_activated',
    label: 'pay_with_paytm',
    currency: 'INR',
    order: route('user/payment/paytmRedirect', ['trx_id', 'code', ['payment_type', 'paytm']]),
    wallet: route('user/payment/paytmRedirect', ['amount', WALLET_TYPE]),
  },
  { id: 'jazz_cash', family: 'form', setting: 'is_jazz_cash_activated', label: 'pay_with_jazzCash', currency: 'PKR' },
  {
    id: 'mollie',
    family: 'redirect',
    setting: 'is_mollie_activated',
    label: 'pay_with_mollie',
    order: route('mollie/payment'),
    wallet: route('mollie/recharge-payment', ['amount']),
  },
  {
    id: 'mercadopago',
    family: 'redirect',
    setting: 'is_mercado_pago_activated',
    label: 'pay_with_mercadopago',
    currency: 'MXN',
    order: route('mercadopago/redirect'),
    wallet: route('mercadopago/redirect/wallet', ['amount']),
  },
  {
    id: 'telr',
    family: 'redirect',
    setting: 'is_telr_activated',
    label: 'pay_with_telr',
    order: route('telr/redirect'),
    wallet: route('telr/redirect/wallet', ['amount']),
  },
  {
    id: 'bkash',
    family: 'redirect',
    setting: 'is_bkash_activated',
    label: 'pay_with_bkash',
    currency: 'BDT',
    order: route('bkash/redirect'),
    wallet: route('bkash/redirect', ['amount', WALLET_TYPE]),
  },
  {
    id: 'nagad',
    family: 'redirect',
    setting: 'is_nagad_activated',
    label: 'pay_with_nagad',
    currency: 'BDT',
    order: route('nagad/redirect'),
    wallet: route('nagad/redirect/wallet', ['amount']),
  },
  {
    id: 'amarpay',
    family: 'redirect',
    setting: 'is_amarpay_activated',
    label: 'pay_with_amarpay',
    currency: 'BDT',
    order: route('amarpay/redirect'),
    wallet: route('amarpay/redirect', ['amount', WALLET_TYPE, ['payment_type', 'amarpay']]),
  },
  {
    id: 'skrill',
    family: 'redirect',
    setting: 'is_skrill_activated',
    label: 'pay_with_skrill',
    order: route('skrill/redirect'),
    wallet: route('skrill/redirect', ['amount', WALLET_TYPE, ['payment_type', 'skrill']]),
  },
  {
    // 1.6.7's page lists it without a way to start it; its own route (1.5.3 routes/web.php:283) is used.
    id: 'iyzico',
    family: 'redirect',
    setting: 'is_iyzico_activated',
    label: 'pay_with_iyzico',
    order: route('iyzico/redirect'),
    wallet: route('iyzico/redirect/wallet', ['amount']),
  },
  {
    id: 'hitpay',
    family: 'redirect',
    setting: 'is_hitpay_activated',
    label: 'pay_with_hitpay',
    addOn: 'hitpay_payment_gateway',
    order: route('hitpay/redirect'),
    wallet: route('hitpay/redirect/wallet', ['amount']),
  },
  { id: 'dpo', family: 'redirect', setting: 'is_dpo_activated', label: 'pay_with_dpo', order: route('dpo/redirect') },
];

export function redirectMethod(id: string): RedirectMethod | undefined {
  return REDIRECT_METHODS.find((m) => m.id === id);
}

const on = (v: unknown) => v === 1 || v === '1' || v === true;

export interface RedirectOfferContext {
  settings: Settings;
  currencies: Currency[];
  addOns: string[];
  /** Paying orders, or recharging the wallet (only methods with a recharge route). */
  purpose: 'order' | 'wallet';
  /** payment-order's form target (JazzCash): the form family is offered only with an http(s) one. */
  formUrl?: string;
}

export function offeredRedirectMethods(o: RedirectOfferContext): RedirectMethod[] {
  return REDIRECT_METHODS.filter(
    (m) =>
      on((o.settings as Record<string, unknown>)[m.setting]) &&
      (!m.currency || o.currencies.some((c) => c.code === m.currency)) &&
      (!m.addOn || o.addOns.includes(m.addOn)) &&
      (o.purpose === 'wallet' ? !!m.wallet : m.family === 'form' ? isWebUrl(o.formUrl ?? '') : !!m.order),
  );
}

export const isWebUrl = (url: string) => /^https?:\/\/[^/]/i.test(url);

/**
 * `{base}/<route>?…` on the shop's own base URL (null when that is not http(s)). `code` is sent as
 * the original sends its route parameter: the string 'undefined' on /payment.
 */
export function startUrl(
  base: string,
  method: RedirectMethod,
  purpose: 'order' | 'wallet',
  values: { trxId?: string; code?: string; amount?: string },
): string | null {
  const start = purpose === 'order' ? method.order : method.wallet;
  const root = base.replace(/\/+$/, '');
  if (!start || !isWebUrl(root)) return null;
  const query = new URLSearchParams();
  for (const field of start.query) {
    if (typeof field !== 'string') query.append(field[0], field[1]);
    else if (field === 'trx_id') query.append('trx_id', values.trxId ?? '');
    else if (field === 'code') query.append('code', values.code || 'undefined');
    else query.append('amount', values.amount ?? '');
  }
  return `${root}/${start.path}?${query.toString()}`;
}
