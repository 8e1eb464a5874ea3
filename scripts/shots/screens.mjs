// How `npm run shots` reaches each key screen with data on it, in a Playwright browser against a
// freshly seeded reference server: the demo data it picks and prepares once (a cart with lines from
// two sellers, a wishlist, a paid order's invoice), the signed-in and guest browsers per language, and
// waiting until a screen has stopped changing before it is photographed.

// The functions handed to page.evaluate / waitForFunction run in the browser:
/* global document, window */

export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'password123' };
const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
const DAY_MS = 86_400_000;

/**
 * Noon (UTC) of the day the server was seeded: the seed's one clock-dependent row (a campaign with a
 * countdown) counts from that day, so a browser frozen here shows the same countdown on every run.
 */
export const frozenNow = (now = Date.now()) => new Date(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2);

/** No transitions, animations or blinking caret inside the widget's shadow root (a document style cannot reach it). */
const STILL_CSS =
  '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';

async function getJson(request, path) {
  const answer = await request.get(path, { headers: JSON_HEADERS });
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  return answer.json();
}

async function csrfToken(request) {
  const host = await (await request.get('/')).text();
  const token = /<input[^>]*\bid="token"[^>]*\bvalue="([^"]+)"/.exec(host)?.[1];
  if (!token) throw new Error('the host page has no input#token');
  return token;
}

async function postJson(request, path, data) {
  const answer = await request.post(path, { data, headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await csrfToken(request) } });
  if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${(await answer.text()).slice(0, 200)}`);
  return answer.json();
}

/** The slugs and queries the screens use, read from the catalogue API (the seed is fixed, so they are too). */
export async function pickSamples(request) {
  const filters = await getJson(request, '/home/filter_data');
  // A listing page holds at most 100 cards: the newest and the oldest hundred are plenty to choose from.
  const listing = async (sort) =>
    (await getJson(request, `/home/filtered_products?route=all.products&sort=${sort}&paginate=100`)).products.data;
  const cards = await listing('newest');
  const sellers = (await getJson(request, '/home/sellers')).sellers.data;
  const withOptions = cards.find((card) => card.has_variant && card.current_stock > 0);
  // The seed gives one old product a long review list (two pages, images, replies).
  const reviewed = [...cards, ...(await listing('oldest'))].reduce(
    (best, card) =>
      !best || card.reviews_count > best.reviews_count || (card.reviews_count === best.reviews_count && card.id < best.id) ? card : best,
    null,
  );
  // Lines without a minimum-quantity warning: one unit of a simple product in stock.
  const simple = cards.filter(
    (card) =>
      !card.has_variant && !card.is_catalog && !card.is_classified && card.current_stock >= 10 && (card.minimum_order_quantity ?? 1) <= 1,
  );
  if (!filters.categories?.length || !withOptions || !reviewed || !sellers.length || simple.length < 10)
    throw new Error('the catalogue API gave too little to choose from (categories, products with options, reviews, sellers)');
  return {
    category: filters.categories[0].slug,
    product: withOptions.slug,
    reviewed: reviewed.slug,
    shop: sellers[0].slug,
    search: 'classic',
    simple,
    invoice: null,
  };
}

/** A browser context of its own (cookies, session, language), at a fixed time, moving nothing. */
export async function openContext(browser, baseURL, now) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', locale: 'en-US' });
  await context.clock.setFixedTime(now);
  return context;
}

export async function signIn(context) {
  const answer = await postJson(context.request, '/login', DEMO_CUSTOMER);
  if (answer.user?.email !== DEMO_CUSTOMER.email) throw new Error(`signing in as ${DEMO_CUSTOMER.email} failed: ${JSON.stringify(answer)}`);
}

/** The shop's own language switch (the endpoint its language menu calls), for this context's session. */
export async function useLanguage(context, lang) {
  const answer = await context.request.get(`/change/locale/${lang}`, {
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await csrfToken(context.request) },
  });
  const switched = await answer.json();
  if (switched.active_language?.locale !== lang) throw new Error(`the language switch to ${lang} answered ${JSON.stringify(switched)}`);
}

const main = (page) => page.locator('.sf-root #sf-main');

async function addToCart(request, cards, sellers) {
  const lines = [];
  for (const card of cards) {
    const added = await postJson(request, '/user/addToCart', { id: card.id, quantity: 1, variants_ids: '', variants_name: '', trx_id: '' });
    if (added.error) continue;
    lines.push(card);
    const cart = await getJson(request, '/cart/list');
    if (Object.keys(cart.checkouts ?? {}).length >= sellers && cart.carts.length >= sellers + 1) return lines;
  }
  throw new Error(`no cart with lines from ${sellers} sellers could be made`);
}

/**
 * The demo customer's data, made once: a cart with lines from two sellers and a wishlist of three
 * products; and the invoice to show, one of the seeded paid orders with addresses (a fixed code and
 * date, where an order placed now would get a new code and time on each run).
 */
export async function prepareCustomer(request, samples) {
  await addToCart(request, samples.simple.slice(0, 8), 2);
  const token = await csrfToken(request);
  for (const card of samples.simple.slice(-3)) {
    const answer = await request.get(`/user/add-to-wishlist/${card.id}`, { headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token } });
    if (!answer.ok()) throw new Error(`adding product ${card.id} to the wishlist answered ${answer.status()}`);
  }
  const orders = (await getJson(request, '/user/profile-orders')).orders.data;
  for (const { code } of orders) {
    const { order } = await getJson(request, `/user/invoice/${encodeURIComponent(code)}`);
    const addressed = order?.shipping_address && !Array.isArray(order.shipping_address);
    if (addressed && order.payment_status === 'paid' && order.trx_id) {
      samples.invoice = `/invoice/${encodeURIComponent(order.trx_id)}`;
      return;
    }
  }
  throw new Error(`none of ${DEMO_CUSTOMER.email}'s orders is paid with an address, for the invoice screen`);
}

