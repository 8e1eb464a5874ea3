import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { channelSubscribed, PUBLIC_CHANNEL_PORT, PUBLIC_CHANNEL_URL, signIn } from './support';

const run = promisify(execFile);
const repoRoot = process.cwd().replace(/\/test\/e2e$/, '');

/** `npm run notify` as a shopkeeper would run it, with the given environment. */
function notify(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ['--import', 'tsx', 'examples/server/cli/notify.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
}

/** Every broadcasting/auth request the page makes. */
function authRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/broadcasting/auth')) seen.push(request.postData() ?? '');
  });
  return seen;
}

/**
 * Checks the page's broadcasting/auth requests: at least one, each for `channel`, and no socket
 * asking twice. A socket that reconnects (a busy machine can let pusher-js's first connection time
 * out) has a new socket id and must be signed again; that is not a second try of the channel.
 */
function expectAuthsFor(seen: string[], channel: string) {
  expect(seen.length).toBeGreaterThan(0);
  const asked = seen.map((body) => new URLSearchParams(body));
  expect(asked.map((form) => form.get('channel_name'))).toEqual(seen.map(() => channel));
  const sockets = asked.map((form) => form.get('socket_id'));
  expect(new Set(sockets).size).toBe(sockets.length);
}

/** The widget's console lines about its live-notification channel. */
function channelLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[storefront] live notifications')) lines.push(`${message.type()}: ${message.text()}`);
  });
  return lines;
}

test('private channel (a shop with broadcasting/auth): a notification to a signed-in user shows as a notice; another user does not get it', async ({
  browser,
  baseURL,
}) => {
  const jane = await browser.newPage();
  const sam = await browser.newPage();
  await signIn(jane, 'customer@example.com');
  await signIn(sam, 'second@example.com');
  const janeAuth = authRequests(jane);
  const janeLines = channelLines(jane);
  const subscribed = [channelSubscribed(jane, 'private-notification-send.1'), channelSubscribed(sam, 'private-notification-send.2')];
  for (const page of [jane, sam]) {
    await page.goto('/');
    await expect(page.locator('input#f_pusher_app_key')).toBeAttached();
    // As on a stock page, nothing says which channel: the widget finds out.
    await expect(page.locator('input#f_pusher_channel')).toHaveCount(0);
    await expect(page.locator('.sf-root article').first()).toBeVisible();
  }
  await Promise.all(subscribed);
  expectAuthsFor(janeAuth, 'private-notification-send.1');
  expect(janeLines).toEqual([
    'info: [storefront] live notifications on the private channel private-notification-send.1 (broadcasting/auth admitted it)',
  ]);

  const message = `Your order has shipped ${Date.now()}`;
  const { stdout } = await notify(['--user', '1', message, '--type', 'success', '--url', baseURL!]);
  expect(stdout).toContain(`Using ${baseURL} (from --url)`);
  expect(stdout).toContain('on private-notification-send.1');

  const notice = jane.getByRole('alert').filter({ hasText: message });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Success');
  await sam.waitForTimeout(1_000);
  await expect(sam.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await jane.close();
  await sam.close();
});

test.describe('a stock-like shop (REALTIME_CHANNEL=public: public channel, no broadcasting/auth route)', () => {
  test.use({ baseURL: PUBLIC_CHANNEL_URL });

  test('with no page field, the widget finds no broadcasting/auth route and listens on notification-send-{id}', async ({ page }) => {
    await signIn(page, 'customer@example.com');
    const auth = authRequests(page);
    const lines = channelLines(page);
    const subscribed = channelSubscribed(page, 'notification-send-1');
    await page.goto('/');
    await expect(page.locator('input#f_pusher_app_key')).toBeAttached();
    await expect(page.locator('input#f_pusher_channel')).toHaveCount(0);
    await expect(page.locator('.sf-root article').first()).toBeVisible();
    await subscribed;
    // The private channel tried, answered as a stock shop answers it, then one line saying so.
    expectAuthsFor(auth, 'private-notification-send.1');
    const triesOfPrivate = auth.length;
    expect(lines).toEqual([
      'info: [storefront] live notifications on the public channel notification-send-1 (broadcasting/auth answered HTTP 404: the shop has no such route, so it broadcasts on the stock public channel)',
    ]);

    // No --url: the CLI finds the server from PORT, as when both were started with the same PORT.
    const message = `Product stock in low ${Date.now()}`;
    const { stdout } = await notify(['--user', '1', message, '--type', 'warning'], { PORT: String(PUBLIC_CHANNEL_PORT) });
    expect(stdout).toContain(`Using ${PUBLIC_CHANNEL_URL} (from PORT)`);
    expect(stdout).toContain('on notification-send-1');

    const notice = page.getByRole('alert').filter({ hasText: message });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Warning');
    // Nothing more was signed once the widget had settled on the public channel.
    expect(auth).toHaveLength(triesOfPrivate);
    // The stock original has no such route; the public-mode server answers as it would.
    const token = await page.locator('input#token').inputValue();
    const answer = await page.request.post('/broadcasting/auth', {
      form: { socket_id: '1.2', channel_name: 'private-notification-send.1' },
      headers: { 'X-CSRF-TOKEN': token },
    });
    expect(answer.status()).toBe(404);
  });
});

test('a live notification appears in /user/notification without a reload, and the header count rises', async ({ page, baseURL }) => {
  // Sam (id 2): his seeded list is short, so the new row is on the first page.
  await signIn(page, 'second@example.com');
  const subscribed = channelSubscribed(page, 'private-notification-send.2');
  await page.goto('/user/notification');
  const root = page.locator('.sf-root');
  await expect(root.getByRole('heading', { level: 1 })).toBeVisible();
  await subscribed;
  await page.waitForLoadState('networkidle');
  const rowsBefore = await root.locator('.sf-notifications li').count();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  const message = `Your refund was approved ${Date.now()}`;
  await notify(['--user', '2', message, '--type', 'success', '--url', baseURL!]);
  await expect(root.locator('.sf-notifications li').filter({ hasText: message })).toBeVisible();
  expect(await root.locator('.sf-notifications li').count()).toBe(rowsBefore + 1);
  await expect(page.locator('[data-testid="count-notification"]')).toBeVisible();
  expect(navigations).toBe(0);
});
