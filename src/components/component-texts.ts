/** Texts of the shared components (price, rating, pagination); `off` and `you_save` are the original's. */
export const COMPONENT_TEXTS = {
  regular_price: 'Regular price',
  you_save: 'You save:',
  off: 'off',
  /** The discount badge; `:off` is the word above, so a shop's translation of `off` still applies. */
  amount_off: ':amount :off',
  rating_out_of_five: 'Rated :rating out of 5',
  rating_with_reviews_one: 'Rated :rating out of 5, :count review',
  rating_with_reviews_other: 'Rated :rating out of 5, :count reviews',
  previous: 'Previous',
  next: 'Next',
  page: 'Page',
  page_number: 'Page :page',
} as const;

type ComponentTexts = typeof COMPONENT_TEXTS;
declare module '../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ComponentTexts {}
}
