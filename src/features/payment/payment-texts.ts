/**
 * The payment screen's texts, under the original's keys (its en.json wording) where it has them;
 * the last ones are ours: what the original does not say (a declined card, a lost answer).
 */
export const PAYMENT_TEXTS = {
  payment_method: 'Payment Method',
  price_details: 'Price Details',
  pay_with_stripe: 'Pay with stripe',
  pay_later: 'Pay Later',
  cash_on_delivery: 'Cash on Delivery',
  pay_with_wallet: 'Pay With Wallet',
  your_wallet_balance: 'Your Wallet Balance',
  pay_now: 'Pay Now',
  confirm: 'Confirm',
  something_went_wrong_try_chooing_address: 'Something Went Wrong, Please try choosing Addresses',
  please_choose_a_payment_method: 'Please Choose a Payment Method',
  order_history: 'Order History',
  check_out: 'Check Out',
  order_code: 'Order Code:',
  instructions: 'Instructions :',
  upload_file: 'Upload File',
  sub_total: 'Sub Total',
  discount: 'Discount',
  shipping_cost: 'Shipping Cost',
  coupon_discount: 'Coupon Discount',
  tax: 'Tax',
  total: 'Total',
  grand_total: 'Grand Total',
  agreement: 'I Agree to The',
  accept_terms: 'Please Accept The Terms And Conditions',
  payment_orders: 'Your orders',
  payment_order_amount: 'Amount to pay',
  payment_wallet_short: 'Your wallet balance is lower than the total.',
  payment_proof_hint: 'A picture or PDF of your payment receipt.',
  payment_proof_required: 'Please upload your proof of payment.',
  payment_declined: 'The payment was declined. Your order is still waiting for payment.',
  payment_cancelled: 'The payment was cancelled. Your order is still waiting for payment.',
  payment_failed: 'The payment could not be completed. Your order is still waiting for payment.',
  payment_sending: 'Sending your payment…',
  payment_checking: 'Checking whether your payment went through…',
  payment_uncertain: 'We could not confirm your payment. Your order is still waiting for payment.',
  payment_try_again: 'Try again',
  payment_redirecting: 'Opening the payment page…',
  payment_view_orders: 'See your order history',
  payment_in_provider: 'Finish paying in the payment window.',
  payment_sdk_unavailable: 'The payment service could not be reached. Your order is still waiting for payment.',
  payment_load_failed: 'The orders to pay could not be loaded.',
  payment_total_differs: 'You will be charged :charged for these orders, not the :shown shown at checkout.',
} as const;

type PaymentTexts = typeof PAYMENT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends PaymentTexts {}
}
