/**
 * Home sections (the listings' texts are listing-texts.ts, lazy with the listing feature). Section titles and most labels are the original's keys
 * and wording (`today_deals`, `ratting`, `play_store`, `no_product_found` …).
 */
export const CATALOG_TEXTS = {
  // home sections
  today_deals: 'Today Deals',
  flash_sale: 'Flash Sale',
  latest_products: 'Latest Products',
  weekly_best_products: 'Weekly Best Products',
  best_selling_product: 'Best Selling Product',
  offer_ending_soon: 'Offer Ending Soon',
  popular_categories: 'Popular Categories',
  top_categories_of_this_month: 'Top Categories of This Month',
  popular_brand: 'Popular Brand',
  top_shop: 'Top Shop',
  best_shop: 'Best Shop',
  featured_shops: 'Featured Shops',
  brand_shops: 'Brand Shops',
  latest_news: 'Latest News',
  campaign: 'Campaign',
  more_products: 'More Products',
  live: 'Live',
  special_offers: 'Special offers',
  play_store: 'Google Play',
  app_store: 'App Store',
  view_all: 'View all',
  load_more: 'Load more',
} as const;

type CatalogTexts = typeof CATALOG_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CatalogTexts {}
}
