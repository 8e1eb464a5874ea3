import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, expectAccessible, pageToken, QUIRKS_URL, signIn, trackPageErrors } from './support';
import { addAddress, agreeIfAsked, cartOf, confirmOrder, fillCart, payWith, placeOrder, root } from './buying-support';

/**
 * Buying against the reference server: cart, coupon, checkout, payment (cash on delivery, wallet,
 * the test card gateway), invoice, PDF, history, tracking and cancel; a guest's checkout; and the
 * reliability run (random API failures, Pay clicked ten times). Each test buys as its own seeded
 * shopper (buyer@, wallet@, retry@), so other specs' order histories do not change.
 */
test('a shopper buys from two sellers with a coupon, pays on delivery, gets the invoice and PDF, finds, tracks and cancels the order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await signIn(page, 'buyer@example.com');
  await fillCart(page, 2);
  await addAddress(page);

  await page.goto('/cart');
  const groups = root(page).locator('.sf-cart__group');
  await expect(groups).toHaveCount(2);
  await expectAccessible(page, 'cart');
  const box = root(page)
    .getByRole('form', { name: /^Coupon for/ })
    .first();
  await box.getByLabel('Enter Coupon Code').fill('WELCOME10');
  await box.getByRole('button', { name: 'Apply' }).click();
  await expect(root(page).getByText('Coupon Discount').first()).toBeVisible();
  await expect(root(page).getByRole('button', { name: /Remove coupon/ })).toHaveCount(1);

  await root(page).getByRole('button', { name: 'Proceed To Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(root(page).getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  await expectAccessible(page, 'checkout');
  await confirmOrder(page);
  await expect(root(page).getByRole('radio', { name: /Cash on Delivery/ })).toBeVisible();
  await expectAccessible(page, 'payment');
  await payWith(page, /Cash on Delivery/, /^Confirm$/);

  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(root(page).getByText('Thank you for your purchase')).toBeVisible();
  const orders = root(page).locator('article.sf-order');
  await expect(orders).toHaveCount(2);
  await expectAccessible(page, 'invoice');
  await expect(page.locator('.sf-root').getByRole('link', { name: 'Cart: 0' })).toBeVisible();

  const pdfButton = root(page)
    .getByRole('button', { name: /^Download the invoice .+ \(PDF\)$/ })
    .first();
  const code = /invoice (\S+) \(PDF\)/.exec((await pdfButton.textContent()) ?? (await pdfButton.getAttribute('aria-label')) ?? '')?.[1];
  expect(code).toBeTruthy();
  const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(download.suggestedFilename()).toBe(`${code}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The original appends JSON after the PDF; the saved file ends at the PDF's own end.
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);

  await page.goto('/user/order-history');
  await expect(root(page).getByRole('link', { name: `View ${code}` })).toBeVisible();

  await page.goto('/track-order');
  await root(page).getByLabel('Enter your order code').fill(code!);
  await root(page).getByRole('button', { name: 'Track' }).click();
  await expect(page).toHaveURL(new RegExp(`/get-invoice/${code}$`));
  await expect(root(page).getByRole('list', { name: 'Order progress' })).toBeVisible();

  await page.goto('/user/order-history');
  const row = root(page).getByRole('row').filter({ hasText: code! });
  await row.getByRole('button', { name: /Cancel/ }).click();
  await page.locator('.sf-root').getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(row).toContainText(/cancel/i);
  expect(errors).toEqual([]);
});

test('a guest checks out when the shop allows guests', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await fillCart(page, 1, 3);
  await addAddress(page);
  await page.goto('/checkout');
  await root(page).getByRole('radio').first().check();
  await confirmOrder(page);
  await payWith(page, /Cash on Delivery/, /^Confirm$/);
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(root(page).getByText('Thank you for your purchase')).toBeVisible();
});

test('a guest is sent to sign in when the shop disables guest checkout', async ({ page }) => {
  await page.goto(`${QUIRKS_URL}/shop/checkout`);
  await expect(page).toHaveURL(/\/shop\/login$/);
});

test('a wallet payment and a card payment (declined, then approved) work', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'wallet@example.com');
  await addAddress(page);
  const history = () => root(page).locator('.sf-wallet-table > tbody > tr');
  await page.goto('/my-wallet');
  await expect(root(page).getByText('No wallet transactions yet.').or(history().first())).toBeVisible();
  const rowsBefore = await history().count();
  const before = await balance(page);

  // Two sellers: one order each, three backend rows each, one payment.
  await fillCart(page, 2, 5);
  await placeOrder(page);
  await payWith(page, /Pay With Wallet/, /Pay Now/);
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(root(page).getByText(/paid/i).first()).toBeVisible();

  // The wallet history: one new row, whose amount is what the balance lost, with both orders as detail.
  const lost = (before - (await balance(page))).toFixed(2);
  await page.goto('/my-wallet');
  await expect(history()).toHaveCount(rowsBefore + 1);
  const payment = history().first();
  await expect(payment.getByRole('rowheader')).toHaveText('Order Placed');
  // A deduction: an isolated minus sign (U+2212) in front of the amount.
  await expect(payment.locator('.sf-wallet-table__sum')).toHaveText(
    new RegExp(`^\\u2066\\u2212\\D*${lost.replace('.', '\\.')}\\u2069 spent$`),
  );
  await payment.getByText('Order Details').click();
  await expect(payment.locator('.sf-wallet-parts__orders > li')).toHaveCount(2);
  await expectAccessible(page, 'wallet history with a payment open');

  // Phone first, in Arabic: at 320 px the open payment fits, nothing scrolls sideways.
  await useLocale(page, 'ar');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/my-wallet');
  await history().first().locator('summary').click();
  await expect(history().first().locator('.sf-wallet-parts__orders > li')).toHaveCount(2);
  expect(await root(page).evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(
    await history()
      .first()
      .evaluate((row) => row.scrollWidth - row.clientWidth),
  ).toBeLessThanOrEqual(1);
  await useLocale(page, 'en');
  await page.setViewportSize({ width: 1280, height: 800 });

  await fillCart(page, 1, 7);
  await placeOrder(page);
  await payWith(page, /Pay with stripe/, /Pay Now/);
  await expect(page.getByRole('heading', { name: 'Test card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/payment\?payment=declined|\/payment$/);
  await expect(
    root(page)
      .getByRole('alert')
      .filter({ hasText: /declined/i }),
  ).toBeVisible();

  await payWith(page, /Pay with stripe/, /Pay Now/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/invoice\/[^/]+$/);
  await expect(root(page).getByText('Thank you for your purchase')).toBeVisible();
});

/** Switches the session's language (the other tests share the server's session store: switch back). */
async function useLocale(page: Page, locale: string): Promise<void> {
  const switched = await page.request.get(`/change/locale/${locale}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
  });
  expect(await switched.json()).toMatchObject({ active_language: { locale } });
}

/** The signed-in shopper's wallet balance, as check-auth says it. */
async function balance(page: Page): Promise<number> {
  return Number((await api<{ user: { balance: number | string } }>(page.request, '/home/check-auth')).user.balance);
}

/** A small deterministic PRNG (mulberry32), so a failing run can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 50);
// The runs are split into shards that the workers take side by side, each buying as a seeded shopper
// of its own (examples/server/seed/profile-accounts.ts) with its own fault sequence: one shopper's
// orders never count in another's figures, and the suite's length is no longer one 50-run test's.
const SHARDS = ['retry@example.com', 'retry2@example.com', 'retry3@example.com', 'retry4@example.com', 'retry5@example.com'];

for (const [shard, email] of SHARDS.entries()) {
  const share = (n: number) => Math.floor(RUNS / SHARDS.length) + (n < RUNS % SHARDS.length ? 1 : 0);
  const runs = share(shard);
  const first = SHARDS.slice(0, shard).reduce((sum, _, n) => sum + share(n), 0);
  if (runs === 0) continue;
  test(`with 20 % of API requests failing and Pay clicked 10 times, ${runs} runs make exactly one order each (shard ${shard + 1} of ${SHARDS.length}, ${RUNS} runs in all)`, async ({
    page,
  }) => {
    await reliabilityRuns(page, email, first, runs, 20261122 + shard);
  });
}

/** `runs` purchases as `email`, numbered from `first` (which picks the products, as one 50-run test did). */
async function reliabilityRuns(page: Page, email: string, first: number, runs: number, seed: number) {
  test.setTimeout(runs * 20_000 + 60_000);
  await signIn(page, email);
  await addAddress(page);
  const random = prng(seed);
  const faults = { on: false, count: 0 };
  await page.route('**/*', (route, request) => {
    const type = request.resourceType();
    if (faults.on && (type === 'xhr' || type === 'fetch') && random() < 0.2) {
      faults.count += 1;
      return route.abort('failed');
    }
    return route.fallback();
  });
  const ordersTotal = async () => (await api<{ orders: { total: number } }>(page.request, '/user/profile-orders')).orders.total;

  for (let run = first; run < first + runs; run += 1) {
    faults.on = false;
    await fillCart(page, 1, run % 20);
    const before = await ordersTotal();
    faults.on = true;

    await page.goto('/checkout');
    const main = root(page);
    // The shopper's way through faults: press what the page offers until payment opens.
    for (let step = 0; !/\/payment$/.test(page.url()); step += 1) {
      expect(step, `run ${run}: stuck on ${page.url()}`).toBeLessThan(40);
      const retry = main.getByRole('button', { name: /Try again/i });
      const confirm = main.getByRole('button', { name: 'Confirm Order' });
      if (await retry.isVisible().catch(() => false)) await retry.click({ timeout: 2000 }).catch(() => undefined);
      else if (await confirm.isEnabled({ timeout: 500 }).catch(() => false)) {
        await agreeIfAsked(page).catch(() => undefined);
        await confirm.click({ timeout: 2000 }).catch(() => undefined);
      }
      // Looks again as soon as the payment page opens, or after a moment for a notice to settle.
      await page.waitForURL(/\/payment$/, { timeout: 300 }).catch(() => undefined);
    }
    for (let step = 0; !/\/invoice\//.test(page.url()); step += 1) {
      expect(step, `run ${run}: stuck on ${page.url()}`).toBeLessThan(40);
      const cod = main.getByRole('radio', { name: /Cash on Delivery/ });
      const retry = main.getByRole('button', { name: /Try again/i });
      if (await retry.isVisible().catch(() => false)) {
        await retry.click({ timeout: 2000 }).catch(() => undefined);
      } else if (await cod.isVisible().catch(() => false)) {
        if (!(await cod.isChecked().catch(() => false))) await cod.check({ timeout: 2000 }).catch(() => undefined);
        await agreeIfAsked(page).catch(() => undefined);
        const pay = main.getByRole('button', { name: /^(Confirm|Try again)$/ });
        // Ten presses as fast as a shopper's thumb: forced, so a press lands even while the first one's
        // request is on its way (a disabled button ignores it, as it would a real tap), and the burst
        // ends when the button is gone.
        for (let click = 0; click < 10; click += 1) {
          const pressed = await pay.click({ timeout: 500, force: true, noWaitAfter: true }).then(
            () => true,
            () => false,
          );
          if (!pressed) break;
        }
      }
      await page.waitForURL(/\/invoice\//, { timeout: 400 }).catch(() => undefined);
    }

    faults.on = false;
    expect(await ordersTotal(), `run ${run}: orders`).toBe(before + 1);
    const cart = await cartOf(page);
    expect(cart.carts, `run ${run}: the server's cart after paying`).toEqual([]);
    await expect(page.locator('.sf-root').getByRole('link', { name: 'Cart: 0' }), `run ${run}: header count`).toBeVisible();
  }
  expect(faults.count).toBeGreaterThan(0);
  console.log(`reliability (${email}): ${runs} runs, ${faults.count} requests failed on purpose`);
}
