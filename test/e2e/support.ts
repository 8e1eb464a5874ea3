import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DESKTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** Serious and critical axe findings inside the widget (axe scans the marker's open shadow root, where it renders). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-storefront]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}

/** The screen on view, checked at desktop and phone widths (the viewport is left at desktop). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const viewport of [...DESKTOP_AND_PHONE].reverse()) {
    await page.setViewportSize(viewport);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), `${label} at ${viewport.width}px`).toEqual([]);
  }
}

/** Uncaught errors in the page (not console noise such as an expected 404). */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The widget is mounted and the first screen is on view. */
export async function widgetReady(page: Page): Promise<void> {
  await expect(page.locator('.sf-root main h1').first()).toBeAttached();
}

export async function pageToken(page: Page): Promise<string> {
  return page.locator('input#token').inputValue();
}

/**
 * Signs a browser context in through the backend's login endpoint, then opens the home page as
 * that user. The token comes from the host page fetched outside the browser: signing in rotates
 * the session id, and a widget request still out at that moment (a page left running) would come
 * back with a fresh guest session's cookie and undo the sign-in, even after the next navigation.
 */
export async function signIn(page: Page, email: string, password = 'password123'): Promise<void> {
  const host = await (await page.request.get('/')).text();
  const token = /<input[^>]*\bid="token"[^>]*\bvalue="([^"]+)"/.exec(host)?.[1];
  expect(token, 'the host page renders input#token').toBeTruthy();
  const answer = await page.request.post('/login', {
    data: { email, password },
    headers: { 'X-CSRF-TOKEN': token!, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.ok()).toBeTruthy();
  expect(await answer.json()).toMatchObject({ user: { email } });
  await page.goto('/');
}

/** Reads one catalogue answer straight from the backend, to pick real slugs. */
export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as T;
}

export interface Card {
  id: number;
  slug: string;
  product_name: string;
  has_variant: number | boolean;
  current_stock: number;
  /** A card's quick add puts this many in the cart (and says so: "Add 5 to cart"). */
  minimum_order_quantity?: number;
  is_catalog?: number;
  is_classified?: number;
}
export async function productCards(request: APIRequestContext, query = 'route=all.products&sort=newest&paginate=48'): Promise<Card[]> {
  return (await api<{ products: { data: Card[] } }>(request, `/home/filtered_products?${query}`)).products.data;
}

/** The second server playwright.config.ts starts with REALTIME_CHANNEL=public (the stock original's channel). */
export const PUBLIC_CHANNEL_PORT = Number(process.env.E2E_PUBLIC_PORT ?? Number(process.env.E2E_PORT ?? 8765) + 1);
export const PUBLIC_CHANNEL_URL = `http://127.0.0.1:${PUBLIC_CHANNEL_PORT}`;

/** The third server (playwright.config.ts): HOST_QUIRKS=bare-currency,prefixless-app-path under APP_PATH=/shop. */
export const QUIRKS_URL = `http://127.0.0.1:${Number(process.env.E2E_QUIRKS_PORT ?? Number(process.env.E2E_PORT ?? 8765) + 2)}`;

/** The fourth server (playwright.config.ts): a shop with is_recaptcha_activated on, site key "test". */
export const RECAPTCHA_URL = `http://127.0.0.1:${Number(process.env.E2E_RECAPTCHA_PORT ?? Number(process.env.E2E_PORT ?? 8765) + 3)}`;

/**
 * Resolves when the page's Pusher socket has had `channel` confirmed by the server (for a private
 * channel that is after its broadcasting/auth answer). Call before the page loads.
 */
export function channelSubscribed(page: Page, channel: string, timeoutMs = 15_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription to ${channel} within ${timeoutMs} ms`)), timeoutMs);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const frame = typeof payload === 'string' ? payload : payload.toString();
        if (frame.includes('pusher_internal:subscription_succeeded') && frame.includes(`"channel":"${channel}"`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
