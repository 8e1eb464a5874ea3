import { expect, test, type Page } from '@playwright/test';
import { addAddress, cartOf, confirmOrder, fillCart, payWith, root } from './buying-support';
import { productCards, trackPageErrors } from './support';

/**
 * The redirect family (test/contract/payment/*.json) against the reference server's test gateway
 * (examples/server/routes/gateway-redirect.ts): the default e2e server runs with Telr, Skrill and
 * Mollie on (playwright.config.ts). A guest of its own, so no other spec's cart is touched.
 */

async function stockOf(page: Page, slug: string): Promise<number> {
  const card = (await productCards(page.request)).find((c) => c.slug === slug);
  if (!card) throw new Error(`product ${slug} is not on the first listing page`);
  return card.current_stock;
}

async function ordersToPay(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await fillCart(page, 1, 12);
  const line = (await cartOf(page)).carts[0] as unknown as { product_slug: string };
  await addAddress(page);
  await page.goto('/checkout');
  await root(page).getByRole('radio').first().check();
  await confirmOrder(page);
  return line.product_slug;
}

const alert = (page: Page, text: RegExp) => root(page).getByRole('alert').filter({ hasText: text });

test('declined and cancelled leave the order payable; approved pays it once, and a reload of the return pays nothing more', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  const product = await ordersToPay(page);
  const before = await stockOf(page, product);
  const code = (await root(page).getByRole('table').getByRole('cell').first().textContent())?.trim() ?? '';

  // Telr: the shop's own start route, the test gateway's page, Decline.
  await payWith(page, /Pay with Telr/, /Pay Now/);
  await expect(page.getByRole('heading', { name: 'Test payment gateway: Telr' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(alert(page, /declined/)).toBeVisible();
  await expect(root(page).getByRole('cell', { name: code })).toBeVisible();

  // Skrill: Cancel.
  await payWith(page, /Pay with Skrill/, /Pay Now/);
  await expect(page.getByRole('heading', { name: 'Test payment gateway: Skrill' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(alert(page, /cancelled/)).toBeVisible();
  expect(await stockOf(page, product)).toBe(before);

  // Mollie: Approve returns through the original's callback (user/complete-order) to the invoice.
  const returns: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/user/complete-order?')) returns.push(r.url());
  });
  await payWith(page, /Pay with Mollie/, /Pay Now/);
  await expect(page.getByRole('heading', { name: 'Test payment gateway: Mollie' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(root(page).getByText('Thank you for your purchase')).toBeVisible();
  expect(returns).toHaveLength(1);
  expect(returns[0]).toContain('payment_type=mollie');
  expect(await stockOf(page, product)).toBe(before - 1);

  // Back to the gateway's page and Approve again, then the return itself again: the invoice, no second payment.
  await page.goBack();
  await expect(page.getByText(/This payment is already/)).toBeVisible();
  await page.getByRole('button', { name: 'Return to the shop' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await page.goto(returns[0]);
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  expect(await stockOf(page, product)).toBe(before - 1);
  expect(errors).toEqual([]);
});
