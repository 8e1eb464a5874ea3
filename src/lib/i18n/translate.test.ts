import { createTranslator } from './translate';
import { interpolate } from './interpolate';

const ENGLISH = {
  products_found_one: ':count product found',
  products_found_other: ':count products found',
  search_results_for: 'Search Results: “:query”',
  add_to_cart: 'Add to cart',
} as const;

// Arabic has all six CLDR categories.
const ARABIC = {
  products_found_zero: 'لا توجد منتجات',
  products_found_one: 'منتج واحد',
  products_found_two: 'منتجان',
  products_found_few: ':count منتجات',
  products_found_many: ':count منتجًا',
  products_found_other: ':count منتج',
};

describe('texts', () => {
  it('picks the English plural form', () => {
    const t = createTranslator(ENGLISH, {}, 'en');
    expect(t('products_found', { count: 1 })).toBe('1 product found');
    expect(t('products_found', { count: 0 })).toBe('0 products found');
    expect(t('products_found', { count: 16 })).toBe('16 products found');
  });

  it.each([
    [0, 'لا توجد منتجات'],
    [1, 'منتج واحد'],
    [2, 'منتجان'],
    [3, '3 منتجات'],
    [10, '10 منتجات'],
    [11, '11 منتجًا'],
    [99, '99 منتجًا'],
    [100, '100 منتج'],
    [102, '102 منتج'],
  ])('picks the Arabic form for %i', (count, text) => {
    expect(createTranslator(ENGLISH, ARABIC, 'ar')('products_found', { count })).toBe(text);
  });

  it("falls back to the shop's _other, then to English by English rules", () => {
    const onlyOther = createTranslator(ENGLISH, { products_found_other: ':count منتج' }, 'ar');
    expect(onlyOther('products_found', { count: 3 })).toBe('3 منتج');
    const none = createTranslator(ENGLISH, {}, 'ar');
    expect(none('products_found', { count: 1 })).toBe('1 product found');
    expect(none('products_found', { count: 3 })).toBe('3 products found');
  });

  it('falls back to English for a key the shop file lacks or leaves empty, and to the key itself last', () => {
    const t = createTranslator(ENGLISH, { add_to_cart: '' }, 'fr');
    expect(t('add_to_cart')).toBe('Add to cart');
    expect(createTranslator(ENGLISH, { add_to_cart: 'Ajouter' }, 'fr')('add_to_cart')).toBe('Ajouter');
    expect((t as (key: string) => string)('no_such_key')).toBe('no_such_key');
  });

  it("fills Laravel's :placeholders, leaving unknown ones and plain colons alone", () => {
    const t = createTranslator(ENGLISH, {}, 'en');
    expect(t('search_results_for', { query: 'shoes' })).toBe('Search Results: “shoes”');
    expect(interpolate('Hello :name, :NAME, :Name', { name: 'sam' })).toBe('Hello sam, SAM, Sam');
    expect(interpolate('You save: :amount at 10:30 (:other)', { amount: '$5' })).toBe('You save: $5 at 10:30 (:other)');
    expect(interpolate(':countdown :count', { count: 2 })).toBe(':countdown 2');
  });

  it('survives a malformed locale code', () => {
    expect(createTranslator(ENGLISH, {}, 'not a locale!')('products_found', { count: 1 })).toBe('1 product found');
    expect(createTranslator(ENGLISH, ARABIC, 'ar_EG')('products_found', { count: 2 })).toBe('منتجان');
  });
});
