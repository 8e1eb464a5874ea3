import { matchPath, matchRoutes } from 'react-router-dom';
import { PATTERNS, paths, type RouteId } from './paths';
import { ROUTES } from '../../app/route-table';

describe('typed paths', () => {
  it.each([
    ['a slug with a slash and a question mark', paths.product({ slug: 'tee/blue?x' }), PATTERNS.product, { slug: 'tee/blue?x' }],
    [
      'a variant link',
      paths.product({ slug: 'tee', variantSlug: 'red-xl' }),
      PATTERNS.productVariant,
      { slug: 'tee', variant_slug: 'red-xl' },
    ],
    [
      'a slug with spaces and non-ASCII letters',
      paths.categoryProducts({ slug: 'men’s wear' }),
      PATTERNS.categoryProducts,
      { slug: 'men’s wear' },
    ],
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

describe('links and the route table', () => {
  // Some builders link to a route under another name (`allProducts` is `/products/:main_category`
  // with `all`); every other builder links to the route of its own name.
  const TARGET: Partial<Record<keyof typeof paths, RouteId>> = { allProducts: 'productsMain' };
  const table = ROUTES.map((r) => ({ id: r.id, path: r.path }));
  /** The route the router would pick for a link (react-router's ranking), query string aside. */
  const routeFor = (link: string) => matchRoutes(table, new URL(link, 'https://shop.example').pathname)?.at(-1)?.route.id;
  // Every builder takes at most these params; extra ones are ignored.
  const sample = { slug: 'a slug/with?odd#chars', q: 'red shoes' };
  const builders = Object.entries(paths) as [keyof typeof paths, (p: typeof sample) => string][];

  it.each(builders)('paths.%s links to a route of the table, the one it is named after', (name, build) => {
    expect(routeFor(build(sample))).toBe(TARGET[name] ?? name);
  });

  it('links a variant to the variant route', () => {
    expect(routeFor(paths.product({ slug: 'tee', variantSlug: 'red-xl' }))).toBe('productVariant');
  });

  it('has one route per named pattern, at that pattern', () => {
    expect(ROUTES.map((r) => r.id).sort()).toEqual(Object.keys(PATTERNS).sort());
    for (const route of ROUTES) expect(route.path).toBe(PATTERNS[route.id]);
  });
});
