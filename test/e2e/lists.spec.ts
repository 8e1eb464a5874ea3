import { expect, test, type Page } from '@playwright/test';
import { root } from './buying-support';
import { api, DESKTOP_AND_PHONE, expectAccessible, productCards, signIn, trackPageErrors } from './support';

/**
 * Wishlist, compare and followed shops against the reference server, and the axe check of every
 * screen of the lists and loyalty work, at desktop and phone widths.
 */
const header = (page: Page) => page.locator('.sf-root header');
const card = (page: Page, name: string) => root(page).getByRole('article', { name, exact: true });
const count = async (page: Page, id: string) => Number(await header(page).locator(`[data-testid="${id}"]`).textContent());

test('a shopper wishlists from a card, moves it to the cart from the wishlist, and compares three products on a phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = trackPageErrors(page);
  await signIn(page, 'wishes@example.com');
  const simple = (await productCards(page.request)).filter(
    (c) => !c.has_variant && c.current_stock >= 5 && !c.is_catalog && !c.is_classified,
  );
  await page.goto('/products/all?sort=newest&page=1');
  await expect(root(page).locator('article.sf-card').first()).toBeVisible();
  const names = await root(page)
    .locator('article.sf-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
  const pick = simple.find((c) => names.includes(c.product_name));
  expect(pick).toBeDefined();
  const heart = card(page, pick!.product_name).getByRole('button', { name: `Wishlist: ${pick!.product_name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const before = await count(page, 'count-wishlist');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => count(page, 'count-wishlist')).toBe(before + 1);

  await header(page)
    .getByRole('link', { name: /Wishlist/ })
    .click();
  await expect(root(page).getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const cartBefore = await count(page, 'count-cart');
  await root(page)
    .getByRole('button', { name: `Add to Cart: ${pick!.product_name}` })
    .click();
  await expect.poll(() => count(page, 'count-cart')).toBeGreaterThan(cartBefore);
  await expect(root(page).getByRole('row').filter({ hasText: pick!.product_name })).toHaveCount(0);
  await expect.poll(() => count(page, 'count-wishlist')).toBe(before);
  const cart = await api<{ carts: Array<{ product_name: string }> }>(page.request, '/cart/list');
  expect(cart.carts.map((line) => line.product_name)).toContain(pick!.product_name);

  // Three products side by side on a phone: the table scrolls inside itself, the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/all?sort=newest&page=1');
  const three = names.slice(0, 3);
  for (const name of three) {
    const button = card(page, name).getByRole('button', { name: `Compare: ${name}` });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await expect.poll(() => count(page, 'count-compare-list')).toBe(3);
  await page.goto('/compare-list');
  await expect(root(page).getByRole('heading', { level: 1, name: 'Compare List' })).toBeVisible();
  const region = root(page).getByRole('region', { name: 'Compare List' });
  for (const name of three)
    await expect(region.getByRole('columnheader', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  const widths = await region.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(widths.page).toBeLessThanOrEqual(390);
  const rowHeader = region.getByRole('rowheader').first();
  expect(await rowHeader.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  await region.evaluate((el) => el.scrollBy({ left: 400 }));
  const box = await rowHeader.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeLessThan(40);
  expect(errors).toEqual([]);
});

test('a shopper follows a shop from its card and unfollows it from the followed shops page', async ({ page }) => {
  const errors = trackPageErrors(page);
  await signIn(page, 'wishes@example.com');
  await page.goto('/');
  // The home loads its sections as the shopper scrolls: go down until a shop section shows.
  const follow = root(page)
    .getByRole('button', { name: /^Follow / })
    .first();
  for (let i = 0; i < 15 && !(await follow.count()); i += 1) {
    const more = root(page).getByRole('button', { name: 'Load More' });
    if (await more.count()) await more.click().catch(() => undefined);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(400);
  }
  const shop = ((await follow.textContent()) ?? '').replace(/^.*?Follow\s*/, '').trim();
  // Pinned by the shop's name: a section above may still render and become the first match, and
  // every button for one shop shows the same state.
  const button = root(page)
    .getByRole('button', { name: `Follow ${shop}`, exact: true })
    .first();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.sf-root').getByText(`You now follow ${shop}.`).first()).toBeVisible();

  await page.goto('/user/followed-shop');
  await expect(root(page).getByRole('heading', { level: 1, name: 'Followed Shop' })).toBeVisible();
  await expect(root(page).getByRole('link', { name: shop })).toBeVisible();
  await root(page)
    .getByRole('button', { name: `Follow ${shop}` })
    .click();
  await expect(root(page).getByRole('link', { name: shop })).toHaveCount(0);
  const { sellers } = await api<{ sellers: { data: Array<{ shop_name: string }> } }>(page.request, '/user/followed-sellers');
  expect(sellers.data.map((s) => s.shop_name)).not.toContain(shop);
  expect(errors).toEqual([]);
});

for (const viewport of DESKTOP_AND_PHONE) {
  test(`the lists and loyalty screens have no serious or critical axe violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'buyer@example.com');
    for (const [path, heading] of [
      ['/user/wishlist', 'Wishlist'],
      ['/compare-list', 'Compare List'],
      ['/user/followed-shop', 'Followed Shop'],
      ['/my-wallet', 'My Wallet'],
      ['/my-rewards', 'My Rewards'],
      ['/user/gift-voucher', 'Gift Voucher'],
    ]) {
      await page.goto(path);
      await expect(root(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, `${path} at ${viewport.width} px`);
    }
  });
}
