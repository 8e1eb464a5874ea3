/** The brands screen's texts, under the original's language keys (brands.vue). */
export const BRANDS_TEXTS = {
  no_brands_found: 'No Brands Found',
  /** The polite count after each page (ours; the original says nothing). */
  shown_of_total: 'Showing :count of :total',
} as const;

type BrandsTexts = typeof BRANDS_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends BrandsTexts {}
}
