import { languageFile, SHIPPED_LOCALES } from '../../../examples/server/seed/lang';
import { ALL_ENGLISH_TEXTS } from '../text-coverage';

// The pseudo-language test proves every word on screen comes from the language file; this proves
// the language files the demo ships hold every one of those words. A key missing from one shows
// the widget's English in the middle of that language's screens (a missing Arabic "Popular
// Categories" reads "Popular Categories" on an Arabic home page).
//
// en is left out: it stands in for a stock shop's en.json, which carries the original's keys only
// (test/server/host-page.test.ts), and for it the widget's own English is the right wording.

const WIDGET_KEYS = Object.keys(ALL_ENGLISH_TEXTS);
const ENGLISH: Readonly<Record<string, string>> = ALL_ENGLISH_TEXTS;
const TRANSLATED = SHIPPED_LOCALES.filter((locale) => locale !== 'en');

/** Plural keys by their base: `products_found` for `products_found_one` and `products_found_other`. */
const PLURAL_BASES = WIDGET_KEYS.filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length));

/** Names that read the same in every language. */
const NAMES = new Set(['Google Play', 'App Store', 'PayPal']);

/** The words of a text, leaving out its :placeholders (":amount :off" has none). */
const words = (text: string) => text.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '').match(/\p{L}{2,}/gu) ?? [];

function file(locale: string): Readonly<Record<string, string>> {
  const texts = languageFile(locale);
  if (!texts) throw new Error(`no language file for ${locale}`);
  return texts;
}

const missingKeys = (texts: Readonly<Record<string, string>>) =>
  WIDGET_KEYS.filter((key) => typeof texts[key] !== 'string' || texts[key].trim() === '');

/** Keys whose text is still the widget's English: words, and not a name. */
const leftInEnglish = (texts: Readonly<Record<string, string>>) =>
  WIDGET_KEYS.filter((key) => texts[key] === ENGLISH[key] && words(texts[key]).length > 0 && !NAMES.has(texts[key]));

/** Plural forms the language's rules ask for (Arabic: zero, one, two, few, many, other) that the file lacks. */
function missingPluralForms(locale: string, texts: Readonly<Record<string, string>>): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return PLURAL_BASES.flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((key) => !texts[key]);
}

describe("the demo's shipped language files", () => {
  test('include a translation besides English, and every value is a string', () => {
    expect(TRANSLATED).toContain('ar');
    for (const locale of SHIPPED_LOCALES) {
      const nonStrings = Object.entries(file(locale)).filter(([, text]) => typeof text !== 'string');
      expect({ locale, nonStrings }).toEqual({ locale, nonStrings: [] });
    }
  });

  test.each(TRANSLATED)('%s has every key the widget shows, none empty', (locale) => {
    expect(missingKeys(file(locale))).toEqual([]);
  });

  test.each(TRANSLATED)('%s has no key left in English', (locale) => {
    expect(leftInEnglish(file(locale))).toEqual([]);
  });

  test.each(TRANSLATED)("%s has each plural form its language's rules pick", (locale) => {
    expect(missingPluralForms(locale, file(locale))).toEqual([]);
  });

  test('the checks see a key that is missing, empty or left in English', () => {
    const { filters_count: _dropped, ...withoutOne } = file('ar');
    expect(missingKeys(withoutOne)).toEqual(['filters_count']);
    expect(missingKeys({ ...file('ar'), off: ' ' })).toEqual(['off']);
    expect(leftInEnglish({ ...file('ar'), popular_categories: 'Popular Categories' })).toEqual(['popular_categories']);
    const { products_found_few: _few, ...withoutFew } = file('ar');
    expect(missingPluralForms('ar', withoutFew)).toEqual(['products_found_few']);
  });
});
