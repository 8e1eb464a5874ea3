import { matchPath } from 'react-router-dom';
import { PATTERNS, paths } from './paths';

describe('typed paths', () => {
  it.each([
    ['a slug with a slash and a question mark', paths.product({ slug: 'tee/blue?x' }), PATTERNS.product, { slug: 'tee/blue?x' }],
    ['a variant link', paths.product({ slug: 'tee', variantSlug: 'red-xl' }), PATTERNS.productVariant, { slug: 'tee', variant_slug: 'red-xl' }],
    ['a slug with spaces and non-ASCII letters', paths.categoryProducts({ slug: 'men’s wear' }), PATTERNS.categoryProducts, { slug: 'men’s wear' }],
  ])('builds links that their route matches back with the same params: %s', (_label, link, pattern, params) => {
    const matched: Record<string, string | undefined> = matchPath(pattern, link)?.params ?? {};
    // The router hands screens decoded params.
    expect(Object.fromEntries(Object.entries(matched).map(([k, v]) => [k, decodeURIComponent(v ?? '')]))).toEqual(params);
  });

  it('keeps a search query in the query string, encoded', () => {
    expect(paths.search({ q: 'red & blue' })).toBe('/products?q=red+%26+blue');
    expect(paths.search({ q: '' })).toBe('/products');
  });
});
