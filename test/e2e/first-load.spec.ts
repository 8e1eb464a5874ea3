import { expect, test } from '@playwright/test';
import { api, productCards, trackPageErrors, widgetReady } from './support';

/**
 * The loader starts the first render's requests beside the app's code (loader/early.ts),
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

test("a category page and a product page get their first data from the loader's requests, once each", async ({ page }) => {
  const errors = trackPageErrors(page);
  const { categories } = await api<{ categories: Array<{ slug: string }> }>(page.request, '/home/filter_data');
  const [card] = await productCards(page.request);
  const asked: Array<{ path: string; type: string }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/home\/(filtered_products|filter_data|product-details\/)/.test(url.pathname))
      asked.push({ path: url.pathname + url.search, type: request.resourceType() });
  });
  const main = page.locator('.sf-root #sf-main');

  const category = categories[0].slug;
  await page.goto(`/category/${category}`);
  await widgetReady(page);
  await expect(main.locator('article.sf-card').first()).toBeVisible();
  // The filters come with it (their panel is behind a button on a phone, a sidebar on a desktop).
  await expect(main.getByRole('group').first()).toBeAttached();
  expect(asked).toEqual([
    { path: `/home/filtered_products?route=product.by.category&sort=newest&page=1&paginate=24&slug=${category}`, type: 'fetch' },
    { path: `/home/filter_data?slug=${category}`, type: 'fetch' },
  ]);

  asked.length = 0;
  await page.goto(`/product/${card.slug}`);
  await widgetReady(page);
  await expect(main.getByRole('heading', { level: 1, name: card.product_name })).toBeVisible();
  expect(asked).toEqual([{ path: `/home/product-details/${card.slug}?trx_id=`, type: 'fetch' }]);
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