/** Each screen: who sees it, where it is, and what must be on view before the shot. */
export const SCREEN_VISITS = {
  home: { signedIn: false, path: () => '/' },
  category: { signedIn: false, path: (s) => `/category/${s.category}`, ready: (page) => main(page).locator('article').first().waitFor() },
  search: {
    signedIn: false,
    path: (s) => `/products?q=${encodeURIComponent(s.search)}`,
    ready: (page) => main(page).locator('article').first().waitFor(),
  },
  product: { signedIn: false, path: (s) => `/product/${s.product}` },
  'product-reviews': {
    signedIn: false,
    path: (s) => `/product/${s.reviewed}`,
    // The reviews load in their own chunk below the fold: the shot scrolls to them.
    ready: async (page) => {
      const reviews = page.locator('.sf-root .sf-reviews');
      await reviews.waitFor();
      await reviews.locator('article, li').first().waitFor();
      return reviews;
    },
  },
  shop: { signedIn: false, path: (s) => `/shop/${s.shop}` },
  login: { signedIn: false, path: () => '/login' },
  cart: { signedIn: true, path: () => '/cart' },
  checkout: { signedIn: true, path: () => '/checkout' },
  payment: { signedIn: true, path: () => '/payment/YR-4800039595' },
  invoice: { signedIn: true, path: (s) => s.invoice },
  dashboard: { signedIn: true, path: () => '/user/dashboard' },
  orders: { signedIn: true, path: () => '/user/order-history' },
  wishlist: { signedIn: true, path: () => '/user/wishlist' },
  wallet: { signedIn: true, path: () => '/my-wallet' },
};

/**
 * Waits until the screen has stopped changing: the widget's heading is there, nothing is loading
 * or busy, the page was scrolled through once (lazy images and sections load), every image on
 * the page's width has arrived and the fonts are ready. Throws with the reason after `timeout`.
 */
export async function settle(page, timeout = 20_000) {
  await page.locator('.sf-root main h1').first().waitFor({ state: 'attached', timeout });
  await page.evaluate((css) => {
    const root = document.querySelector('[data-storefront]')?.shadowRoot;
    if (!root || root.getElementById('sf-shots-still')) return;
    const style = document.createElement('style');
    style.id = 'sf-shots-still';
    style.textContent = css;
    root.appendChild(style);
  }, STILL_CSS);
  await page.waitForLoadState('networkidle', { timeout });
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle', { timeout });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () => {
      const root = document.querySelector('[data-storefront]')?.shadowRoot;
      if (!root || root.querySelector('[aria-busy="true"], .sf-skeleton')) return false;
      const onPage = (img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      };
      return [...document.images, ...root.querySelectorAll('img')].filter(onPage).every((img) => img.complete);
    },
    null,
    { timeout },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
