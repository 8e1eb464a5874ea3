/** The add-to-cart button's states (the original's `add_to_cart`, `added_to_cart`, `out_of_stock`). */
export const CART_TEXTS = {
  add_to_cart: 'Add to cart',
  // A card's quick add of a product sold in a minimum quantity says how many go in (the original has no such key).
  add_count_to_cart_one: 'Add :count to cart',
  add_count_to_cart_other: 'Add :count to cart',
  added_to_cart: 'Added to cart',
  out_of_stock: 'Out of stock',
  select_options: 'Select options',
} as const;

type CartTexts = typeof CART_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CartTexts {}
}
