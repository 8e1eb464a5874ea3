/** The cart page's texts, under the original's keys where it has them (wording from its en.json). */
export const CART_PAGE_TEXTS = {
  cart_items: 'Cart Items',
  product: 'Product',
  price_details: 'Price Details',
  sub_total: 'Sub Total',
  tax: 'Tax',
  discount: 'Discount',
  shipping_cost: 'Shipping Cost',
  coupon_discount: 'Coupon Discount',
  total: 'Total',
  grand_total: 'Grand Total',
  unit_price: 'Unit Price',
  quantity: 'Quantity',
  total_price: 'Total Price',
  proceed_to_checkout: 'Proceed To Checkout',
  enter_coupon_code: 'Enter Coupon Code',
  apply: 'Apply',
  remove: 'Remove',
  cancel: 'Cancel',
  confirm: 'Confirm',
  show_more: 'Show more',
  coupons_code: 'Coupons Code',
  no_founds_coupons_code: 'No Founds Coupons Code',
  please_order_minimum_of: 'Please order minimum of ',
  items_available_at_this_time: 'Items Available At This Time',
  // Texts the original does not have.
  cart_empty: 'Your cart is empty.',
  cart_continue_shopping: 'Continue shopping',
  cart_loading: 'Loading your cart…',
  cart_try_again: 'Try again',
  cart_increase: 'One more: :name',
  cart_decrease: 'One less: :name',
  cart_remove_line: 'Remove :name',
  cart_remove_title: 'Remove this product?',
  cart_remove_question: ':name will be taken out of your cart.',
  cart_only_available: 'Only :amount items available at this time',
  cart_minimum: 'Please order a minimum of :amount',
  cart_coupon_for: 'Coupon for :shop',
  cart_show_coupons: 'Show available coupons',
  cart_use_coupon: 'Use :code',
  cart_applied_coupons: 'Applied coupons',
  cart_remove_coupon: 'Remove coupon :title',
  cart_remove_coupon_title: 'Remove this coupon?',
  cart_percent_off: ':value% off',
  cart_updating: 'Updating…',
} as const;

type CartPageTexts = typeof CART_PAGE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CartPageTexts {}
}
