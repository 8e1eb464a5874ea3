/**
 * The in-page payment methods: the provider's script is loaded into the page and its own window
 * takes the payment; on success the page posts the provider's reference to `user/complete-order`
 * (test/contract/payment/<id>.json). When each is offered follows 1.6.7
 * resources/js/components/frontend/pages/payment.vue (the method list, lines 26-232 and 450, 150-190).
 */
import type { TextKey } from '../../../lib/i18n/text-catalog';
import type { Currency, Settings } from '../../../types/shop';
import type { PaymentOrderAnswer } from '../payment-api';

export const SDK_METHOD_IDS = ['paypal', 'razor_pay', 'paystack', 'flutter_wave', 'mid_trans', 'kkiapay', 'google_pay'] as const;
export type SdkMethodId = (typeof SDK_METHOD_IDS)[number];

export function isSdkMethod(value: string): value is SdkMethodId {
  return (SDK_METHOD_IDS as readonly string[]).includes(value);
}

/** What decides whether a method is offered. */
export interface OfferContext {
  settings: Settings;
  /** The shop's currencies (the original offers some methods only when a currency exists). */
  currencies: Currency[];
  /** payment-order's (or, for a recharge, wallet-data's) currency rows and Snap token. */
  answer: Pick<PaymentOrderAnswer, 'indian_currency' | 'xof' | 'mid_trans_token'>;
}

export interface SdkScript {
  url: string;
  attributes?: Record<string, string>;
}

interface SdkMethod {
  id: SdkMethodId;
  /** The setting that switches it on. */
  setting: string;
  label: TextKey;
  offered(o: OfferContext): boolean;
  /** `base`: the shop's base URL (http(s), no trailing slash), for the scripts 1.6.7 ships itself. */
  script(settings: Settings, base: string): SdkScript;
}

const on = (v: unknown) => v === 1 || v === '1' || v === true;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const hasCurrency = (o: OfferContext, code: string) => o.currencies.some((c) => c.code === code);

export const SDK_METHODS: readonly SdkMethod[] = [
  {
    id: 'paypal',
    setting: 'is_paypal_activated',
    label: 'pay_with_payPal',
    offered: (o) => on(o.settings.is_paypal_activated) && !!text(o.settings.paypal_key),
    // 1.6.7 payment_partials/paypal.vue:15-19: the SDK under its own namespace, so it cannot clash with a page's PayPal.
    script: (s) => ({
      url: `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(text(s.paypal_key))}`,
      attributes: { 'data-namespace': 'paypal_sdk' },
    }),
  },
  {
    id: 'razor_pay',
    setting: 'is_razorpay_activated',
    label: 'pay_with_razorpay',
    // payment.vue:72 and :601: INR must be a currency of the shop (payment-order's indian_currency).
    offered: (o) => on(o.settings.is_razorpay_activated) && hasCurrency(o, 'INR') && !!o.answer.indian_currency,
    // The shop's own copy of Razorpay's checkout script, as 1.6.7 loads it (payment.vue:616).
    script: (_s, base) => ({ url: `${base}/public/frontend/js/razor_pay_checkout.js` }),
  },
  {
    id: 'paystack',
    setting: 'is_paystack_activated',
    label: 'pay_with_paystack',
    offered: (o) => on(o.settings.is_paystack_activated) && hasCurrency(o, 'NGN') && !!text(o.settings.paystack_pk),
    // 1.6.7 uses the vue-paystack package, which loads this script.
    script: () => ({ url: 'https://js.paystack.co/v1/inline.js' }),
  },
  {
    id: 'flutter_wave',
    setting: 'is_flutterwave_activated',
    label: 'pay_with_flutter',
    offered: (o) => on(o.settings.is_flutterwave_activated) && hasCurrency(o, 'NGN') && !!text(o.settings.flw_public_key),
    script: () => ({ url: 'https://checkout.flutterwave.com/v3.js' }),
  },
  {
    id: 'mid_trans',
    setting: 'is_mid_trans_activated',
    label: 'pay_with_mid_trans',
    // Snap needs the token the server made for these orders (payment-order's mid_trans_token).
    offered: (o) => on(o.settings.is_mid_trans_activated) && hasCurrency(o, 'IDR') && !!text(o.answer.mid_trans_token),
    script: (s) => ({
      url: 'https://app.midtrans.com/snap/snap.js',
      attributes: { 'data-client-key': text(s.mid_trans_client_id) },
    }),
  },
  {
    id: 'kkiapay',
    setting: 'is_kkiapay_activated',
    label: 'pay_with_kkiapay',
    // payment.vue:186: the widget needs the public key and the XOF currency (payment-order's xof).
    offered: (o) => on(o.settings.is_kkiapay_activated) && !!text(o.settings.kkiapay_public_key) && !!o.answer.xof,
    // The shop's own copy of Kkiapay's widget, as 1.6.7 loads it (kkiapay.vue:15).
    script: (_s, base) => ({ url: `${base}/public/frontend/js/k.js` }),
  },
  {
    id: 'google_pay',
    setting: 'is_google_pay_activated',
    label: 'pay_with_google_pay',
    offered: (o) => on(o.settings.is_google_pay_activated),
    // 1.6.7 uses the vue-google-pay package, which loads this script.
    script: () => ({ url: 'https://pay.google.com/gp/p/js/pay.js' }),
  },
];

export function sdkMethod(id: string): SdkMethod | undefined {
  return SDK_METHODS.find((m) => m.id === id);
}

export function offeredSdkMethods(o: OfferContext): SdkMethod[] {
  return SDK_METHODS.filter((m) => m.offered(o));
}

/**
 * The providers 1.6.7's wallet offers for a recharge (resources/js/components/frontend/pages/user/wallet.vue:
 * 115-127, 161-207, 242-250, 304-327), on the same conditions as on the payment page. Midtrans needs a
 * Snap token that only payment-order makes (wallet-data has none), so it is never offered here.
 */
export function offeredRechargeSdkMethods(o: Omit<OfferContext, 'answer'> & { indianCurrency: Currency | null; xof: Currency | null }) {
  return offeredSdkMethods({
    settings: o.settings,
    currencies: o.currencies,
    answer: { indian_currency: o.indianCurrency, xof: o.xof, mid_trans_token: '' },
  });
}
