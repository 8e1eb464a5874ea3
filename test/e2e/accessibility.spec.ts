import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { productCards, signIn } from './support';

async function seriousViolations(page: import('@playwright/test').Page) {
  // The marker: axe scans its (open) shadow root, where the widget renders.
  const results = await new AxeBuilder({ page }).include('[data-storefront]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

test('home, listing and product pages have no serious or critical axe violations', async ({ page, request }) => {
  const [product] = await productCards(request);
  for (const path of ['/', '/products/all', `/product/${product.slug}`]) {
    await page.goto(path);
    await expect(page.locator('.sf-root article, .sf-root .sf-purchase').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('the login screen has no serious or critical axe violations, desktop and phone', async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.locator('.sf-root form input[type="password"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), `login at ${viewport.width}px`).toEqual([]);
  }
});

const DESKTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

test('the sign-up and password screens have no serious or critical axe violations, desktop and phone', async ({ page }) => {
  for (const viewport of DESKTOP_AND_PHONE) {
    await page.setViewportSize(viewport);
    for (const path of ['/register', '/register/seller', '/reset-password', '/reset/someone%40example.com/abc123']) {
      await page.goto(path);
      await expect(page.locator('.sf-root h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
});

test('the account screens have no serious or critical axe violations, desktop and phone', async ({ page }) => {
  await signIn(page, 'second@example.com');
  for (const viewport of DESKTOP_AND_PHONE) {
    await page.setViewportSize(viewport);
    for (const path of [
      '/user/dashboard',
      '/user/addresses',
      '/user/notification',
      '/user/edit-profile',
      '/user/change-password',
      '/user/user-to-seller',
    ]) {
      await page.goto(path);
      await expect(page.locator('.sf-root .sf-account-sidebar nav')).toBeVisible();
      await expect(page.locator('.sf-root h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
});
