import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from '../spec-routes';
import { trackPageErrors, widgetReady } from './support';
import { GUARDED, fill, samplePaths } from './route-samples';

// A gadget listing is one category's gadgets: the category names it, as on /category/:slug; a
// brand's listing is named by the brand (the answer's page.title, its heading).
const NAMED_TABS = [
  '/blog/:slug',
  '/product/:slug',
  '/product/:slug/:variant_slug',
  '/shop/:slug',
  '/category/:slug',
  '/gadget-products/:slug',
  '/brand/:slug',
];

test('every route shows its title without an uncaught error; guarded ones send guests to login', async ({ page, request }) => {
  test.setTimeout(180_000);
  const samples = await samplePaths(request);
  const errors = trackPageErrors(page);
  for (const [pattern, title] of SPEC_ROUTES) {
    const path = fill(pattern, samples);
    await page.goto(path);
    await widgetReady(page);
    if (GUARDED.test(pattern)) {
      await expect(page).toHaveURL(/\/login$/);
      // login_first: the shop's wording once its language file has arrived, the built-in English before.
      await expect(page.getByText(/^(Login First|Please sign in first\.)$/)).toBeVisible();
      continue;
    }
    // A blog post's, a product's, a shop's, a category's and a brand's tab carries the thing's own
    // name (its heading), as a static page's does.
    if (NAMED_TABS.includes(pattern)) {
      const heading = page.locator('.sf-root main h1').first();
      // The route's own title ("Blog Details") stands while the post loads.
      await expect(heading).not.toHaveText(new RegExp(`^(${title})?$`));
      await expect(page, path).toHaveTitle(`${(await heading.textContent())!.trim()} | Yoori Demo Store`);
    } else if (title) await expect(page, `${path}`).toHaveTitle(`${title} | Yoori Demo Store`);
    else await expect(page.locator('.sf-root main h1').first(), path).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Yoori Demo Store');
});

test('a reload of a deep link with filters shows the same screen', async ({ page, request }) => {
  const { category, categoryTitle } = await samplePaths(request);
  await page.goto(`/category/${category}?sort=newest&page=2`);
  const heading = page.locator('.sf-root main h1');
  // The listing's raw category has no title; the menu's sidebar/categories names it.
  await expect(heading).toHaveText(categoryTitle);
  const firstCard = await page.locator('.sf-root article').first().getAttribute('aria-label');
  await page.reload();
  await expect(heading).toHaveText(categoryTitle);
  await expect(page.locator('.sf-root article').first()).toHaveAttribute('aria-label', firstCard!);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
});
