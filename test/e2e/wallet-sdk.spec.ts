import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { root } from './buying-support';
import { signIn, trackPageErrors } from './support';

/**
 * A wallet recharge through an in-page provider against the reference server's test gateway
 * (examples/server/routes/gateway-sdk.ts): PayPal's real script URL answered with the server's
 * stand-in (page.route), as payments-sdk.spec.ts does. A shop of its own (PayPal on) keeps the
 * setting away from the other specs' server.
 */
const PORT = Number(process.env.E2E_WALLET_SDK_PORT ?? Number(process.env.E2E_PORT ?? 8765) + 6);
const URL_ = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? `.data/e2e-${process.pid}`}-wallet-sdk`;
const SETTINGS = { is_paypal_activated: '1', paypal_key: 'test-client-id' };

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: URL_ });

let server: ChildProcess | null = null;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR, SEED_PRODUCTS: '12', SETTINGS: JSON.stringify(SETTINGS) },
    stdio: 'ignore',
  });
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${URL_}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error('the wallet SDK test server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});
test.afterAll(() => {
  server?.kill();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

async function standInPaypal(page: Page): Promise<string[]> {
  const asked: string[] = [];
  const stub = await (await page.request.get('/_dev/gateway-sdk/stub.js')).text();
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: stub });
  });
  return asked;
}

test('PayPal recharge: cancelled says so and records nothing; approved is posted once and shown pending, the balance unchanged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  const asked = await standInPaypal(page);
  await signIn(page, 'customer@example.com');
  await page.goto('/my-wallet');
  await expect(root(page).getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  const pending = root(page).getByRole('row').filter({ hasText: 'paypal' });
  await expect(pending).toHaveCount(0);

  await root(page).getByRole('button', { name: 'Recharge Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wallet Recharge' });
  await dialog.getByLabel('Amount').fill('25');
  await dialog.getByRole('radio', { name: 'Pay with PayPal' }).check();
  expect(asked).toEqual([]); // no provider script before the shopper pays with it
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  const providerWindow = page.getByRole('dialog', { name: 'PayPal (test)' });

  // Cancelled in PayPal's window: nothing posted, the dialog stays.
  await dialog.getByRole('button', { name: 'PayPal' }).click();
  await providerWindow.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.sf-root').getByText('The payment was cancelled. Nothing was added to your wallet.').first()).toBeVisible();
  await expect(dialog).toBeVisible();

  // Approved: one post to user/recharge-wallet, the dialog closes and the pending row is on top.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/user/recharge-wallet') posts.push(r.postData() ?? '');
  });
  await dialog.getByRole('button', { name: 'Pay Now' }).click();
  await dialog.getByRole('button', { name: 'PayPal' }).click();
  await expect(providerWindow.getByLabel('Amount to pay')).toContainText('25');
  await providerWindow.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page
      .locator('.sf-root')
      .getByText(/added to your balance once the shop approves it/)
      .first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Pending');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0])).toMatchObject({ payment_type: 'paypal', amount: '25' });
  expect(asked.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
