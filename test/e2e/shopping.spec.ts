import { expect, test, type Page } from '@playwright/test';
import { api, pageToken, productCards, trackPageErrors } from './support';

test('API requests carry X-Requested-With, X-CSRF-TOKEN and Authorization with the page token', async ({ page }) => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'xhr' || request.resourceType() === 'fetch')
      calls.push({ url: request.url(), headers: request.headers() });
  });
  await page.goto('/');
  await expect(page.locator('.sf-root article').first()).toBeVisible();
  const token = await pageToken(page);
  const apiCalls = calls.filter((c) => c.url.includes('/home/page'));
  expect(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) {
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(call.headers['x-csrf-token']).toBe(token);
    expect(call.headers.authorization).toBe(token);
  }
});

test('the newsletter pop-up appears about 10 s after mount on home, and not after dismissal', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('.sf-root article').first()).toBeVisible();
  await page.clock.runFor(8_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(2_500);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('popup'))).toBe('1');

  await page.reload();
  await expect(page.locator('.sf-root article').first()).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/** The header's currency picker: open it, press the currency by its code. */
async function chooseCurrency(page: Page, code: string) {
  await page.getByRole('button', { name: /^Currency:/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${code} `) }).click();
}

test('changing currency reformats prices', async ({ page }) => {
  await page.goto('/best-selling/products');
  const price = page.locator('.sf-root article').first().getByTestId('price');
  await expect(price).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const usd = await price.textContent();
  // As in the original, every currency uses the shop's no_of_decimals setting (2 in the demo).
  await chooseCurrency(page, 'JPY');
  await expect(price).toHaveText(/^¥[\d,]+\.\d{2}$/);
  await chooseCurrency(page, 'KWD');
  await expect(price).toHaveText(/^KD[\d,]+\.\d{2}$/);
  await chooseCurrency(page, 'USD');
  await expect(price).toHaveText(usd!);
});

test('the listing filters and paginates through the URL', async ({ page, request }) => {
  // filter_data lists the newest brands whether or not they have products (as the original): pick one that has.
  const { brands } = await api<{ brands: { data: { id: number; title: string }[] } }>(request, '/home/filter_data');
  let brandName = '';
  for (const candidate of brands.data) {
    const { products } = await api<{ products: { total: number } }>(
      request,
      `/home/filtered_products?route=all.products&sort=newest&paginate=1&brand[]=${candidate.id}`,
    );
    if (products.total > 0) {
      brandName = candidate.title;
      break;
    }
  }
  expect(brandName).not.toBe('');
  await page.goto('/products/all');
  await expect(page.locator('.sf-root article')).toHaveCount(24);
  const firstOnPage1 = await page.locator('.sf-root article').first().getAttribute('aria-label');
  await page.getByRole('navigation', { name: 'Page' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('.sf-root article').first()).not.toHaveAttribute('aria-label', firstOnPage1!);

  const status = page.getByRole('status').filter({ hasText: 'products found' });
  const totalBefore = await status.textContent();
  const brandGroup = page.getByRole('group', { name: 'Brands' });
  const more = brandGroup.getByRole('button', { name: /^\+ \d+$/ });
  if (await more.count()) await more.click();
  const brand = brandGroup.getByRole('checkbox', { name: brandName });
  // A controlled checkbox: its state follows the address, which the click changes.
  await brand.click();
  await expect(page).toHaveURL(/brand=\d+/);
  await expect(brand).toBeChecked();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(status).not.toHaveText(totalBefore!);
  const filtered = Number((await status.textContent())!.split(' ')[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(Number(totalBefore!.split(' ')[0]));
});

test('a product with variants opens the modal; add to cart updates the count and shows the 2 s flag', async ({ page, request }) => {
  const errors = trackPageErrors(page);
  const cards = await productCards(request, 'route=all.products&paginate=96&sort=newest');
  const variant = cards.find((c) => Number(c.has_variant) === 1 && !c.is_catalog && !c.is_classified)!;
  const simple = cards.find(
    (c) => Number(c.has_variant) === 0 && c.current_stock > 5 && Number(c.minimum_order_quantity) <= 1 && !c.is_catalog && !c.is_classified,
  )!;
  await page.goto('/products/all?sort=newest&page=1');
  const cart = page.getByRole('link', { name: /^Cart: \d+$/ });
  await expect(cart).toHaveAccessibleName('Cart: 0');

  await page
    .getByRole('button', { name: `Select options: ${variant.product_name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: variant.product_name });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  const add = page.getByRole('button', { name: `Add to cart: ${simple.product_name}` }).first();
  await add.click();
  await expect(cart).not.toHaveAccessibleName('Cart: 0');
  const flag = page.getByRole('button', { name: `Added to cart: ${simple.product_name}` }).first();
  await expect(flag).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByRole('button', { name: `Add to cart: ${simple.product_name}` }).first()).toBeVisible({ timeout: 5_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1_000);
  expect(shownFor).toBeLessThan(3_500);

  await page.reload();
  await expect(cart).not.toHaveAccessibleName('Cart: 0'); // the cart lives on the server session
  expect(errors).toEqual([]);
});
