/** The add-to-cart button's states (the original's `add_to_cart`, `added_to_cart`, `out_of_stock`). */
export const CART_TEXTS = {
  add_to_cart: 'Add to cart',
  added_to_cart: 'Added to cart',
  out_of_stock: 'Out of stock',
  select_options: 'Select options',
} as const;

type CartTexts = typeof CART_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CartTexts {}
}
