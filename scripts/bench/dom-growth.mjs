// Whether screens the shopper has left stay in memory: the renderer's DOM node counter (after a
// forced garbage collection) after 200 and after 400 route changes over a mixed route list, moving
// by the widget's own links where the screen has one (else as the router's links do: pushState +
// popstate) and by the browser's back and forward. With no leak the two counts match, as both are
// taken on the same screen; a leak of a few nodes a change shows as 1.05x and more.
import { detachedNodes, takeHeapSnapshot } from './heap-snapshot.mjs';

/**
 * One round of eight moves; `product` is where a round starts and ends, so every eighth change
 * (200, 400) shows the same screen. Not the home: what it shows grows with time by design.
 */
const ROUND = [
  { go: 'category' },
  { back: 'product' },
  { forward: 'category' },
  { go: 'offer' },
  { go: 'home' },
  { back: 'offer' },
  { forward: 'home' },
  { go: 'product' },
];

/**
 * The route list: a product with options (its radios are what Chromium kept), the first category,
 * the offer products and the home. `pages` is samplePages' list (home, listing, product).
 */
export async function mixedRoutes(origin, pages) {
  const answer = await fetch(`${origin}/home/filtered_products?route=all.products&sort=newest&paginate=48`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  if (!answer.ok) throw new Error(`the product list answered ${answer.status}`);
  const cards = (await answer.json()).products?.data ?? [];
  const withOptions = cards.find((card) => Number(card.has_variant) === 1);
  return {
    product: withOptions ? `/product/${withOptions.slug}` : pages[2].path,
    category: pages[1].path,
    offer: '/offer/products',
    home: '/',
  };
}

/**
 * `routes` names the paths { product, category, offer, home }; returns the DOM node counts (and the
 * heap snapshot's detached DOM nodes) after `changes / 2` and after `changes` route changes, and
 * how many changes were link clicks.
 */
export async function navigationDomGrowth(browser, origin, routes, changes = 400) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const settled = async (path) => {
    // A string, so this Node module names no browser globals.
    await page.waitForFunction(`location.pathname === ${JSON.stringify(path)}`);
    await page.locator('.sf-root main h1').first().waitFor({ state: 'attached' });
    // The progress bar is on while a screen chunk or a request is on its way.
    await page.locator('.sf-root [data-testid=progress][data-active=false]').waitFor({ state: 'attached' });
    await page.waitForTimeout(60);
    await page.locator('.sf-root [data-testid=progress][data-active=false]').waitFor({ state: 'attached' });
  };
  await page.goto(`${origin}${routes.product}`);
  await settled(routes.product);
  // The shell's one-time set-up (recently viewed, currency check, newsletter pop-up) runs 10 s after
  // mount; it must land before the first sample, not between the two.
  await page.waitForTimeout(10_500);
  const sample = async () => {
    await page.waitForTimeout(300);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    return { domNodes: nodes, detachedNodes: detachedNodes(await takeHeapSnapshot(cdp)) };
  };
  let clicks = 0;
  let half;
  for (let n = 1; n <= changes; n += 1) {
    const move = ROUND[(n - 1) % ROUND.length];
    if (move.go) {
      const path = routes[move.go];
      const link = page.locator(`.sf-root a[href="${path}"]:visible`).first();
      if ((await link.count()) > 0) {
        await link.click();
        clicks += 1;
      } else {
        await page.evaluate(
          `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: {} }))`,
        );
      }
      await settled(path);
    } else if (move.back) {
      await page.goBack({ waitUntil: 'commit' });
      await settled(routes[move.back]);
    } else {
      await page.goForward({ waitUntil: 'commit' });
      await settled(routes[move.forward]);
    }
    if (n === changes / 2) half = await sample();
  }
  const all = await sample();
  await context.close();
  if (errors.length) throw new Error(`the page threw while navigating: ${errors[0]}`);
  return { changes, clicks, half, all, ratio: Math.round((all.domNodes / half.domNodes) * 1000) / 1000 };
}
