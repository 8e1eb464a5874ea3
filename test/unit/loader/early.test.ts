import { boot } from '../../../loader/boot';
import { earlyRequests } from '../../../loader/early';
import type { MountConfig, StorefrontHandle } from '../../../src/contract';
import type { BootOptions } from '../../../loader/boot';

const BASE = 'https://shop.example.com';
const config = (settings: Record<string, unknown>): MountConfig => ({
  token: 'tok',
  baseUrl: BASE,
  appPath: '',
  realtime: null,
  shell: { settings_data: settings },
});

function recorder() {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const get = ((url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  return { calls, get };
}

const NO_PRELOAD = { modules: [], screens: { home: [], listing: [], product: [] } };

/**
 * Boots the loader on `path` of a host page with this shell data; resolves with the config the app
 * was mounted with once the loader is done.
 */
async function bootOn(path: string, shell: Record<string, unknown>, options: Omit<BootOptions, 'appEntryUrl' | 'importer'>) {
  const mount = jest.fn(() => () => {});
  window.history.replaceState({}, '', path);
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div data-storefront></div><input type="hidden" id="token" value="tok"><input type="hidden" id="base_url" value="https://shop.example.com/"><input type="hidden" id="app_path" value="">' +
    `<script type="application/json" id="storefront-shell-data">${JSON.stringify(shell)}</script>`;
  const win = window as Window & { Storefront?: StorefrontHandle };
  delete win.Storefront;
  boot(window, document, { appEntryUrl: 'https://cdn.example.com/app/main.js', importer: () => Promise.resolve({ mount }), ...options });
  await win.Storefront!.ready;
  delete win.Storefront;
  window.history.replaceState({}, '', '/');
  return (mount.mock.calls[0] as unknown as [HTMLElement, MountConfig])[1];
}

test("the language file and the first screen's GETs start at once; only the own API gets the session", () => {
  const { calls, get } = recorder();
  const early = earlyRequests(config({ lang_file: 'https://cdn.example.net/lang/ar.json' }), [`${BASE}/home/page?page=1`], get);
  expect(Object.keys(early)).toEqual(['https://cdn.example.net/lang/ar.json', `${BASE}/home/page?page=1`]);
  // The language file's CDN gets neither the token nor the cookies.
  expect(calls[0].init).toEqual({});
  expect(calls[1].init).toEqual({
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': 'tok', Authorization: 'tok' },
  });
});

test('elsewhere only the language file starts; a 1.5.3 shop without lang_file gets language/keywords', () => {
  const { get } = recorder();
  expect(Object.keys(earlyRequests(config({ lang_file: '/resources/lang/en.json' }), [], get))).toEqual([`${BASE}/resources/lang/en.json`]);
  const older = recorder();
  expect(Object.keys(earlyRequests(config({}), [], older.get))).toEqual([`${BASE}/language/keywords`]);
  expect(older.calls[0].init?.credentials).toBe('include');
});

test('a language file that is not http(s) is not fetched', () => {
  const { calls, get } = recorder();
  expect(earlyRequests(config({ lang_file: 'javascript:alert(1)' }), [], get)).toEqual({});
  expect(calls).toEqual([]);
});

test('a refused early request is not an unhandled rejection, and the app receives the answers with its config', async () => {
  const rejected = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  const given = await bootOn(
    '/',
    { settings_data: { lang_file: `${BASE}/resources/lang/en.json` } },
    { preload: NO_PRELOAD, get: rejected },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
  expect(Object.keys(given.early ?? {})).toEqual([`${BASE}/resources/lang/en.json`, `${BASE}/home/page?page=1`]);
  await expect(given.early![`${BASE}/home/page?page=1`]).rejects.toThrow('Failed to fetch');
});

test("on a category or product page the loader starts that screen's data and chunks too, not the home's", async () => {
  const pages = [
    [
      '/category/phones',
      [
        `${BASE}/home/filtered_products?route=product.by.category&sort=newest&page=1&paginate=24&slug=phones`,
        `${BASE}/home/filter_data?slug=phones`,
      ],
    ],
    ['/product/tee', [`${BASE}/home/product-details/tee?trx_id=Xy12`]],
  ] as const;
  const chunk = (name: string) => `https://cdn.example.com/app/chunks/${name}.js`;
  for (const [path, gets] of pages) {
    const { calls, get } = recorder();
    const shell = {
      settings_data: { lang_file: `${BASE}/resources/lang/en.json` },
      carts: [{ id: 1, product_name: 'Tee', quantity: 1, trx_id: 'Xy12' }],
    };
    const given = await bootOn(path, shell, {
      preload: {
        modules: [chunk('core')],
        screens: {
          home: [chunk('HomeScreen'), chunk('screen-kit')],
          listing: [chunk('ListingScreen'), chunk('screen-kit')],
          product: [chunk('ProductScreen'), chunk('screen-kit')],
        },
      },
      get,
    });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/resources/lang/en.json`, ...gets]);
    expect(calls[1].init?.credentials).toBe('include');
    expect(Object.keys(given.early ?? {})).toEqual([`${BASE}/resources/lang/en.json`, ...gets]);
    const screen = path.startsWith('/category/') ? 'ListingScreen' : 'ProductScreen';
    expect([...document.head.querySelectorAll('link')].map((l) => l.href)).toEqual([chunk('core'), chunk(screen), chunk('screen-kit')]);
  }
});

describe("the first screen's largest image is hinted as soon as its data is in", () => {
  /** Boots on `path` with an early answer of `body` (status `status`) for the screen's first GET. */
  async function bootWithAnswer(path: string, body: unknown, status = 200) {
    const get = ((url: string) =>
      url.endsWith('.json')
        ? new Promise<Response>(() => {})
        : Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }))) as typeof fetch;
    const given = await bootOn(path, { settings_data: { lang_file: '/l.json' } }, { preload: NO_PRELOAD, get, nonce: 'n0nce' });
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const images = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    return { images, given };
  }

  it("on a category page the first card's image, with high priority and the page's nonce; the app still reads the whole answer", async () => {
    const body = {
      products: {
        data: [
          { id: 7, image_190x230: '/images/product/7-190x230.png' },
          { id: 8, image_190x230: '/b.png' },
        ],
      },
    };
    const { images, given } = await bootWithAnswer('/category/phones', body);
    expect(images.map((l) => [l.href, l.getAttribute('fetchpriority'), l.nonce])).toEqual([
      // A relative path is the page's, as the card's <img> resolves it.
      [new URL('/images/product/7-190x230.png', document.baseURI).href, 'high', 'n0nce'],
    ]);
    const answer = await Object.values(given.early!)[1];
    expect(await answer.json()).toEqual(body);
  });

  it("on a product page the gallery's first large image, else the card image", async () => {
    const gallery = await bootWithAnswer('/product/tee', {
      product: { gallery: { large: ['https://cdn.example.net/tee-1.jpg', '/t2.jpg'] }, image_190x230: '/s.png' },
    });
    expect(gallery.images.map((l) => l.href)).toEqual(['https://cdn.example.net/tee-1.jpg']);
    const plain = await bootWithAnswer('/product/tee', { product: { gallery: { large: [] }, image_190x230: '/images/tee.png' } });
    expect(plain.images.map((l) => l.href)).toEqual([new URL('/images/tee.png', document.baseURI).href]);
  });

  it('nothing for a refused answer, an empty listing, an unexpected shape or an image that is not http(s)', async () => {
    for (const [path, body, status] of [
      ['/category/phones', { products: { data: [{ image_190x230: '/a.png' }] } }, 500],
      ['/category/phones', { products: { data: [] } }, 200],
      ['/category/phones', { products: 'none' }, 200],
      ['/product/tee', { product: { image_190x230: 'javascript:alert(1)' } }, 200],
      ['/product/tee', null, 200],
    ] as const) {
      expect((await bootWithAnswer(path, body, status)).images).toEqual([]);
    }
  });
});
