import { expect, test, type Page } from '@playwright/test';
import { api, productCards, trackPageErrors, widgetReady } from './support';

/**
 * Isolation both ways, in Chromium, against the reference host page. Its nonce-based CSP would
 * block the careless rules this test adds as inline styles; a host's own stylesheets are its own
 * business (csp.spec.ts checks the widget under that policy), so CSP is bypassed here.
 * The widget cannot restyle the host (all its styles live in
 * its shadow root); here the other way: with each of these careless host rules on the page, the
 * widget's home, a listing, a product page, the open product modal and a visible notice look
 * exactly as they do without it. "Look" is every element's computed style and box, and the
 * viewport's pixels, taken in the same run without and with the rule.
 */
test.use({ bypassCSP: true });

const HOST_RULES = [
  '* { box-sizing: content-box; font-size: 30px; line-height: 3 }',
  'h1, h2, h3 { color: red; text-transform: uppercase }',
  'img { width: 10px }',
  'button { display: none }',
  'a { color: lime !important }',
  'input { border: 5px solid red }',
  'div { padding: 20px }',
  'ul { list-style: square }',
];

/** What an element looks like: the properties those rules (and their inheritance) could change, and its box. */
const PROPERTIES = [
  'display',
  'visibility',
  'position',
  'box-sizing',
  'font-size',
  'line-height',
  'font-family',
  'font-weight',
  'color',
  'background-color',
  'text-transform',
  'list-style-type',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-left-width',
  'margin-top',
  'margin-left',
  'opacity',
];

