/** The wishlist screens' texts, under the original's language keys (our English where it has none). */
export const WISHLIST_TEXTS = {
  my_wishlist: 'My Wishlist',
  no_wishlist_found: 'Your wishlist is empty.',
  continue_shopping: 'Continue shopping',
  product: 'Product',
  date: 'Date',
  status: 'Status',
  price: 'Price',
  Actions: 'Actions',
  in_stock: 'In stock',
  remove: 'Remove',
  show_more: 'Show more',
  /** A row button's name: the action and the product (":action: :name"). */
  action_on_product: ':action: :name',
} as const;

type WishlistTexts = typeof WISHLIST_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends WishlistTexts {}
}
