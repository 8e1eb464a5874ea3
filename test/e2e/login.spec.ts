import { expect, test } from '@playwright/test';
import { trackPageErrors, widgetReady } from './support';

test('a guest at a guarded page (order history) signs in on the login screen and lands back there', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/user/order-history');
  await widgetReady(page);
  // The guarded route sends the guest to login and remembers where they were.
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForLoadState('networkidle');
  const root = page.locator('.sf-root');
  // Labels come from the shop's language file ("Email" in the demo), so match the start only.
  await root.getByLabel(/^Email/).fill('customer@example.com');
  await root.getByLabel('Password').fill('password123');
  await root.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/order-history$/);
  await expect(root.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  // Signed in without a reload: the header now names the shopper.
  await expect(root.getByRole('link', { name: 'Jane' })).toBeVisible();
  expect(errors).toEqual([]);
});
