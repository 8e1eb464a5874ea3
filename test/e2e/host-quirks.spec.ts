import { expect, test } from '@playwright/test';
import { QUIRKS_URL, trackPageErrors } from './support';

// The original's HomeController@index and Blade view, with the quirks that are not its defaults
// switched on: the widget must load and work from that page as it is.
test.use({ baseURL: QUIRKS_URL });

test('the widget runs from a host page with a bare-id active_currency, app_path "shop" and text_direction "ltl"', async ({ page }) => {
  const errors = trackPageErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/shop/');
  await expect(page.locator('input#app_path')).toHaveValue('shop');
  const shell = JSON.parse((await page.locator('#storefront-shell-data').textContent()) ?? '{}');
  expect(typeof shell.active_currency).not.toBe('object');
  expect(shell.settings_data.text_direction).toBe('ltl');
  expect(shell).not.toHaveProperty('user');

  const card = page.locator('.sf-root article').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('price')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.locator('.sf-root')).toHaveAttribute('dir', 'ltr');

  // In-widget links stay under the app path.
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\/product\/[^/]+$/);
  await expect(page.locator('.sf-root main h1')).not.toBeEmpty();
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((text) => text.includes('[storefront]'))).toEqual([]);
});
