import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addAddress, cartOf, confirmOrder, fillCart, placeOrder, post, root } from './buying-support';
import { pageToken, signIn, trackPageErrors } from './support';

/**
 * The in-page payment providers against the reference server's test gateway
 * (examples/server/routes/gateway-sdk.ts). The widget asks for the providers' real script URLs;
 * here page.route answers them with the server's one stand-in script, which opens an in-page
 * window with Approve / Decline / Cancel. A shop of its own (started here, PayPal and Google Pay
 * on) keeps these settings away from the other specs' server.
 */
const PORT = Number(process.env.E2E_SDK_PORT ?? Number(process.env.E2E_PORT ?? 8765) + 5);
const SDK_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? `.data/e2e-${process.pid}`}-sdk`;
const SETTINGS = {
  is_paypal_activated: '1',
  paypal_key: 'test-client-id',
  is_google_pay_activated: '1',
  google_pay_merchant_name: 'Yoori Demo',
  payment_agreement: [],
};
const PROVIDER_SCRIPTS = ['https://www.paypal.com/sdk/js**', 'https://pay.google.com/gp/p/js/pay.js'];

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: SDK_URL });

let server: ChildProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR, SEED_PRODUCTS: '24', SETTINGS: JSON.stringify(SETTINGS) },
    stdio: 'ignore',
  });
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${SDK_URL}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error('the SDK test server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});
test.afterAll(() => {
  server?.kill();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The providers' real script URLs answered with the server's stand-in. */
async function standInProviders(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const stub = await (await page.request.get('/_dev/gateway-sdk/stub.js')).text();
  for (const pattern of PROVIDER_SCRIPTS)
    await page.route(pattern, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: stub });
    });
  return asked;
}

const providerWindow = (page: Page, name: string) => page.getByRole('dialog', { name: `${name} (test)` });

async function choose(page: Page, method: RegExp) {
  await root(page).getByRole('radio', { name: method }).check();
  await root(page).getByRole('button', { name: 'Pay Now' }).click();
}

test('Google Pay declined, then cancelled: each says so and the order stays payable; then PayPal pays it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  const asked = await standInProviders(page);
  await signIn(page, 'customer@example.com');
  await fillCart(page, 1);
  await placeOrder(page);
  expect(asked).toEqual([]); // no provider script before the shopper pays with one

  await choose(page, /Pay with Google Pay/);
  await providerWindow(page, 'Google Pay').getByRole('button', { name: 'Decline' }).click();
  await expect(root(page).getByRole('alert').filter({ hasText: 'The payment was declined' })).toBeVisible();
  expect(asked).toEqual(['https://pay.google.com/gp/p/js/pay.js']);

  await choose(page, /Pay with Google Pay/);
  await providerWindow(page, 'Google Pay').getByRole('button', { name: 'Cancel' }).click();
  await expect(root(page).getByRole('alert').filter({ hasText: 'The payment was cancelled' })).toBeVisible();
  expect(asked).toHaveLength(1); // loaded once

  // Still payable: the page still lists the order, and PayPal completes it.
  await page.reload();
  await expect(root(page).getByRole('table')).toBeVisible();
  await choose(page, /Pay with PayPal/);
  await root(page).getByRole('button', { name: 'PayPal' }).click();
  await providerWindow(page, 'PayPal').getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(root(page).getByText('Thank you for your purchase')).toBeVisible();
  expect(errors).toEqual([]);
});

test('PayPal approved: the invoice opens, the cart is empty, and the same approval sent again does not pay twice', async ({ page }) => {
  test.setTimeout(120_000);
  await standInProviders(page);
  await signIn(page, 'customer@example.com');
  await fillCart(page, 1, 3);
  await placeOrder(page);

  await choose(page, /Pay with PayPal/);
  await root(page).getByRole('button', { name: 'PayPal' }).click();
  const completion = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/user/complete-order');
  await providerWindow(page, 'PayPal').getByRole('button', { name: 'Approve' }).click();
  const sent = await completion;
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  expect((await cartOf(page)).carts).toEqual([]);
  const trx = new URL(page.url()).pathname.split('/').pop()!;
  // What paying writes on the orders (the invoice page also marks them mailed, which is beside the point).
  type Written = { id: number; payment_status: string; payment_type: string; updated_at: string; is_mailed: number };
  const invoice = async () => ((await post(page, `/user/get-invoices/${trx}`, {})) as { orders: Written[] }).orders;
  await expect.poll(async () => (await invoice()).every((o) => o.is_mailed === 1)).toBe(true);
  const paid = async () =>
    (await invoice()).map(({ id, payment_status, payment_type, updated_at }) => ({ id, payment_status, payment_type, updated_at }));
  const before = await paid();
  expect(before).toEqual([expect.objectContaining({ payment_status: 'paid', payment_type: 'paypal' })]);

  // A provider (or a shopper's reload) delivering the same approval again.
  const again = await page.request.post(sent.url(), {
    data: sent.postDataJSON(),
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
  });
  expect(await again.json()).toEqual({ success: 'Order done' });
  expect(await paid()).toEqual(before);
});

test('on a 320 px phone in Arabic: the providers are offered in Arabic, PayPal’s button and the decline message fit without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 720 });
  await standInProviders(page);
  await signIn(page, 'second@example.com');
  const switched = await page.request.get('/change/locale/ar', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
  });
  expect(await switched.json()).toMatchObject({ active_language: { locale: 'ar' } });
  await addAddress(page);
  await fillCart(page, 1, 5);
  await page.goto('/checkout');
  await confirmOrder(page);
  await expect(page.locator('.sf-root')).toHaveAttribute('dir', 'rtl');

  await root(page).getByRole('radio', { name: 'الدفع عبر PayPal' }).check();
  await root(page).locator('.sf-payment__pay').click();
  await root(page).getByRole('button', { name: 'PayPal' }).click();
  await providerWindow(page, 'PayPal').getByRole('button', { name: 'Decline' }).click();
  await expect(root(page).getByRole('alert').filter({ hasText: 'تم رفض الدفع' })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});
