/**
 * The affiliate screens' texts. The original hard-codes most of its affiliate pages in English
 * (affiliate_program.vue, affiliate_system.vue), so the keys after the shared ones are ours, named
 * after its wording where it has one ("Number Of Click", "Copy Url", "MarketPlace Links"). Keys
 * another feature already has keep that feature's English exactly (`product_name`: the orders',
 * the sign-up fields: the auth screens', `date`/`status`: the wallet history's).
 */
export const AFFILIATE_TEXTS = {
  // Shared with other features (same English).
  date: 'Date',
  status: 'Status',
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  product_name: 'Product Name',
  shown_of_total: 'Showing :count of :total',
  first_name: 'First Name',
  last_name: 'Last Name',
  phone: 'Phone',
  Password: 'Password',
  password_confirmation: 'Password Confirmation',
  phone_hint: 'With the country code, for example +15550100001.',
  phone_required: 'Phone Is Required',
  phone_too_short: 'Please enter the whole phone number.',
  first_name_required: 'Please enter your first name.',
  last_name_required: 'Please enter your last name.',
  name_too_short: 'Please enter at least 2 characters.',
  password_required: 'Please enter your password.',
  password_too_short: 'The password needs at least 6 characters.',
  password_too_long: 'The password can have at most :max characters.',
  password_confirmation_required: 'Please enter the password again.',
  passwords_differ: 'The two passwords do not match.',
  have_an_account: 'Already have an account?',

  // The programme page and sign-up.
  affiliate_agreement: 'Affiliate Agreement',
  affiliate_sign_up: 'Sign Up',
  affiliate_go_to_links: 'Go to your affiliate links',
  affiliate_intro: 'Earn a commission on every order placed through your links.',
  affiliate_register_signed_in: 'You are signed in. To register another account as an affiliate, sign out first.',
  affiliate_not_offered: 'This store does not offer an affiliate programme.',
  affiliate_not_member: 'Your account is not an affiliate account.',
  affiliate_learn_more: 'About the affiliate programme',

  // /affiliate-system.
  affiliate_statistics: 'Your statistics',
  number_of_click: 'Number Of Click',
  number_of_item: 'Number Of Item',
  number_of_delivered: 'Number Of Delivered',
  number_of_cancel: 'Number Of Cancel',
  affiliate_link: 'Affiliate Link',
  affiliate_link_hint: 'Whoever signs up through this link is counted as referred by you.',
  copy_url: 'Copy Url',
  affiliate_link_copied: 'Link copied: :link',
  affiliate_link_copy_failed: 'The link could not be copied. It is selected: copy it by hand.',
  marketplace_links: 'MarketPlace Links',
  link_of: 'Link of :name',
  affiliate_percent_per_sale: 'You will get :percent% Per Sale',
  affiliate_flat_per_item: 'You will get :amount per item sold',
  affiliate_no_products: 'No product pays a commission at the moment.',

  // /affiliate-dashboard.
  affiliate_balance: 'Balance',
  affiliate_total_earned: 'Total earned',
  affiliate_pending: 'Pending commission',
  affiliate_paid_out: 'Paid out',
  affiliate_earnings: 'Earnings',
  affiliate_period: 'Period',
  affiliate_last_days: 'Last :days days',
  affiliate_chart_label: 'Earnings per day, last :days days: :total in all, :orders orders. Best day: :best on :date.',
  affiliate_chart_label_empty: 'Earnings per day, last :days days: nothing earned yet.',
  affiliate_show_table: 'Show as a table',
  affiliate_hide_table: 'Hide the table',
  affiliate_earnings_table: 'Earnings per day',
  affiliate_orders: 'Orders',
  affiliate_top_products: 'Top products',
  affiliate_items: 'Items',
  affiliate_commission: 'Commission',
  affiliate_no_top_products: 'No commission has been credited yet.',

  // /affiliate-payouts.
  affiliate_minimum_payout: 'Minimum payout',
  affiliate_request_payout: 'Request a payout',
  affiliate_payout_amount: 'Amount (:currency)',
  affiliate_payout_amount_hint: "Payouts are booked in the shop's main currency, :currency.",
  affiliate_payout_method: 'Payout method',
  affiliate_method_bank: 'Bank transfer',
  affiliate_method_paypal: 'PayPal',
  affiliate_account_details: 'Account details',
  affiliate_account_details_hint: 'Your IBAN and account holder, or your PayPal e-mail address.',
  affiliate_send_request: 'Send request',
  affiliate_amount_required: 'Please enter an amount.',
  affiliate_amount_invalid: 'Enter an amount above 0 with at most 2 decimals.',
  affiliate_amount_minimum: 'The minimum payout is :amount.',
  affiliate_method_required: 'Choose how you want to be paid.',
  affiliate_details_required: 'Please enter your account details.',
  affiliate_details_too_long: 'Please use at most 255 characters.',
  affiliate_payout_history: 'Payout history',
  affiliate_payout_method_column: 'Method',
  affiliate_no_payouts: 'No payout requests yet.',
} as const;

type AffiliateTexts = typeof AFFILIATE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends AffiliateTexts {}
}
