/** The compare screens' texts, under the original's language keys (our English where it has none). */
export const COMPARE_TEXTS = {
  compare_list_empty: 'Your compare list is empty.',
  continue_shopping: 'Continue shopping',
  image: 'Image',
  name: 'Name',
  price: 'Price',
  brand: 'Brand',
  category: 'Category',
  ratings: 'Rating',
  availability: 'Availability',
  in_stock: 'In stock',
  Actions: 'Actions',
  remove: 'Remove',
  /** A button's name: the action and the product (":action: :name"). */
  action_on_product: ':action: :name',
} as const;

type CompareTexts = typeof COMPARE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CompareTexts {}
}
