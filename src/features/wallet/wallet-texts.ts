/**
 * The wallet screen's texts, under the original's keys where it has them (its en.json wording, or
 * the wording another feature already uses for the same key); the `wallet_…` group is ours: what
 * the original leaves unsaid (a shop without a wallet, a recharge awaiting approval, the gateway's
 * outcome, the amount's rules).
 */
export const WALLET_TEXTS = {
  my_wallet: 'My Wallet',
  total_balance: 'Total Balance',
  last_recharge: 'Last Recharge',
  recharge_wallet: 'Recharge Wallet',
  wallet_recharge: 'Wallet Recharge',
  wallet_history: 'Wallet History',
  date: 'Date',
  source: 'Source',
  amount: 'Amount',
  payment_method: 'Payment Method',
  status: 'Status',
  show_more: 'Show more',
  enter_amount: 'Enter Amount',
  pay_with_stripe: 'Pay with stripe',
  pay_now: 'Pay Now',
  upload_file: 'Upload File',
  instructions: 'Instructions :',
  proceed: 'Proceed',
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  wallet_not_offered: 'This shop does not offer a wallet.',
  wallet_no_history: 'No wallet transactions yet.',
  wallet_amount_hint: 'In :currency.',
  wallet_amount_invalid: 'Enter an amount greater than 0 with at most :decimals decimals.',
  wallet_amount_whole: 'Enter a whole amount greater than 0.',
  wallet_choose_method: 'Choose how to pay.',
  wallet_no_methods: 'No way to recharge is available right now.',
  wallet_proof_hint: 'A picture or PDF of your payment receipt.',
  wallet_proof_required: 'Please upload your proof of payment.',
  wallet_recharge_pending: 'Your recharge was received. It is added to your balance once the shop approves it.',
  wallet_gateway_pending: 'Your payment was received. The recharge is added to your balance once the shop approves it.',
  wallet_gateway_declined: 'The payment was declined. Nothing was added to your wallet.',
  wallet_gateway_cancelled: 'The payment was cancelled. Nothing was added to your wallet.',
  wallet_gateway_failed: 'The payment could not be started. Nothing was added to your wallet.',
  wallet_gateway_unavailable: 'The payment page is not available.',
  wallet_expense: 'spent',
  // a wallet payment's row and its parts (WalletHistoryTable.tsx), the original's keys and wording
  order_placed: 'Order Placed',
  order_details: 'Order Details',
  // a history row's source and payment method (wallet-labels.ts)
  offline_recharge: 'Offline recharge',
  order_total_amount: 'Order total',
  order_shipping_cost: 'Order shipping cost',
  order_created: 'Order placed',
  reward_point_convert: 'Reward points converted',
  wallet_method: 'Wallet',
  system_automated: 'Automatic',
  bank_payment: 'Bank payment',
  mobile_payment: 'Mobile payment',
} as const;

type WalletTexts = typeof WALLET_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends WalletTexts {}
}
