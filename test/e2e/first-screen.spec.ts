import { expect, test, type Page } from '@playwright/test';
import { pageToken, productCards, signIn, widgetReady } from './support';

/**
 * The first screen on a phone, at 390 × 844 and 320 × 568, in English and Arabic: a header of at
 * most 120 px, the home's first products within a screen and a half, a section banner no taller
 * than a third of the screen, a skeleton (not a white page) while the home's code is on its way and
 * no layout shift when it arrives, a product page whose Add to cart is on view without scrolling,
 * and a card that says how many its quick add puts in the cart.
 */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];
const LOCALES = ['en', 'ar'] as const;

const root = (page: Page) => page.locator('.sf-root');

async function useLocale(page: Page, locale: (typeof LOCALES)[number]) {
  if (locale === 'en') return;
  await page.goto('/');
  await widgetReady(page);
  const switched = await page.request.get(`/change/locale/${locale}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
  });
  expect(await switched.json()).toMatchObject({ active_language: { locale } });
}

/** Top and height of the first element matching `selector` in the widget, in page coordinates. */
const boxOf = (page: Page, selector: string) =>
  root(page)
    .locator(selector)
    .first()
    .evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, height: rect.height };
    });

for (const phone of PHONES) {
  for (const locale of LOCALES) {
    test.describe(`${phone.width} px, ${locale}`, () => {
      test.use({ viewport: phone });

      test('the header is at most 120 px tall and its controls are labelled and reachable by keyboard', async ({ page }) => {
        await useLocale(page, locale);
        await page.goto('/');
        await widgetReady(page);
        await expect(root(page)).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        expect((await boxOf(page, '.sf-header')).height).toBeLessThanOrEqual(120);
        // Search and the categories sit behind buttons with names; each takes the keyboard's focus, visibly.
        for (const name of locale === 'ar' ? [/بحث/, /جميع الفئات/] : [/^Search Product$/, /^All categories$/i]) {
          const button = root(page).locator('.sf-header').getByRole('button', { name }).first();
          await expect(button).toBeVisible();
          await button.focus();
          await expect(button).toBeFocused();
          const outline = await button.evaluate((node) => getComputedStyle(node).outlineStyle);
          expect(outline).not.toBe('none');
        }
      });

      test("the home's first products are within the first screen and a half", async ({ page }) => {
        await useLocale(page, locale);
        await page.goto('/');
        await widgetReady(page);
        const card = root(page).locator('.sf-home .sf-card:not(.sf-card--skeleton)').first();
        await expect(card).toBeAttached();
        const { top } = await boxOf(page, '.sf-home .sf-card:not(.sf-card--skeleton)');
        expect(top, 'first product card, px from the top of the page').toBeLessThan(phone.height * 1.5);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(wide).toBeLessThanOrEqual(0);
      });

      test("a home section's banner is no taller than a third of the screen", async ({ page }) => {
        await useLocale(page, locale);
        await page.goto('/');
        await widgetReady(page);
        const banner = root(page).locator('.sf-section__banner img').first();
        // Sections come three a request as the shopper scrolls: go down until a section with a banner is in.
        for (let i = 0; i < 12 && (await banner.count()) === 0; i++) {
          await page.mouse.wheel(0, 2000);
          await page.waitForTimeout(300);
        }
        await banner.scrollIntoViewIfNeeded();
        const { height } = await boxOf(page, '.sf-section__banner img');
        expect(height).toBeGreaterThan(0);
        expect(height).toBeLessThanOrEqual(phone.height / 3 + 1);
      });

      test('Add to cart is on view on a product page without scrolling, and does not cover the end of the page', async ({ page }) => {
        const cards = await productCards(page.request, 'route=all.products&paginate=96&sort=newest');
        const simple = cards.find((c) => Number(c.has_variant) === 0 && c.current_stock > 5 && !c.is_catalog && !c.is_classified)!;
        await useLocale(page, locale);
        await page.goto(`/product/${simple.slug}`);
        await widgetReady(page);
        const panel = root(page).locator('.sf-product .sf-purchase');
        // The form's own button: one Add to cart in the panel, no copy with state of its own.
        const add = panel.getByRole('button', { name: new RegExp(`: ${simple.product_name}$`) }).first();
        await expect(add).toBeVisible();
        await expect(panel.locator('.sf-add-to-cart')).toHaveCount(1);
        const box = (await add.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
        // At the end of the page the bar has gone with its panel: what is at the bottom of the screen is the page's own.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(200);
        const covered = await root(page)
          .locator('.sf-purchase__buttons')
          .evaluate((bar) => {
            const rect = bar.getBoundingClientRect();
            return rect.bottom > 0 && rect.top < window.innerHeight;
          });
        expect(covered).toBe(false);
      });
    });
  }
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home shows a skeleton, not a blank page, while its code is on its way, and nothing shifts when it arrives', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/HomeScreen-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const skeleton = root(page).getByTestId('home-skeleton');
    await expect(skeleton).toBeVisible();
    const box = (await skeleton.boundingBox())!;
    expect(box.y).toBeLessThan(844);
    release();
    await widgetReady(page);
    await expect(root(page).locator('.sf-home .sf-card:not(.sf-card--skeleton)').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) sum += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 300);
        }),
    );
    expect(shift, 'cumulative layout shift').toBeLessThan(0.02);
  });

  test('a signed-in header is still at most 120 px tall', async ({ page }) => {
    await signIn(page, 'customer@example.com');
    await widgetReady(page);
    await expect(root(page).locator('.sf-header')).toContainText(/Logout|Sign out|log out/i);
    expect((await boxOf(page, '.sf-header')).height).toBeLessThanOrEqual(120);
  });

  test('a card says how many its quick add puts in the cart, and adds that many', async ({ page }) => {
    const cards = await productCards(page.request, 'route=all.products&paginate=96&sort=newest');
    const moq = cards.find(
      (c) =>
        Number(c.has_variant) === 0 && Number(c.minimum_order_quantity) > 1 && c.current_stock > 10 && !c.is_catalog && !c.is_classified,
    )!;
    const count = Number(moq.minimum_order_quantity);
    await page.goto('/products/all?sort=newest');
    await widgetReady(page);
    const card = root(page).getByRole('article', { name: moq.product_name }).first();
    const add = card.getByRole('button', { name: `Add ${count} to cart: ${moq.product_name}` });
    await expect(add).toHaveText(`Add ${count} to cart`);
    const sent = page.waitForRequest((request) => request.url().includes('/user/addToCart') && request.method() === 'POST');
    await add.click();
    expect((await sent).postDataJSON()).toMatchObject({ id: moq.id, quantity: count });
  });
});

test.describe("Lighthouse's phone (412 px)", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the header's tools stay put when the language menu's code arrives after the first paint", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The menu's chunk has a generic name: it is told by what it holds (its slice's name).
    await page.route(/\/chunks\/[^/]+\.js$/, async (route) => {
      const answer = await route.fetch();
      const body = await answer.text();
      if (body.includes('localeSwitch')) await held;
      await route.fulfill({ response: answer, body });
    });
    await page.goto('/products/all');
    await widgetReady(page);
    const cart = root(page)
      .locator('.sf-header')
      .getByRole('link', { name: /^Cart: \d+$/ });
    await expect(root(page).locator('span.sf-lang__toggle')).toBeVisible();
    const before = { cart: await cart.boundingBox(), header: (await boxOf(page, '.sf-header')).height };
    release();
    await expect(root(page).locator('button.sf-lang__toggle')).toBeVisible();
    expect({ cart: await cart.boundingBox(), header: (await boxOf(page, '.sf-header')).height }).toEqual(before);
    // A chunk still on its way through the handler when the test ends would fail it ("Response has
    // been disposed"): the handler is removed first, its late calls ignored.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
