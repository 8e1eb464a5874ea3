/**
 * The product listings and their filters, under the original's keys (`ratting`, `no_product_found` …).
 * Lazy: they come with the listing feature, so the home load does not carry them.
 */
export const LISTING_TEXTS = {
  // listings
  search_results_for: 'Search Results: “:query”',
  products_found_one: ':count product found',
  products_found_other: ':count products found',
  no_product_found: 'No products found.',
  sort_by: 'Sort by',
  newest: 'Newest',
  oldest: 'Oldest',
  top_rated: 'Top rated',
  top_selling: 'Top selling',
  // filters
  filters: 'Filters',
  categories: 'Categories',
  brands: 'Brands',
  colors: 'Colours',
  ratting: 'Rating',
  price: 'Price',
  min: 'Min',
  max: 'Max',
  apply: 'Apply',
  clear_all: 'Clear all',
} as const;

type ListingTexts = typeof LISTING_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ListingTexts {}
}
