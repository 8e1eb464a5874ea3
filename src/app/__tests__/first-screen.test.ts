import { matchPath, matchRoutes } from 'react-router-dom';
import type { MountConfig } from '../../contract';
import { getFilterData, getFilteredProducts } from '../../features/catalog/listing-api';
import { getHomePage } from '../../features/catalog/catalog-api';
import { listingQueryFrom } from '../../features/catalog/listing-query';
import { getProductDetails } from '../../features/product/product-api';
import type { Http, HttpRequestConfig } from '../../lib/http/client';
import { requestUrl } from '../../lib/http/early-answers';
import { firstScreenOf } from '../first-screen';
import { paths, PATTERNS } from '../../lib/links/paths';
import { ROUTES } from '../route-table';

/**
 * The loader starts a page's first GETs before the app has arrived, and the app uses an answer
 * only for the very same URL. These tests hold the two sides together: the URLs the loader starts
 * are the ones the screens' API functions ask for, on the paths the route table gives them.
 */
const BASE = 'https://shop.example.com';

const config = (appPath = '', shell: MountConfig['shell'] = {}): MountConfig => ({
  token: 'tok',
  baseUrl: BASE,
  appPath,
  realtime: null,
  shell: { settings_data: {}, ...shell },
});

/** The absolute URLs an API function asks for, as the HTTP client's early-answer lookup computes them. */
async function asked(call: (http: Http) => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  const http = {
    defaults: { baseURL: `${BASE}/` },
    get: (url: string, options?: HttpRequestConfig) => {
      urls.push(requestUrl(url, options?.params, `${BASE}/`) ?? `(not a plain URL: ${url})`);
      return Promise.reject(new Error('not sent'));
    },
    post: () => Promise.reject(new Error('not sent')),
  } as unknown as Http;
  await call(http).catch(() => {});
  return urls;
}

const at = (path: string, search = '') => ({ pathname: path, search });

/** The route the app's router opens for `path`, ranked as the router ranks them. */
const routeOf = (path: string) => matchRoutes(ROUTES, path)?.pop()?.route.id;

describe('the first screen and its GETs', () => {
  it('on the home page, under any app path: the first home sections, as the home screen asks for them', async () => {
    const wanted = await asked((http) => getHomePage(http, 1));
    expect(wanted).toEqual([`${BASE}/home/page?page=1`]);
    expect(firstScreenOf(at('/'), config())).toEqual({ screen: 'home', gets: wanted });
    expect(firstScreenOf(at('/shop/'), config('/shop'))).toEqual({ screen: 'home', gets: wanted });
    expect(firstScreenOf(at('/shop'), config('/shop'))).toEqual({ screen: 'home', gets: wanted });
  });

  it('outside the app path, or on other screens, nothing', () => {
    expect(firstScreenOf(at('/blog'), config('/shop'))).toBeNull();
    expect(firstScreenOf(at('/shopping/category/phones'), config('/shop'))).toBeNull();
    expect(firstScreenOf(at('/cart'), config())).toBeNull();
    expect(firstScreenOf(at('/category/phones/more'), config())).toBeNull();
  });

  it.each([
    ['a plain slug', 'phones'],
    ['a slug with spaces, a slash and non-ASCII letters', 'men’s wear/été'],
  ])('on a category page (%s): the products and filters the listing asks for', async (_label, slug) => {
    const link = paths.categoryProducts({ slug });
    expect(routeOf(link)).toBe('categoryProducts');
    expect(decodeURIComponent(matchPath(PATTERNS.categoryProducts, link)?.params.slug ?? '')).toBe(slug);
    const query = listingQueryFrom('product.by.category', slug, new URLSearchParams());
    const wanted = [...(await asked((http) => getFilteredProducts(http, query))), ...(await asked((http) => getFilterData(http, slug)))];
    const plan = firstScreenOf(at(`/shop${link}`), config('/shop'));
    expect(plan).toMatchObject({ screen: 'listing', gets: wanted, image: { from: wanted[0] } });
    expect(plan!.gets[0]).toContain('route=product.by.category&sort=newest&page=1&paginate=24');
  });

  it('a category page with a sort and a page in its address asks for that sort and page', async () => {
    const search = '?sort=top_rated&page=2';
    const query = listingQueryFrom('product.by.category', 'phones', new URLSearchParams(search));
    const [products] = await asked((http) => getFilteredProducts(http, query));
    expect(products).toContain('sort=top_rated&page=2');
    expect(firstScreenOf(at('/category/phones', search), config())!.gets[0]).toBe(products);
  });

  it('leaves to the app what the backend counts or what is not a plain URL', () => {
    // A search word is recorded by the backend on each request.
    expect(firstScreenOf(at('/category/phones', '?q=red'), config())).toEqual({ screen: 'listing', gets: [] });
    // Chosen filters go as key[]=v, which the early lookup never matches: only the filters start.
    const filtered = firstScreenOf(at('/category/phones', '?brand=3,4'), config())!;
    expect(filtered.gets).toEqual([`${BASE}/home/filter_data?slug=phones`]);
    // …and with them the first card's image, which only the products name.
    expect(filtered.image).toBeUndefined();
    // An affiliate's link counts a click per request.
    expect(firstScreenOf(at('/product/tee', '?referral_code=AFF1'), config())).toEqual({ screen: 'product', gets: [] });
  });

  it.each([
    ['a product link', paths.product({ slug: 'tee/blue?x' })],
    ['a variant link', paths.product({ slug: 'tee/blue?x', variantSlug: 'red-xl' })],
  ])('on a product page (%s): the details the product screen asks for, with the cart of the shell data', async (_label, link) => {
    expect(routeOf(link)).toMatch(/^product(Variant)?$/);
    const shell = { carts: [{ id: 1, product_name: 'Tee', quantity: 1, trx_id: 'Xy12' }] };
    const wanted = await asked((http) => getProductDetails(http, 'tee/blue?x', 'Xy12'));
    expect(wanted).toEqual([`${BASE}/home/product-details/tee%2Fblue%3Fx?trx_id=Xy12`]);
    expect(firstScreenOf(at(link), config('', shell))).toMatchObject({ screen: 'product', gets: wanted, image: { from: wanted[0] } });
    // No cart yet: the app sends an empty trx_id, and so does the loader.
    expect(firstScreenOf(at(link), config())!.gets).toEqual(await asked((http) => getProductDetails(http, 'tee/blue?x', '')));
  });

  it('an address with a malformed escape starts nothing and does not throw', () => {
    expect(firstScreenOf(at('/category/%E0%A4%A'), config())).toBeNull();
    expect(firstScreenOf(at('/product/%'), config())).toBeNull();
  });
});
