/** The checkout screens' texts, under the original's keys where it has them. */
export const CHECKOUT_TEXTS = {
  check_out: 'Check Out',
  shipping_address: 'Shipping Address',
  billing_address: 'Billing Address',
  address_is_shipping: 'Billing Address is same as Shipping Address',
  address_area_title: 'Add a new Address',
  choose_a_way_to_collect_order: 'How To Collect Orders?',
  use_shipping_billing_addresses: 'Use Shipping Billing Addresses',
  use_pickHub_point: 'Use PickHub Point',
  select_pickHub_point: 'Select a PickHub Point',
  pickHub_point: 'PickHub Point',
  please_choose_a_pickHub_point: 'Please Choose a PickHub Point',
  please_choose_a_billing_address: 'Please Choose a Billing Address',
  price_details: 'Price Details',
  sub_total: 'Sub Total',
  tax: 'Tax',
  discount: 'Discount',
  shipping_cost: 'Shipping Cost',
  coupon_discount: 'Coupon Discount',
  total: 'Total',
  grand_total: 'Grand Total',
  product: 'Product',
  quantity: 'Quantity',
  total_price: 'Total Price',
  confirm_order: 'Confirm Order',
  agreement: 'I Agree to The',
  accept_terms: 'Please Accept The Terms And Conditions',
  // The consent error names what the box names (the shop's agreement pages), not a fixed "Terms And Conditions".
  accept_agreement: 'Please accept the :titles',
  cancel: 'Cancel',
  // Texts the original does not have.
  checkout_empty: 'Your cart is empty, so there is nothing to check out.',
  checkout_back_to_cart: 'Back to the cart',
  checkout_in_house: 'In-house products',
  checkout_placing: 'Placing your order…',
  checkout_checking: 'Checking whether your order was placed…',
  checkout_order_not_placed: 'Could not place the order. Your cart is unchanged.',
  checkout_area_cost_loading: 'Working out the shipping cost…',
  checkout_no_addresses: 'Add an address to ship your order to.',
} as const;

type CheckoutTexts = typeof CHECKOUT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CheckoutTexts {}
}