/** Every element of the widget (or of the part `within` selects), described as a line. */
async function looks(page: Page, within?: string): Promise<string[]> {
  return page.evaluate(
    ([properties, selector]) => {
      const host = document.querySelector('body [data-storefront]')!;
      // Before the shadow root, the widget rendered into the marker itself.
      const scope: ParentNode = host.shadowRoot ?? host;
      const top = selector ? scope.querySelector(selector) : null;
      if (selector && !top) throw new Error(`nothing matches ${selector}`);
      const elements = top ? [top, ...top.querySelectorAll('*')] : [...scope.querySelectorAll('*')];
      return elements.map((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const backdrop = el.matches('dialog:modal') ? ` backdrop=${getComputedStyle(el, '::backdrop').backgroundColor}` : '';
        return (
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} ` +
          `${(properties as string[]).map((p) => `${p}=${style.getPropertyValue(p)}`).join(' ')} ` +
          `box=${[box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(',')}${backdrop}`
        );
      });
    },
    [PROPERTIES, within ?? null] as const,
  );
}

/** The first few lines that differ, readable in a failure message. */
function differences(before: string[], after: string[]): string[] {
  const out: string[] = [];
  if (before.length !== after.length) out.push(`element count ${before.length} → ${after.length}`);
  for (let i = 0; i < Math.min(before.length, after.length) && out.length < 6; i += 1) {
    if (before[i] === after[i]) continue;
    const a = before[i].split(' ');
    const b = after[i].split(' ');
    out.push(`${a[0]}: ${a.filter((part, j) => part !== b[j]).join(' ')} → ${b.filter((part, j) => part !== a[j]).join(' ')}`);
  }
  return out;
}

/** The viewport's pixels, or those of the part `within` selects (the rest of the page may change meanwhile). */
const pixels = (page: Page, within?: string) =>
  (within ? page.locator(`.sf-root ${within}`).first() : page).screenshot({ animations: 'disabled', caret: 'hide' });

/** The look once layout has settled (late images and boxes), so that only the host rule differs later. */
async function settledLooks(page: Page, within?: string): Promise<string[]> {
  let previous = await looks(page, within);
  for (let i = 0; i < 20; i += 1) {
    await page.waitForTimeout(250);
    const next = await looks(page, within);
    if (differences(previous, next).length === 0) return next;
    previous = next;
  }
  throw new Error(`the widget did not settle: ${differences(previous, await looks(page, within)).join('; ')}`);
}

/** Adds each host rule in turn to the loaded page and compares the widget (or `within`) with how it looked without. */
async function expectUnchangedByHostRules(page: Page, within?: string) {
  const before = await settledLooks(page, within);
  let shot = await pixels(page, within);
  const changed: Record<string, string[]> = {};
  for (const rule of HOST_RULES) {
    const withRule = async () => {
      const tag = await page.addStyleTag({ content: rule });
      const diff = differences(before, await looks(page, within));
      const same = diff.length > 0 || (await pixels(page, within)).equals(shot);
      await tag.evaluate((node) => (node as HTMLStyleElement).remove());
      return { diff, same };
    };
    let { diff, same } = await withRule();
    // Pixels that differ with the rule may have changed without it too (a late image decode): if
    // the page without the rule no longer matches its earlier shot, compare the rule once more
    // against the page as it is now. A rule that changes the widget differs from both.
    if (!same) {
      const now = await pixels(page, within);
      if (!now.equals(shot)) {
        shot = now;
        ({ diff, same } = await withRule());
      }
    }
    if (diff.length === 0 && !same) diff.push('the screenshot differs');
    if (diff.length) changed[rule] = diff;
  }
  expect(changed).toEqual({});
}

test.beforeEach(async ({ page }) => {
  // No newsletter pop-up 10 s after mount: it is not what these tests look at.
  await page.addInitScript(() => window.localStorage.setItem('popup', '1'));
});

test('home looks the same under careless host CSS', async ({ page }) => {
  const errors = trackPageErrors(page);
  await page.goto('/');
  await expect(page.locator('.sf-root article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectUnchangedByHostRules(page);
  expect(errors).toEqual([]);
});

test('a listing looks the same under careless host CSS', async ({ page }) => {
  await page.goto('/products/all?sort=newest');
  await expect(page.locator('.sf-root article')).toHaveCount(24);
  await page.waitForLoadState('networkidle');
  await expectUnchangedByHostRules(page);
});

test('a product page looks the same under careless host CSS', async ({ page, request }) => {
  const [card] = await productCards(request);
  await page.goto(`/product/${card.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: card.product_name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectUnchangedByHostRules(page);
});

test('a shop page looks the same under careless host CSS', async ({ page, request }) => {
  const shop = (await api<{ sellers: { data: { slug: string; shop_name: string }[] } }>(request, '/home/sellers')).sellers.data[0];
  await page.goto(`/shop/${shop.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.shop_name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectUnchangedByHostRules(page);
});

/** Opens the product modal of a product with variants from the listing. */
async function openProductModal(page: Page) {
  const cards = await productCards(page.request, 'route=all.products&paginate=96&sort=newest');
  const variant = cards.find((c) => Number(c.has_variant) === 1 && !c.is_catalog && !c.is_classified)!;
  const simple = cards.find(
    (c) => Number(c.has_variant) === 0 && c.current_stock > 5 && Number(c.minimum_order_quantity) <= 1 && !c.is_catalog && !c.is_classified,
  )!;
  await page.goto('/products/all?sort=newest&page=1');
  await widgetReady(page);
  const opener = page.getByRole('button', { name: `Select options: ${variant.product_name}` }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: variant.product_name });
  await expect(dialog.getByRole('heading', { name: variant.product_name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { dialog, opener, variant, simple };
}

test('the open product modal looks the same under careless host CSS', async ({ page }) => {
  await openProductModal(page);
  await expectUnchangedByHostRules(page, '.sf-modal');
});

test('a visible notice looks the same under careless host CSS', async ({ page, request }) => {
  const simple = (await productCards(request)).find(
    (c) => Number(c.has_variant) === 0 && c.current_stock > 5 && Number(c.minimum_order_quantity) <= 1 && !c.is_catalog && !c.is_classified,
  )!;
  await page.goto('/products/all?sort=newest');
  await page
    .getByRole('button', { name: `Add to cart: ${simple.product_name}` })
    .first()
    .click();
  const notice = page.getByTestId('notice').first();
  await expect(notice).toBeVisible();
  // notistack's entry transition has run its course (the notice stays 6 s; this takes well under that).
  await page.waitForTimeout(400);
  await expectUnchangedByHostRules(page, '[data-testid="notice"]');
});

test('the widget lives in an open shadow root and leaves nothing in the page it should not', async ({ page }) => {
  await page.goto('/');
  await widgetReady(page);
  const outside = await page.evaluate(() => ({
    shadow: Boolean(document.querySelector('[data-storefront]')?.shadowRoot),
    // Only goober's <style id="_goober"> (notistack's, class-scoped) may be added to <head>, and only after a notice
    // (the page's own theme colours, #shop-theme-colours, are the host's).
    headStyles: document.head.querySelectorAll('link[rel="stylesheet"], style:not(#shop-theme-colours)').length,
    lightDom: document.querySelectorAll('.sf-root').length,
  }));
  expect(outside).toEqual({ shadow: true, headStyles: 0, lightDom: 0 });

  // Tab from the top of the page enters the shadow root at the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
});

test.describe('the product modal', () => {
  test('is a modal <dialog>: the background cannot be reached, Tab stays inside, the page does not scroll, Escape closes and focus returns', async ({
    page,
  }) => {
    const { dialog, opener } = await openProductModal(page);
    const state = () =>
      page.evaluate(() => {
        const scope = document.querySelector('[data-storefront]')!.shadowRoot!;
        const modal = scope.querySelector('dialog')!;
        const header = scope.querySelector('header')!.getBoundingClientRect();
        const hit = scope.elementFromPoint(header.x + header.width / 2, header.y + header.height / 2);
        return {
          modal: modal.matches(':modal'),
          headerReachable: Boolean(hit && scope.querySelector('header')!.contains(hit)),
          focusInside: modal.contains(scope.activeElement),
          scrollY: window.scrollY,
          rootWidth: scope.querySelector('.sf-root')!.getBoundingClientRect().width,
        };
      });
    const before = await state();
    expect(before).toMatchObject({ modal: true, headerReachable: false, focusInside: true });

    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const now = await state();
      // Chromium may hand focus to its own UI after the last control (activeElement null): never to the page behind.
      expect(
        now.focusInside || (await page.evaluate(() => document.querySelector('[data-storefront]')!.shadowRoot!.activeElement === null)),
      ).toBe(true);
    }

    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    const after = await state();
    expect(after.scrollY).toBe(before.scrollY);
    expect(after.rootWidth).toBe(before.rootWidth);

    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a notice stays visible above it', async ({ page }) => {
    const cards = await productCards(page.request, 'route=all.products&paginate=96&sort=newest');
    const variant = cards.find((c) => Number(c.has_variant) === 1 && !c.is_catalog && !c.is_classified)!;
    const simple = cards.find(
      (c) =>
        Number(c.has_variant) === 0 && c.current_stock > 5 && Number(c.minimum_order_quantity) <= 1 && !c.is_catalog && !c.is_classified,
    )!;
    await page.goto('/products/all?sort=newest&page=1');
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
    await expect(page.getByRole('dialog', { name: variant.product_name })).toBeVisible();
    await page.waitForTimeout(400);

    // What is painted at the notice's centre is the notice, not the dialog or its backdrop.
    const onTop = await notice.evaluate((node) => {
      const box = node.getBoundingClientRect();
      const scope = node.getRootNode() as Document | ShadowRoot;
      const hit = scope.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return Boolean(hit && node.contains(hit));
    });
    expect(onTop).toBe(true);
    // Its close button works while the modal is open.
    await notice.getByRole('button').click();
    await expect(page.getByTestId('notice')).toHaveCount(0);
  });
});
