import { interpolate, type TextParams } from './interpolate';
import { pluralCategory } from './plural-category';
import { SHARED_TEXTS, type SharedTextKey } from './shared-texts';
import type { Translate } from './text-catalog';

type Texts = Readonly<Record<string, string>>;

function usable(texts: Texts | null | undefined, key: string): string | undefined {
  const text = texts?.[key];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/**
 * A translator over the shop's keyword map (settings.lang_file) for `locale`, falling back per key to
 * `english`. For a plural key the shop's file is asked with the language's own category
 * (`_few` in Arabic), then its `_other`; the English fallback uses English rules, so a shop without
 * the plural keys still reads "1 product found" and "3 products found".
 */
export function createTranslator<K extends string>(
  english: Readonly<Record<K, string>>,
  keywords: Texts | null | undefined,
  locale: string,
): Translate<K> {
  const translate = (key: string, params?: TextParams): string => {
    const count = params?.count;
    if (typeof count === 'number' && !Object.hasOwn(english, key)) {
      const shop = usable(keywords, `${key}_${pluralCategory(locale, count)}`) ?? usable(keywords, `${key}_other`);
      const fallback = usable(english, `${key}_${pluralCategory('en', count)}`) ?? usable(english, `${key}_other`);
      return interpolate(shop ?? fallback ?? key, params);
    }
    return interpolate(usable(keywords, key) ?? usable(english, key) ?? key, params);
  };
  return translate as Translate<K>;
}

/** For lib/ code (error reports), which only speaks the shared texts. */
export function sharedTranslator(keywords: Texts | null | undefined, locale = 'en'): Translate<SharedTextKey> {
  return createTranslator(SHARED_TEXTS, keywords, locale);
}
