import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pageToken, signIn } from './support';
import { addAddress, fillCart, placeOrder, root } from './buying-support';

/**
 * The payment page when the orders ask for another total than the checkout showed: the original
 * 1.6.7's two-seller coupon orders (test/contract/commerce/payment-order.json, two-sellers-coupon)
 * answer user/payment-order after a real checkout. On a 320 px phone, in English and in Arabic, the
 * summary and its one-line notice fit without sideways scrolling.
 */
const ORIGINAL = JSON.parse(readFileSync('test/contract/commerce/payment-order.json', 'utf8')).cases['two-sellers-coupon'].answer;

test.use({ viewport: { width: 320, height: 720 } });

for (const locale of ['en', 'ar'] as const) {
  test(`the orders' own total and the one-line notice fit a 320 px phone (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'plain@example.com');
    const switched = await page.request.get(`/change/locale/${locale}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
    });
    expect(await switched.json()).toMatchObject({ active_language: { locale } });
    await fillCart(page, 2);
    await addAddress(page);
    await page.route('**/user/payment-order**', (route) => route.fulfill({ json: ORIGINAL }));
    await placeOrder(page);
    await expect(page.locator('.sf-root')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    const summary = root(page).locator('.sf-payment__summary');
    const notice = summary.locator('.sf-payment__differs');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('78.98');
    if (locale === 'ar') await expect(notice).toContainText('سيُخصم منك');
    else await expect(notice).toContainText('You will be charged');

    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    const box = (await notice.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });
}
