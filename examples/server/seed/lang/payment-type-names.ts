/**
 * The payment methods' own names, under the keys 1.6.7's resources/lang/en.json gives them
 * (lines 587-597, 1696, 2289, 2507-2896): an order's payment type is shown through them
 * (src/features/orders/order-labels.ts). The storefront of 1.6.7 printed the raw value instead.
 */
export const PAYMENT_TYPE_NAMES_EN: Readonly<Record<string, string>> = {
  Stripe: 'Stripe',
  Paypal: 'Paypal',
  SSLCOMMERZ: 'SSLCOMMERZ',
  Paytm: 'Paytm',
  Razorpay: 'Razorpay',
  hitpay: 'Hitpay',
  offline_payment: 'Offline Payment',
  paystack: 'PayStack',
  mercado_pago: 'Mercado Pago',
  mid_trans: 'Mid Trans',
  telr: 'Telr',
  google_pay: 'Google Pay',
  amarpay: 'Amar Pay',
  bkash: 'bKash',
  nagad: 'Nagad',
  skrill: 'Skrill',
  iyzico: 'Iyzico',
  dpo: 'DPO',
};

/** The demo's Arabic: the names as Arabic script writes them. */
export const PAYMENT_TYPE_NAMES_AR: Readonly<Record<string, string>> = {
  Stripe: 'سترايب',
  Paypal: 'باي بال',
  SSLCOMMERZ: 'إس إس إل كوميرز',
  Paytm: 'باي تي إم',
  Razorpay: 'رازورباي',
  hitpay: 'هيت باي',
  offline_payment: 'الدفع اليدوي',
  paystack: 'باي ستاك',
  mercado_pago: 'ميركادو باغو',
  mid_trans: 'ميد ترانس',
  telr: 'تلر',
  google_pay: 'جوجل باي',
  amarpay: 'أمار باي',
  bkash: 'بي كاش',
  nagad: 'ناغاد',
  skrill: 'سكريل',
  iyzico: 'إيزيكو',
  dpo: 'دي بي أو',
};
