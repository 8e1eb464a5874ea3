/** The static page screen's texts (the original's about.vue has none of its own beyond the page). */
export const STATIC_PAGE_TEXTS = {
  static_page_empty: 'This page has no content yet.',
  static_page_failed: 'This page could not be loaded.',
} as const;

type StaticPageTexts = typeof STATIC_PAGE_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends StaticPageTexts {}
}
