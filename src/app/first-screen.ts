import type { MountConfig } from '../contract';
import { requestUrl, type GetRequest } from '../lib/http/early-answers';
import { filterDataGet, filteredProductsGet, homePageGet } from '../features/catalog/catalog-gets';
import { listingQueryFrom } from '../features/catalog/listing-query';
import { productDetailsGet } from '../features/product/product-gets';
import { galleryImages } from '../features/product/product-images';
import { storePath } from './store-path';

/**
 * Which of the three pages a shopper usually lands on this is (the home, a category, a product),
 * and the absolute URLs of the GETs its first screen will send. The loader starts these beside the
 * app's code (loader/early.ts), together with the screen's chunks and on the home its first slide
 * (loader/preload.ts); without that, each waits for the one before it to arrive and run
 * (entry → screen chunk → data → images).
 *
 * The URLs come from the functions the screens' API calls use, and the app takes an early answer
 * only for the very same URL (src/lib/http/early-answers.ts), so a rule that drifts costs a
 * request, never a wrong screen. The loader bundles this file: it imports only what it needs.
 */
export type FirstScreen = 'home' | 'listing' | 'product';

export interface FirstScreenPlan {
  screen: FirstScreen;
  /** Absolute URLs; a request the loader must not start early is simply left out. */
  gets: string[];
  /**
   * Where the screen's largest image (its largest paint) is named: the answer to `from` (one of
   * `gets`), read by `read`. The loader starts that image as soon as the answer is in, while the
   * code is still on its way, rather than after the screen has rendered.
   */
  image?: { from: string; read: (answer: unknown) => unknown };
}

type Loose = { [key: string]: Loose } | undefined;

/** A listing's first card, the one ProductGrid loads first (ProductCard's `priority`). */
const firstCardImage = (answer: unknown) => {
  const first = (answer as Loose)?.products?.data;
  return Array.isArray(first) ? (first[0] as Loose)?.image_190x230 : undefined;
};
/** The product page's main image (ProductScreen's gallery). */
const productImage = (answer: unknown) => galleryImages((answer as Loose)?.product)[0];

// The route table's patterns for these pages (PATTERNS.categoryProducts, PATTERNS.product with its
// variant form); src/app/__tests__/first-screen.test.ts checks them against the router.
const CATEGORY = /^\/category\/([^/]+)$/;
const PRODUCT = /^\/product\/([^/]+)(?:\/[^/]+)?$/;

/** The cart's transaction id as the app will send it (src/app/store.ts seeds the cart from the shell data). */
function cartTrxId(shell: MountConfig['shell']): string {
  const first: unknown = Array.isArray(shell.carts) ? shell.carts[0] : null;
  const trx = first && typeof first == 'object' ? (first as { trx_id?: unknown }).trx_id : null;
  return typeof trx == 'string' ? trx : '';
}

export function firstScreenOf(location: { pathname: string; search: string }, config: MountConfig): FirstScreenPlan | null {
  const path = storePath(location.pathname, config.appPath);
  if (path === null) return null;
  const search = new URLSearchParams(location.search);
  const absolute = (gets: GetRequest[]) =>
    gets.map(({ url, params }) => requestUrl(url, params, config.baseUrl + '/')).filter((url): url is string => url !== null);
  if (path === '') return { screen: 'home', gets: absolute([homePageGet(1)]) };
  try {
    const category = CATEGORY.exec(path);
    if (category) {
      const slug = decodeURIComponent(category[1]);
      const query = listingQueryFrom('product.by.category', slug, search);
      // A search word is recorded by the backend on every request: it is left to the app, which asks once.
      if (query.key) return { screen: 'listing', gets: [] };
      // Chosen filters (key[]=v) keep the products out of the early GETs, and so their image.
      const [products] = absolute([filteredProductsGet(query)]);
      const gets = absolute([filterDataGet(slug)]);
      if (!products) return { screen: 'listing', gets };
      return { screen: 'listing', gets: [products, ...gets], image: { from: products, read: firstCardImage } };
    }
    const product = PRODUCT.exec(path);
    if (product) {
      // An affiliate's link counts a click per request: it is left to the app, which asks once.
      const referral = search.get('referral_code');
      if (referral) return { screen: 'product', gets: [] };
      const gets = absolute([productDetailsGet(decodeURIComponent(product[1]), cartTrxId(config.shell))]);
      return { screen: 'product', gets, ...(gets[0] && { image: { from: gets[0], read: productImage } }) };
    }
  } catch {
    // A malformed %-escape in the address: the app's router shows what it makes of it.
  }
  return null;
}
