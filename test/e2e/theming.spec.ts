import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pageToken, widgetReady } from './support';

/**
 * The design tokens (docs/theming.md) in Chromium: the shop's own colours from the page's :root
 * theme properties, a host page's values on the marker winning over both, the example restyle
 * (examples/host/theme.css), the phone menu's chevrons and the flash sale's one countdown per run.
 * The host page's rules are added as style tags, which its nonce-based CSP would refuse.
 */
test.use({ bypassCSP: true });

/** Computed properties of the first element matching `selector` inside the widget's shadow root. */
function styleOf(page: Page, selector: string, properties: string[]): Promise<Record<string, string>> {
  return page.evaluate(
    ([sel, props]) => {
      const host = document.querySelector('[data-storefront]')!;
      const element = (host.shadowRoot ?? host).querySelector(sel as string);
      if (!element) throw new Error(`nothing matches ${sel as string}`);
      const style = getComputedStyle(element);
      return Object.fromEntries((props as string[]).map((p) => [p, style.getPropertyValue(p).trim()]));
    },
    [selector, properties] as const,
  );
}

const BUTTON = '.sf-card .sf-add-to-cart';

async function home(page: Page) {
  await page.goto('/');
  await widgetReady(page);
  await expect(page.locator(BUTTON).first()).toBeVisible();
}

test("the shop's own colours (the page's :root theme properties) style the widget, with text that reads on them", async ({ page }) => {
  await home(page);
  // The demo shop: primary_color #ff5a24 (white on it reads at 3:1 only, so near-black), menu #333333 with white text.
  expect(await styleOf(page, BUTTON, ['background-color', 'color'])).toEqual({
    'background-color': 'rgb(255, 90, 36)',
    color: 'rgb(17, 17, 17)',
  });
  expect(await styleOf(page, '.sf-menu', ['background-color', 'color'])).toEqual({
    'background-color': 'rgb(51, 51, 51)',
    color: 'rgb(255, 255, 255)',
  });
});

test("a host page's custom properties on the marker win over the shop's colours and the defaults", async ({ page }) => {
  await home(page);
  await page.addStyleTag({ content: '#storefront { --sf-primary: #123456; --sf-primary-text: #fefefe }' });
  await expect
    .poll(() => styleOf(page, BUTTON, ['background-color', 'color']))
    .toEqual({ 'background-color': 'rgb(18, 52, 86)', color: 'rgb(254, 254, 254)' });
});

test('the example restyle (examples/host/theme.css) changes six things with six properties', async ({ page }) => {
  await home(page);
  const look = async () => ({
    primary: (await styleOf(page, BUTTON, ['background-color']))['background-color'],
    radius: (await styleOf(page, '.sf-card', ['border-top-left-radius']))['border-top-left-radius'],
    font: (await styleOf(page, '.sf-root', ['font-family']))['font-family'],
    surface: (await styleOf(page, '.sf-root', ['background-color']))['background-color'],
    text: (await styleOf(page, '.sf-root', ['color']))['color'],
    // --sf-space-5 is five units: the screen frame's padding.
    spacing: (await styleOf(page, '.sf-main', ['padding-top']))['padding-top'],
  });
  const before = await look();
  await page.addStyleTag({ content: readFileSync('examples/host/theme.css', 'utf8') });
  const themed = {
    primary: 'rgb(11, 92, 173)',
    radius: '2px',
    font: 'Georgia, "Times New Roman", serif',
    surface: 'rgb(255, 253, 247)',
    text: 'rgb(42, 29, 15)',
    spacing: '25px',
  };
  await expect.poll(look).toEqual(themed);
  // Each of the six was something else before.
  for (const key of Object.keys(themed) as (keyof typeof themed)[]) expect(before[key]).not.toBe(themed[key]);
});

test('the documented parts are there, and a host page styles them with ::part()', async ({ page }) => {
  await home(page);
  const parts = await page.evaluate(() => {
    const root = document.querySelector('[data-storefront]')!.shadowRoot!;
    return [...new Set([...root.querySelectorAll('[part]')].flatMap((el) => el.getAttribute('part')!.split(' ')))].sort();
  });
  // The footer waits for the first screen to settle; the dialog part shows with a dialog.
  await expect(page.locator('footer')).toBeVisible();
  for (const name of ['header', 'menu', 'main', 'product-card', 'price', 'button', 'add-to-cart', 'picker']) expect(parts).toContain(name);
  await page.addStyleTag({
    content:
      '[data-storefront]::part(header) { border-block-end: 3px solid rgb(1, 2, 3) } [data-storefront]::part(footer) { outline: 2px solid rgb(4, 5, 6) }',
  });
  await expect
    .poll(() => styleOf(page, '.sf-header', ['border-bottom-width', 'border-bottom-color']))
    .toEqual({
      'border-bottom-width': '3px',
      'border-bottom-color': 'rgb(1, 2, 3)',
    });
  expect(await styleOf(page, '.sf-footer', ['outline-color'])).toEqual({ 'outline-color': 'rgb(4, 5, 6)' });
});

test.describe('phones (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Where a sub-list's chevron sits against its label, in the drawer. */
  async function chevron(page: Page) {
    await page.getByRole('button', { name: /^(All categories|جميع الفئات)$/i }).click();
    const next = page.locator('.sf-drawer .sf-drill__next').first();
    await expect(next).toBeVisible();
    return next.evaluate((button) => {
      const arrow = button.querySelector('.sf-drill__arrow')!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(button.firstChild!);
      const label = range.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return {
        atEnd: getComputedStyle(button).direction === 'rtl' ? arrow.left - box.left : box.right - arrow.right,
        gap: getComputedStyle(button).direction === 'rtl' ? label.left - arrow.right : arrow.left - label.right,
        mirrored: getComputedStyle(button.querySelector('.sf-drill__arrow')!).transform !== 'none',
      };
    });
  }

  test("the menu's chevrons stand apart from their labels, at the row's end", async ({ page }) => {
    await home(page);
    const place = await chevron(page);
    // At the row's end (inside the button's own padding).
    expect(place.atEnd).toBeLessThanOrEqual(8);
    expect(place.gap).toBeGreaterThanOrEqual(8);
    expect(place.mirrored).toBe(false);
  });

  test('in Arabic they sit at the left end, mirrored', async ({ page }) => {
    await home(page);
    const switched = await page.request.get('/change/locale/ar', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': await pageToken(page) },
    });
    expect(switched.ok()).toBeTruthy();
    await home(page);
    const place = await chevron(page);
    expect(place.atEnd).toBeLessThanOrEqual(8);
    expect(place.gap).toBeGreaterThanOrEqual(8);
    expect(place.mirrored).toBe(true);
  });
});

test('the flash sale shows one countdown per run of cards, none in a card', async ({ page }) => {
  await page.goto('/flash-sale');
  await widgetReady(page);
  const runs = page.locator('.sf-deal-group');
  await expect(runs.first().locator('article').first()).toBeVisible();
  const count = await runs.count();
  await expect(page.locator('.sf-deal-group > .sf-countdown')).toHaveCount(count);
  await expect(page.locator('article .sf-countdown')).toHaveCount(0);
});
