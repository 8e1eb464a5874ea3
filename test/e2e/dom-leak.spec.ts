import { expect, test, type Page } from '@playwright/test';
import { productCards, trackPageErrors } from './support';

/** In-app route change as the router's links make it, then the new screen settled. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForFunction((expected) => location.pathname === expected, path);
  await expect(page.locator('.sf-root main h1').first()).toBeAttached();
  await expect(page.locator('.sf-root [data-testid=progress]')).toHaveAttribute('data-active', 'false');
}

test('product pages with options do not stay in memory once left', async ({ page, request }) => {
  const errors = trackPageErrors(page);
  const withOptions = (await productCards(request)).filter((card) => Number((card as { has_variant?: unknown }).has_variant) === 1);
  expect(withOptions.length, 'two products with options in the demo catalogue').toBeGreaterThanOrEqual(2);
  const [a, b] = withOptions.map((card) => `/product/${card.slug}`);
  const cdp = await page.context().newCDPSession(page);
  const domNodes = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Memory.getDOMCounters')).nodes;
  };

  await page.goto(a);
  await expect(page.locator('.sf-root input[type=radio]').first()).toBeAttached();
  for (let n = 1; n <= 4; n += 1) await go(page, n % 2 ? b : a);
  await expect(page.locator('.sf-root input[type=radio]').first()).toBeAttached();
  const before = await domNodes();
  for (let n = 1; n <= 12; n += 1) await go(page, n % 2 ? b : a);
  const after = await domNodes();
  // Same screen both times; each page left behind used to keep its whole tree (hundreds of nodes).
  expect(after, `DOM nodes ${before} -> ${after}`).toBeLessThanOrEqual(Math.ceil(before * 1.02));
  expect(errors).toEqual([]);
});
