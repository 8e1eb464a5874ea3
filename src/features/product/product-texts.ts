/** The product page and modal (the original's `in_stock`, `SKU`, `please_select_all_attributes` …). */
export const PRODUCT_TEXTS = {
  in_stock: 'In stock',
  in_stock_count_one: 'In stock: :count',
  in_stock_count_other: 'In stock: :count',
  quantity: 'Quantity',
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
} as const;

type ProductTexts = typeof PRODUCT_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ProductTexts {}
}
