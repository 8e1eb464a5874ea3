/**
 * The labels of the methods that leave the page (payment-methods.ts) and of the in-page providers, under the original's keys with
 * its en.json wording (1.6.7 resources/lang/en.json). The payment page and the wallet's recharge
 * dialog both list them.
 */
export const METHOD_TEXTS = {
  pay_with_stripe: 'Pay with stripe',
  pay_with_sSLCOMMERZE: 'Pay with SSLCOMMERZE',
  pay_with_paytm: 'Pay with Paytm',
  pay_with_jazzCash: 'Pay with JazzCash',
  pay_with_mollie: 'Pay with Mollie',
  pay_with_mercadopago: 'Pay with MercadoPago',
  pay_with_telr: 'Pay with Telr',
  pay_with_bkash: 'Pay with bKash',
  pay_with_nagad: 'Pay with Nagad',
  pay_with_amarpay: 'Pay with Amar Pay',
  pay_with_skrill: 'Pay with Skrill',
  pay_with_iyzico: 'Pay with Iyzico',
  pay_with_hitpay: 'Pay with HitPay',
  pay_with_dpo: 'Pay with DPO',
  // the in-page providers (sdk/sdk-methods.ts)
  pay_with_payPal: 'Pay with PayPal',
  pay_with_razorpay: 'Pay with Razorpay',
  pay_with_paystack: 'Pay with PayStack',
  pay_with_flutter: 'Pay with Flutter Wave',
  pay_with_mid_trans: 'Pay with Mid Trans',
  pay_with_kkiapay: 'Pay with Kkiapay',
  pay_with_google_pay: 'Pay with Google Pay',
} as const;

type MethodTexts = typeof METHOD_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends MethodTexts {}
}
