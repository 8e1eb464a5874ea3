import { expect, test, type Page } from '@playwright/test';
import { SPEC_ROUTES } from '../spec-routes';
import { api, pageToken, productCards, signIn, widgetReady } from './support';
import { GUARDED, fill, samplePaths } from './route-samples';

/**
 * Nothing is wider than a phone: every route, as a guest and signed in with a cart, orders, a
 * wishlist and a wallet history on screen, at 320, 360 and 390 px. A route fails when the document
 * or any element scrolls sideways, or a button or price is clipped (outside the viewport, or its
 * text wider than its box). Each route is opened once and the viewport resized around it, so the
 * whole walk stays one page per test.
 */
const WIDTHS = [320, 360, 390];
const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

interface Offence {
  what: string;
  path: string;
  scrollWidth: number;
  clientWidth: number;
  left?: number;
  right?: number;
}

/** Runs in the page: every offending element, named by a short CSS path through the shadow root. */
function findOffences(): Offence[] {
  const cssPath = (node: Element): string => {
    const parts: string[] = [];
    let el: Element | null = node;
    while (el && parts.length < 4) {
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      parts.unshift(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}`);
      el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
    }
    return parts.join(' > ');
  };
  const all: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      all.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const found: Offence[] = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > innerWidth) found.push({ what: 'document', path: 'html', scrollWidth: doc.scrollWidth, clientWidth: innerWidth });
  // An element that is too wide widens all its ancestors: only the innermost one is named.
  const wideOnes = new Set<Element>();
  const up = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null);
  const hasWideDescendant = (el: Element) =>
    [...wideOnes].some((other) => {
      for (let node = up(other); node; node = up(node)) if (node === el) return true;
      return false;
    });
  // A swipe strip (scroll-snap on the inline axis, such as the hero and recently viewed) scrolls
  // sideways by design; what it holds may lie outside the viewport until swiped to.
  const strips = all.filter((el) => {
    const style = getComputedStyle(el);
    return /auto|scroll/.test(style.overflowX) && /\b(x|inline|both)\b/.test(style.scrollSnapType);
  });
  for (const el of all.reverse()) {
    if (!(el instanceof HTMLElement) || el === doc || el === document.body) continue;
    if (strips.some((strip) => strip.contains(el))) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const wide = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
    const control = el.matches('button, .sf-button, [role="button"], .sf-price, [data-testid="price"]');
    if (wide && (!clips || control)) {
      const inner = hasWideDescendant(el);
      wideOnes.add(el);
      if (inner) continue;
      found.push({
        what: clips ? 'clipped text' : 'scrolls sideways',
        path: cssPath(el),
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      });
      continue;
    }
    if (!control) continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.left < -1 || box.right > innerWidth + 1) {
      found.push({
        what: 'outside the viewport',
        path: cssPath(el),
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        left: Math.round(box.left),
        right: Math.round(box.right),
      });
    }
  }
  return found;
}

/** Checks the page at each width; one line per offending element, with the widths it fails at. */
async function check(page: Page, path: string, failures: string[]) {
  const lines = new Map<string, string[]>();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for the layout (and any width-driven state) to settle; at most half a second.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 500);
        }),
    );
    for (const o of await page.evaluate(findOffences)) {
      const where = o.left === undefined ? '' : ` (left ${o.left}, right ${o.right})`;
      const key = `${path}: ${o.what}: ${o.path}`;
      lines.set(key, [...(lines.get(key) ?? []), `${width}px (scrollWidth ${o.scrollWidth}, clientWidth ${o.clientWidth}${where})`]);
    }
  }
  for (const [key, at] of lines) failures.push(`${key} at ${at.join('; ')}`);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await widgetReady(page);
  // The screen's data has usually arrived by then. A page that keeps asking (late in the whole suite
  // the shared account has much more history) is checked after 3 s anyway: this is a wait, not a test.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
}

/**
 * The routes in a few groups of neighbours, each group its own test (guest and signed in), so the
 * walk spreads over the suite's workers instead of holding one for minutes. Every route is still
 * checked in both walks (the guest skips the guarded ones, which send it to the login page).
 */
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, g) =>
  SPEC_ROUTES.slice(Math.round((g * SPEC_ROUTES.length) / GROUPS), Math.round(((g + 1) * SPEC_ROUTES.length) / GROUPS)).map(
    ([pattern]) => pattern,
  ),
);
const groupName = (patterns: string[]) => `${patterns[0]} … ${patterns[patterns.length - 1]}`;

for (const patterns of groups) {
  test(`as a guest, no route is wider than a 320, 360 or 390 px phone: ${groupName(patterns)}`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const samples = await samplePaths(request);
    await page.goto('/');
    // A compared product and a cart line, so those screens have rows.
    const [card] = (await productCards(page.request)).filter((c) => !c.has_variant && c.current_stock >= 10);
    const compared = await page.request.get(`/home/add-to-compare/${card.id}`, {
      headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await pageToken(page) },
    });
    expect(compared.ok()).toBeTruthy();
    await page.request.post('/user/addToCart', {
      data: { id: card.id, quantity: 1, variants_ids: '', variants_name: '', trx_id: '' },
      headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await pageToken(page) },
    });
    const failures: string[] = [];
    for (const pattern of patterns) {
      if (GUARDED.test(pattern)) continue;
      const path = fill(pattern, samples);
      await test.step(path, async () => {
        await visit(page, path);
        await check(page, path, failures);
      });
    }
    expect(failures).toEqual([]);
  });
}

for (const patterns of groups) {
  test(`signed in with orders, a cart, a wishlist and a wallet, no route is wider than a phone: ${groupName(patterns)}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const samples = await samplePaths(request);
    await signIn(page, 'customer@example.com');
    const cards = (await productCards(page.request)).filter((c) => !c.has_variant && c.current_stock >= 10);
    const { carts } = await api<{ carts: unknown[] }>(page.request, '/cart/list');
    for (const card of carts.length ? [] : cards.slice(0, 2)) {
      await page.request.post('/user/addToCart', {
        data: { id: card.id, quantity: 1, variants_ids: '', variants_name: '', trx_id: '' },
        headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await pageToken(page) },
      });
    }
    const wished = await page.request.get(`/user/add-to-wishlist/${cards[2].id}`, {
      headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await pageToken(page) },
    });
    expect(wished.ok()).toBeTruthy();
    const { orders } = await api<{ orders: { data: Array<{ code: string; trx_id?: string }> } }>(page.request, '/user/profile-orders');
    const order = orders.data.find((o) => o.trx_id) ?? orders.data[0];
    const failures: string[] = [];
    for (const pattern of patterns) {
      let path = fill(pattern, samples);
      if (pattern === '/invoice/:trx_id' && order.trx_id) path = `/invoice/${order.trx_id}`;
      if (pattern === '/get-invoice/:orderCode') path = `/get-invoice/${order.code}`;
      await test.step(path, async () => {
        await visit(page, path);
        await check(page, path, failures);
      });
    }
    expect(failures).toEqual([]);
  });
}

test('"Remember me" sits beside its checkbox on a phone, on one line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, '/login');
  const box = page.locator('.sf-root #sf-main input[type="checkbox"][name="remember"]');
  const label = page.locator('.sf-root #sf-main label', { hasText: /Remember/ });
  const [check, text] = [(await box.boundingBox())!, (await label.boundingBox())!];
  // The label starts after the box on the same line (not above or below it).
  expect(Math.abs(check.y + check.height / 2 - (text.y + text.height / 2))).toBeLessThan(text.height);
  expect(text.x).toBeGreaterThanOrEqual(check.x + check.width);
});
