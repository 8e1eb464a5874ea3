/** The product page and modal (the original's `in_stock`, `SKU`, `please_select_all_attributes` …). */
export const PRODUCT_TEXTS = {
  // An unknown slug's screen and tab (the key and wording of 1.6.7's resources/lang/en.json).
  'Product Not Found': 'Product Not Found',
  in_stock: 'In stock',
  in_stock_count_one: 'In stock: :count',
  in_stock_count_other: 'In stock: :count',
  quantity: 'Quantity',
  // the quantity field's limits (minimum order quantity, stock), said instead of changing the value
  decrease_quantity: 'Decrease quantity',
  increase_quantity: 'Increase quantity',
  min_order_count: 'Minimum order: :count',
  no_more_in_stock: 'No more in stock.',
  quantity_whole_number: 'Enter a whole number of items.',
  quantity_below_minimum: 'The minimum order is :count.',
  quantity_above_stock: 'Only :count in stock.',
  quantity_not_in_stock: 'There are not that many in stock.',
  color: 'Color',
  view_details: 'View details',
  please_select_all_attributes: 'Please choose every option first.',
  brand: 'Brand',
  sold_by: 'Sold by',
  SKU: 'SKU',
  description: 'Description',
  related_products: 'Related products',
  /** A gallery thumbnail's name: the product's name and the image's place. */
  image_number: ':name :number',
  buy_now: 'Buy Now',
  /** The product page's trail of links (home, category, product), as a landmark's name. */
  breadcrumb: 'Breadcrumb',
} as const;

type ProductTexts = typeof PRODUCT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ProductTexts {}
}
