import { expect, test } from '@playwright/test';
import { api, DESKTOP_AND_PHONE, productCards, seriousViolations, signIn } from './support';

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

test('the order screens have no serious or critical axe violations, desktop and phone', async ({ page }) => {
  await signIn(page, 'customer@example.com');
  const { orders } = await api<{ orders: { data: Array<{ code: string }> } }>(page.request, '/user/profile-orders');
  for (const viewport of DESKTOP_AND_PHONE) {
    await page.setViewportSize(viewport);
    for (const path of [
      '/user/order-history',
      '/user/digital-product-orders',
      '/track-order',
      `/get-invoice/${orders.data[0].code}`,
      '/order-confirmation',
      '/cart',
    ]) {
      await page.goto(path);
      await expect(page.locator('.sf-root h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
});
