import { expect, test, type Page } from '@playwright/test';
import { field, mailLink, signInOnScreen, submit } from './account-support';
import { addAddress, payWith, placeOrder, post, root } from './buying-support';
import { api, expectAccessible, signIn, trackPageErrors } from './support';

/**
 * The affiliate programme against the reference server: a new affiliate registers,
 * copies a product link; a second browser opens it and buys; after delivery the affiliate's
 * dashboard shows the commission and a payout request appears in the history.
 */
interface LinkRow {
  id: number;
  slug: string;
  product_name: string;
  price: number;
  affiliate_amount: number;
  affiliate_amount_type: 'percent' | 'flat';
}
interface LinksAnswer {
  products: { data: LinkRow[]; next_page_url: string | null };
}
interface Details {
  product: { has_variant: number | boolean; current_stock: number; minimum_order_quantity: number; is_catalog?: number };
}

/** A simple, stocked product whose one unit earns comfortably more than the minimum payout (10). */
async function wellPaidProduct(page: Page): Promise<LinkRow> {
  for (let n = 1; n <= 40; n++) {
    const { products } = await api<LinksAnswer>(page.request, `/user/affiliate-links?page=${n}`);
    for (const row of products.data) {
      const perUnit = row.affiliate_amount_type === 'flat' ? row.affiliate_amount : (row.price * row.affiliate_amount) / 100;
      if (perUnit < 15) continue;
      const { product } = await api<Details>(page.request, `/home/product-details/${row.slug}`);
      if (!product.has_variant && !product.is_catalog && product.minimum_order_quantity <= 1 && product.current_stock >= 5) return row;
    }
    if (!products.next_page_url) break;
  }
  throw new Error('no product pays a commission of 15 or more on one unit');
}

test('a new affiliate registers and shares a product link; a referred shopper buys; the commission is credited and paid out on request', async ({
  page,
  browser,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const errors = trackPageErrors(page);
  const email = `affiliate${Date.now()}@example.com`;
  const phone = `+1555${String(Date.now()).slice(-7)}`;

  // The programme page leads to the sign-up; the answer says to check the mail and goes to login.
  await page.goto('/affiliate-program');
  await root(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/affiliate-register$/);
  await page.waitForLoadState('networkidle');
  await field(page, 'first_name').fill('Ada');
  await field(page, 'last_name').fill('Referrer');
  await field(page, 'email').fill(email);
  await field(page, 'phone').fill(phone);
  await field(page, 'password').fill('affiliate-pass1');
  await field(page, 'password_confirmation').fill('affiliate-pass1');
  await submit(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(await mailLink(page.request, email, /\/activation\//));
  await signInOnScreen(page, email, 'affiliate-pass1');
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  // The account menu leads to the links; copying a product's link puts it on the clipboard.
  await page.locator('.sf-root .sf-account-sidebar nav a[href$="/affiliate-system"]').click();
  await expect(page).toHaveURL(/\/affiliate-system$/);
  const chosen = await wellPaidProduct(page);
  const row = root(page).locator('li.sf-affiliate-product').filter({ hasText: chosen.product_name }).first();
  for (let i = 0; i < 40 && !(await row.isVisible()); i++) {
    await root(page)
      .getByRole('button', { name: /^Load more$/i })
      .click();
    await page.waitForTimeout(200);
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await row.getByRole('button', { name: 'Copy Url' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/product/${chosen.slug}\\?referral_code=[A-Za-z0-9]{10}$`));
  await expectAccessible(page, 'affiliate system');

  // A second browser, signed in as another shopper, opens the link and buys the product.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const buyer = await other.newPage();
  await signIn(buyer, 'referred@example.com');
  await addAddress(buyer);
  await buyer.goto(link);
  await expect(root(buyer).getByRole('heading', { level: 1 })).toHaveText(chosen.product_name);
  await root(buyer)
    .getByRole('button', { name: /^Add to cart/i })
    .first()
    .click();
  await expect(buyer.locator('.sf-root').getByRole('link', { name: 'Cart: 1' })).toBeVisible();
  await placeOrder(buyer);
  await payWith(buyer, /Cash on Delivery/, /^Confirm$/);
  await expect(buyer).toHaveURL(/\/invoice\/[^/]+$/);
  const { orders } = await api<{ orders: { data: Array<{ order_id: number }> } }>(buyer.request, '/user/profile-orders');
  const delivered = await post(buyer, `/_dev/orders/${orders.data[0].order_id}/deliver`, {});
  expect(delivered).toMatchObject({ success: 'Order delivered' });
  await other.close();

  // The click, the item and its delivery count; the dashboard shows the commission and the product.
  await page.reload();
  const counter = (label: string) => root(page).locator('.sf-affiliate-counters__item').filter({ hasText: label }).locator('dd');
  await expect(counter('Number Of Click')).toHaveText('1');
  await expect(counter('Number Of Item')).toHaveText('1');
  await expect(counter('Number Of Delivered')).toHaveText('1');
  await root(page)
    .getByRole('navigation')
    .getByRole('link', { name: /Affiliate dash/i })
    .click();
  await expect(page).toHaveURL(/\/affiliate-dashboard$/);
  await expect(root(page).getByRole('img', { name: /Earnings per day/ })).not.toHaveAttribute('aria-label', /nothing earned yet/);
  await expect(root(page).getByRole('region', { name: 'Top products' })).toContainText(chosen.product_name);
  await expectAccessible(page, 'affiliate dashboard');

  // A payout request of the minimum appears at the top of the history, waiting.
  await page.goto('/affiliate-payouts');
  await field(page, 'amount').fill('10');
  await field(page, 'method').selectOption('bank');
  await field(page, 'account_details').fill('IBAN DE89 3704 0044 0532 0130 00, Ada Referrer');
  await root(page).getByRole('button', { name: 'Send request' }).click();
  const newest = root(page).getByRole('list', { name: 'Payout history' }).getByRole('listitem').first();
  await expect(newest).toContainText(/pending/i);
  await expect(newest).toContainText('10');
  await expectAccessible(page, 'affiliate payouts');
  expect(errors).toEqual([]);
});

test('the programme and sign-up pages pass axe at desktop and phone widths', async ({ page }) => {
  for (const [label, path] of [
    ['affiliate program', '/affiliate-program'],
    ['affiliate register', '/affiliate-register'],
  ]) {
    await page.goto(path);
    await expect(root(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, label);
  }
});
