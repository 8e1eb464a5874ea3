/** Not-found and placeholder screens (`the_you_looking_not_be_found` is the original's 404 text). */
export const PAGES_TEXTS = {
  page_not_found: 'Page not found',
  the_you_looking_not_be_found: 'The page you are looking for does not exist or has moved.',
  back_to_home: 'Back to home',
} as const;

type PagesTexts = typeof PAGES_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends PagesTexts {}
}
