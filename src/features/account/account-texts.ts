/**
 * The account area's sidebar and dashboard, under the original's keys (its en.json wording) so a
 * shop's translations apply unchanged. The last few are ours: what the original leaves unlabelled
 * (the menu's name) or shows wrongly (a default address panel without an address).
 */
export const ACCOUNT_TEXTS = {
  my_wallet: 'My Wallet',
  my_rewards: 'My Rewards',
  total_order: 'Total Order',
  product_cart: 'Product in Cart',
  product_you_love: 'Product You Love',
  wallet_balance: 'Wallet Balance',
  last_recharge: 'Last Recharge',
  recharge_wallet: 'Recharge Wallet',
  total_rewards: 'Total Rewards',
  current_rewards: 'Current Rewards',
  default_shipping: 'Default shipping',
  default_billing: 'Default billing',
  no_order_found: 'No order Found',
  view: 'view',
  pay_now: 'Pay Now',
  date: 'Date',
  total: 'Total',
  product: 'Product',
  Actions: 'Actions',
  delivery_status: 'Delivery Status',
  pay_status: 'Payment Status',
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  picked_up: 'Picked Up',
  on_the_way: 'On the Way',
  delivered: 'Delivered',
  Canceled: 'Canceled',
  Paid: 'Paid',
  Unpaid: 'Unpaid',
  refunded_to_wallet: 'Refunded to wallet',
  account_menu: 'Account menu',
  latest_orders: 'Latest orders',
  no_default_address: 'No default address yet.',
  manage_addresses: 'Manage addresses',
  edit_profile_picture: 'Edit your profile',
} as const;

type AccountTexts = typeof ACCOUNT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends AccountTexts {}
}
