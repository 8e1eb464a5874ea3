/**
 * The shell's texts: header, footer, currency switcher, newsletter pop-up, demo colour switcher.
 * Keys are the original's where it has a text for the same purpose (`looking_for` is its search
 * box, `logout`, `email`, `don_this_popup_again` …), so a shop's translations apply unchanged.
 */
export const SHELL_TEXTS = {
  skip_to_content: 'Skip to content',
  search: 'Search',
  search_product: 'Search Product',
  looking_for: 'Search products',
  currency: 'Currency',
  currency_not_available: 'That currency is not available. Prices stay in the current one.',
  compare: 'Compare',
  my_account: 'My account',
  sign_in: 'Sign in',
  logout: 'Sign out',
  all_categories: 'All categories',
  /** A header link's name with its count ("Cart: 3"); a language may reorder it. */
  count_label: ':label: :count',
  useful_links: 'Useful links',
  contact_us: 'Contact us',
  all_rights_reserved: 'All rights reserved',
  // newsletter pop-up
  subscribe: 'Subscribe',
  email: 'Email address',
  don_this_popup_again: "Don't show this pop-up again",
  email_required: 'Please enter your email address.',
  email_invalid: 'Please enter a valid email address.',
  follow_us: 'Follow us',
  // the pop-up's social links are named by the networks' words (the original's keys)
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'Linkedin',
  instagram: 'Instagram',
  youtube: 'YouTube',
  // colour switcher (demo mode)
  colour_switcher: 'Colour switcher',
  primary_colour: 'Primary colour',
  menu_background: 'Menu background',
  menu_text_colour: 'Menu text colour',
  reset: 'Reset',
} as const;

type ShellTexts = typeof SHELL_TEXTS;
declare module '../../lib/i18n/text-catalog' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface TextCatalog extends ShellTexts {}
}
