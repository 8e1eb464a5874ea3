import { expect, test, type Page } from '@playwright/test';
import { addAddress, fillCart, payWith, placeOrder, root } from './buying-support';
import { api, signIn, trackPageErrors } from './support';

/**
 * The wallet and rewards against the reference server: a card-gateway recharge that stays pending
 * until the development approval, after which the open wallet shows the new balance with no
 * reload and an order is paid from it; and converting reward points into wallet credit.
 */
interface History {
  recharges: { data: Array<{ id: number; status: string; source: string }> };
}

const balance = (page: Page) =>
  root(page)
    .locator('.sf-stats dt', { hasText: /^Total Balance$/ })
    .locator('xpath=following-sibling::dd[1]');

test('a shopper recharges the wallet through the card gateway, sees it approved live, and pays an order with it', async ({
  page,
  browser,
}) => {
  // CI runs two workers, and this test may share the machine with the 50-run reliability test: the
  // page-by-page steps then take far longer than alone (CI runs hit 120 s, then 240 s, with the steps
  // themselves working).
  test.setTimeout(360_000);
  const errors = trackPageErrors(page);
  await signIn(page, 'recharge@example.com');
  await page.goto('/my-wallet');
  await expect(root(page).getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
  await expect(balance(page)).toHaveText('$0.00');

  await root(page).getByRole('button', { name: 'Recharge Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wallet Recharge' });
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByRole('radio', { name: 'Pay with stripe' }).check();
  await dialog.getByRole('button', { name: 'Pay Now' }).click();

  await expect(page).toHaveURL(/\/_dev\/gateway\/[a-f0-9]+$/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/my-wallet$/);
  await expect(
    page
      .locator('.sf-root')
      .getByText(/Your payment was received/)
      .first(),
  ).toBeVisible();
  const pending = root(page).getByRole('row').filter({ hasText: 'Pending' });
  await expect(pending).toHaveCount(1);
  await expect(balance(page)).toHaveText('$0.00');

  // The shop approves it from its own browser (the development page); the shopper's open wallet
  // updates by itself. A tab of the shopper's own browser would share the shopper's session.
  const { recharges } = await api<History>(page.request, '/user/wallet-history');
  const row = recharges.data.find((r) => r.status === 'pending' && r.source === 'wallet_recharge');
  expect(row).toBeDefined();
  const admin = await browser.newPage();
  await admin.goto('/_dev/wallet');
  await admin.getByRole('button', { name: `Approve recharge ${row!.id}` }).click();
  await admin.close();
  await expect(balance(page)).toHaveText('$500.00', { timeout: 10_000 });
  await expect(root(page).getByRole('row').filter({ hasText: 'Approved' })).toHaveCount(1);

  await fillCart(page, 1, 11);
  await addAddress(page);
  await placeOrder(page);
  await payWith(page, /Pay With Wallet/, /Pay Now/);
  await expect(root(page).getByText('Thank you for your purchase')).toBeVisible();

  await page.goto('/my-wallet');
  await expect(balance(page)).not.toHaveText('$500.00');
  // The payment is one row (its backend rows are its detail, not rows of their own).
  await expect(root(page).getByRole('rowheader', { name: 'Order Placed', exact: true })).toHaveCount(1);
  await expect(root(page).getByRole('rowheader', { name: 'Order total', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a shopper converts reward points and sees exactly the promised credit added to the balance', async ({ page }) => {
  const errors = trackPageErrors(page);
  await signIn(page, 'buyer@example.com');
  await page.goto('/my-rewards');
  await expect(root(page).getByRole('heading', { level: 1, name: 'My Rewards' })).toBeVisible();
  const figure = (label: string) =>
    root(page)
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(figure('Current Rewards')).not.toHaveText('0');
  const pointsBefore = Number((await figure('Current Rewards').textContent())?.replace(/\D/g, ''));
  const balanceBefore = Number((await figure('Wallet Balance').textContent())?.replace(/[^\d.]/g, ''));
  expect(pointsBefore).toBeGreaterThanOrEqual(150);

  // The seeded rate is 100 points to one unit of the base currency: 150 points give exactly $1.50.
  await root(page).getByLabel('Reward Points').fill('150');
  await expect(root(page).getByText('Total Amount You will Get :')).toContainText('$1.50');
  await root(page).getByRole('button', { name: 'Convert Rewards' }).click();
  const confirm = page.getByRole('dialog', { name: 'Convert 150 points?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('.sf-root').getByText('Reward points converted to wallet balance').first()).toBeVisible();
  await expect(figure('Current Rewards')).toHaveText(String(pointsBefore - 150));
  await expect(figure('Wallet Balance')).toHaveText(`$${(balanceBefore + 1.5).toFixed(2)}`);
  expect(errors).toEqual([]);
});
