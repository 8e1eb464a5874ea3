import { expect, test } from '@playwright/test';
import { trackPageErrors, widgetReady } from './support';

/**
 * Issue 13: the loader starts the first render's requests beside the app's code (loader/early.ts),
 * and the app uses those answers instead of asking again.
 */
test('the home page asks for its language file and first sections once each, from the loader, and shows them', async ({ page }) => {
  const errors = trackPageErrors(page);
  const asked: Array<{ path: string; type: string }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/resources/lang/') || url.pathname === '/home/page')
      asked.push({ path: url.pathname + url.search, type: request.resourceType() });
  });
  await page.goto('/');
  await widgetReady(page);
  const main = page.locator('.sf-root #sf-main');
  // The sections arrived: their first product cards show.
  await expect(main.locator('article.sf-card').first()).toBeVisible();
  // The app's own requests go through XHR (axios); these were the loader's fetches.
  expect(asked).toEqual([
    { path: '/resources/lang/en.json', type: 'fetch' },
    { path: '/home/page?page=1', type: 'fetch' },
  ]);
  // The top section's banners are above the fold on a phone: they load at once, the first one first.
  const banners = main.locator('.sf-banners').first().locator('img');
  await expect(banners.first()).toHaveAttribute('loading', 'eager');
  await expect(banners.first()).toHaveAttribute('fetchpriority', 'high');
  expect(errors).toEqual([]);
});

test('elsewhere the loader starts only the language file, and the screen loads its own data', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/resources/lang/') || url.pathname === '/home/page')
      asked.push(`${url.pathname} ${request.resourceType()}`);
  });
  await page.goto('/brands');
  await widgetReady(page);
  await expect(page.locator('.sf-root #sf-main h1')).toBeVisible();
  expect(asked).toEqual(['/resources/lang/en.json fetch']);
});
