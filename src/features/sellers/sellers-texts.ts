/**
 * The sellers screen's texts, under the original's language keys (all-seller.vue, single_seller.vue);
 * the sort names and the card's words are worded as the listing's and the followed shops' are.
 */
export const SELLERS_TEXTS = {
  sort_by: 'Sort by',
  newest: 'Newest',
  oldest: 'Oldest',
  top_rated: 'Top rated',
  top_selling: 'Top selling',
  products: 'Products',
  joined: 'Joined',
  shown_of_total: 'Showing :count of :total',
  /** Ours: the original shows an empty page. */
  no_sellers_found: 'No sellers found.',
  sellers_off: 'This shop sells its own products only: there is no list of sellers.',
} as const;

type SellersTexts = typeof SELLERS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends SellersTexts {}
}
