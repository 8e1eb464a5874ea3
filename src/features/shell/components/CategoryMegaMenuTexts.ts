/** The category mega menu's and drill-down's texts: they arrive with its lazy chunk. */
export const CATEGORY_MENU_TEXTS = {
  /** The disclosure button beside a top-level category (ours; the original opens on hover only). */
  subcategories_of: 'Subcategories of :category',
  /** The original's key; its English is lower case ("back"). */
  back: 'Back',
  view_all: 'View all',
} as const;

type CategoryMenuTexts = typeof CATEGORY_MENU_TEXTS;
declare module '../../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends CategoryMenuTexts {}
}
