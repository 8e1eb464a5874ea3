import { boot } from '../../../loader/boot';
import type { StorefrontHandle } from '../../../src/contract';

type Win = Window & { Storefront?: StorefrontHandle };
const win = window as Win;
const ENTRY = 'https://cdn.example.com/storefront/app/main-3f2a1b.js';
const CORE = 'https://cdn.example.com/storefront/app/chunks/core-1.js';
const HOME = 'https://cdn.example.com/storefront/app/chunks/HomeScreen-2.js';
const LISTING = 'https://cdn.example.com/storefront/app/chunks/ListingScreen-3.js';
const PRODUCT = 'https://cdn.example.com/storefront/app/chunks/ProductScreen-4.js';
const KIT = 'https://cdn.example.com/storefront/app/chunks/screen-kit-5.js';
const FIELDS = { token: 'tok', base_url: 'https://shop.example.com/', app_path: '/shop' };

function setPage(sliders: unknown) {
  const shell = { settings_data: { system_name: 'Shop' }, sliders };
  document.head.innerHTML = '';
  document.body.innerHTML =
    '<div data-storefront></div>' +
    Object.entries(FIELDS)
      .map(([k, v]) => `<input type="hidden" id="${k}" value="${v}">`)
      .join('') +
    `<script type="application/json" id="storefront-shell-data">${JSON.stringify(shell)}</script>`;
}

const hints = () =>
  [...document.head.querySelectorAll('link')].map((l) => ({ rel: l.rel, href: l.href, as: l.getAttribute('as'), nonce: l.nonce }));

function start(path: string, nonce?: string) {
  window.history.replaceState({}, '', path);
  boot(window, document, {
    appEntryUrl: ENTRY,
    importer: () => new Promise(() => {}),
    preload: { modules: [CORE], screens: { home: [HOME, KIT], listing: [LISTING, KIT], product: [PRODUCT, KIT] } },
    get: () => new Promise(() => {}),
    nonce,
  });
}

beforeEach(() => delete win.Storefront);
afterEach(() => {
  delete win.Storefront;
  window.history.replaceState({}, '', '/');
});

describe('the loader starts what the first screen needs beside the entry', () => {
  it('on the home page: the shared chunk, the home chunks and the first slide, the slide with high priority', () => {
    setPage([{ slider_bg_image: 'https://shop.example.com/images/slider/1-1920x520.jpg' }, { slider_bg_image: '/s2.jpg' }]);
    start('/shop/', 'n0nce');
    expect(hints()).toEqual([
      { rel: 'modulepreload', href: CORE, as: null, nonce: 'n0nce' },
      { rel: 'modulepreload', href: HOME, as: null, nonce: 'n0nce' },
      { rel: 'modulepreload', href: KIT, as: null, nonce: 'n0nce' },
      { rel: 'preload', href: 'https://shop.example.com/images/slider/1-1920x520.jpg', as: 'image', nonce: 'n0nce' },
    ]);
    expect(document.head.querySelector('link[as=image]')!).toHaveAttribute('fetchpriority', 'high');
  });

  it("on a category or a product page that screen's chunks, and no slide", () => {
    setPage([{ slider_bg_image: '/s1.jpg' }]);
    start('/shop/category/phones');
    expect(hints().map((h) => h.href)).toEqual([CORE, LISTING, KIT]);
    delete win.Storefront;
    document.head.innerHTML = '';
    start('/shop/product/tee');
    expect(hints().map((h) => h.href)).toEqual([CORE, PRODUCT, KIT]);
  });

  it('elsewhere in the store only the shared chunk', () => {
    setPage([{ slider_bg_image: '/s1.jpg' }]);
    start('/shop/cart');
    expect(hints().map((h) => h.href)).toEqual([CORE]);
  });

  it('never hints a slide that is not an http(s) image, and copes with slides in any shape', () => {
    for (const sliders of [[{ slider_bg_image: 'javascript:alert(1)' }], [{ slider_bg_image: 42 }], 'none', [null], []]) {
      delete win.Storefront;
      setPage(sliders);
      start('/shop');
      expect(hints().map((h) => h.rel)).toEqual(['modulepreload', 'modulepreload', 'modulepreload']);
    }
  });
});
