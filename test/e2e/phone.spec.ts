import { expect, test, type Page } from '@playwright/test';
import { productCards, seriousViolations, widgetReady } from './support';

/**
 * The store on a 390 × 844 phone: a short header with search behind an icon and the
 * categories in a drawer, a demo colour switcher that covers nothing, a product modal whose close
 * button stays reachable, notices above the modal, and long lists that scroll inside themselves.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The host page with the shop in demo mode (the colour switcher shows): the settings are in its HTML. */
async function withDemoMode(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('.') && !url.pathname.startsWith('/home/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/"demo_mode":\s*(false|0|"0")/g, '"demo_mode":true');
      await route.fulfill({ response: answer, body: html });
    },
  );
}

test('the header is at most 120 px tall; search opens from its icon and Escape closes it', async ({ page }) => {
  await page.goto('/');
  await widgetReady(page);
  const height = await page.locator('.sf-root .sf-header').evaluate((node) => node.getBoundingClientRect().height);
  expect(height).toBeLessThanOrEqual(120);

  const opener = page.getByRole('button', { name: 'Search Product' });
  await expect(opener).toBeVisible();
  await opener.click();
  const field = page.getByRole('combobox', { name: /looking for|search/i });
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  await expect(field).toBeHidden();

  await opener.click();
  await field.fill('a');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?q=a/);
});

test('the categories open in a drawer that leads to a category', async ({ page }) => {
  await page.goto('/');
  await widgetReady(page);
  const toggle = page.getByRole('button', { name: 'All categories' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'All categories' });
  await expect(drawer).toBeVisible();
  const box = (await drawer.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(844);
  // The page behind does not scroll while the drawer is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // A top-level category without children is a link; one with children opens its level first.
  const link = drawer.locator('.sf-drill__list a[href*="/category/"]').first();
  const next = drawer.locator('.sf-drill__next').first();
  if ((await next.count()) > 0) {
    await next.click();
    await expect(drawer.locator('.sf-drill__title')).toBeFocused();
  }
  const target =
    (await drawer.locator('.sf-drill__list a[href*="/category/"]').count()) > 0
      ? drawer.locator('.sf-drill__list a[href*="/category/"]').first()
      : link;
  const href = await target.getAttribute('href');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(drawer).toBeHidden();
});

test('the drawer closes with Escape and its close button, focus back on the toggle', async ({ page }) => {
  await page.goto('/');
  await widgetReady(page);
  const toggle = page.getByRole('button', { name: 'All categories' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'All categories' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the demo colour switcher covers no card and no add-to-cart button', async ({ page }) => {
  await withDemoMode(page);
  await page.goto('/products/all?sort=newest&page=1');
  await widgetReady(page);
  const switcher = page.getByRole('complementary', { name: 'Colour switcher' });
  await expect(switcher).toBeAttached();
  await page.locator('.sf-root .sf-product-card, .sf-root .sf-card').first().waitFor();
  // Scroll through the grid; at each step whatever is at the centre of each visible card and
  // each add-to-cart button is that element itself, never the switcher.
  for (let step = 0; step < 6; step += 1) {
    const covered = await page.evaluate(() => {
      const root = document.querySelector('[data-storefront]')!.shadowRoot!;
      const targets = [...root.querySelectorAll<HTMLElement>('#sf-main article, #sf-main button')];
      const found: string[] = [];
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= innerHeight || box.width === 0) continue;
        for (const [x, y] of [
          [box.left + 4, box.bottom - 4],
          [box.right - 4, box.bottom - 4],
          [box.left + box.width / 2, box.top + box.height / 2],
        ]) {
          if (y < 0 || y >= innerHeight) continue;
          const hit = root.elementFromPoint(x, y);
          if (hit?.closest('.sf-colours')) found.push(target.textContent?.slice(0, 40) ?? target.tagName);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  // It still works: the toggle opens its panel.
  await switcher.getByRole('button', { name: 'Colour switcher' }).click();
  await expect(switcher.getByRole('button', { name: 'Reset' })).toBeVisible();
});

test('the product modal keeps its close button in view, and a notice shows above it', async ({ page }) => {
  const cards = await productCards(page.request, 'route=all.products&paginate=96&sort=newest');
  const variant = cards.find((c) => Number(c.has_variant) === 1 && !c.is_catalog && !c.is_classified)!;
  const simple = cards.find(
    (c) => Number(c.has_variant) === 0 && c.current_stock > 5 && Number(c.minimum_order_quantity) <= 1 && !c.is_catalog && !c.is_classified,
  )!;
  await page.goto('/products/all?sort=newest&page=1');
  await widgetReady(page);
  await page
    .getByRole('button', { name: `Add to cart: ${simple.product_name}` })
    .first()
    .click();
  const notice = page.getByTestId('notice').first();
  await expect(notice).toBeVisible();
  await page
    .getByRole('button', { name: `Select options: ${variant.product_name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: variant.product_name });
  await expect(dialog.getByRole('heading', { name: variant.product_name })).toBeVisible();
  await page.waitForTimeout(400);

  const onTop = await notice.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = (node.getRootNode() as ShadowRoot).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return Boolean(hit && node.contains(hit));
  });
  expect(onTop).toBe(true);

  // Scroll the modal to its end: the close button stays inside the viewport, at least 44 px.
  await dialog.evaluate((node) => node.scrollTo(0, node.scrollHeight));
  await page.waitForTimeout(200);
  const close = dialog.getByRole('button', { name: 'Close' }).first();
  const box = (await close.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  const reachable = await close.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const hit = (node.getRootNode() as ShadowRoot).elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return Boolean(hit && node.contains(hit));
  });
  expect(reachable).toBe(true);
  await close.click();
  await expect(dialog).toBeHidden();
});

test('long filter lists scroll inside their box', async ({ page }) => {
  await page.goto('/products/all?sort=newest&page=1');
  await widgetReady(page);
  const lists = page.locator('.sf-root .sf-filter:not(.sf-price-filter)');
  if ((await lists.count()) === 0) {
    // Phones keep the filters in a sheet behind a button.
    await page.locator('.sf-root .sf-filters__open').click();
  }
  const first = page.locator('.sf-root .sf-filter:not(.sf-price-filter)').first();
  await expect(first).toBeVisible();
  const more = first.getByRole('button', { name: /show more/i });
  if ((await more.count()) > 0) await more.click();
  const style = await first.evaluate((node) => {
    const css = getComputedStyle(node);
    return { overflowY: css.overflowY, maxHeight: css.maxHeight, height: node.getBoundingClientRect().height };
  });
  expect(style.overflowY).toBe('auto');
  expect(style.height).toBeLessThanOrEqual(360);
});

test('home, a listing and a product page have no serious accessibility finding at phone size', async ({ page }) => {
  const [card] = await productCards(page.request);
  for (const path of ['/', '/products/all?sort=newest&page=1', `/product/${card.slug}`]) {
    await page.goto(path);
    await widgetReady(page);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
