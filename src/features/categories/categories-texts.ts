/** The categories screen's texts, under the original's language keys (category.vue). */
export const CATEGORIES_TEXTS = {
  no_category_founds: 'No categories found',
} as const;

type CategoriesTexts = typeof CATEGORIES_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CategoriesTexts {}
}
