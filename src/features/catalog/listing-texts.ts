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
  show_more: 'Show more',
  show_less: 'Show less',
  // the phone filter sheet ("Filters (2)", then "Show 23 products" for the pending choice)
  filters_count: 'Filters (:count)',
  show_products_one: 'Show :count product',
  show_products_other: 'Show :count products',
  show_results: 'Show results',
  // active-filter chips ("Brand: Apple"; the same wording as the product page's and compare's keys)
  brand: 'Brand',
  category: 'Category',
  color: 'Color',
  active_filters: 'Active filters',
  filter_value: ':filter: :value',
  remove_filter: 'Remove filter :filter',
  // a page number past the end of the results
  page_past_end: 'Page :page is past the end of these results.',
  go_to_last_page: 'Go to the last page (:page)',
  go_to_first_page: 'Go to the first page',
} as const;

type ListingTexts = typeof LISTING_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ListingTexts {}
}
