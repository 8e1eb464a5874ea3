import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { channelSubscribed, pageToken, productCards, signIn } from './support';

const run = promisify(execFile);
const repoRoot = process.cwd().replace(/\/test\/e2e$/, '');
const notify = (userId: number, message: string, baseURL: string) =>
  run(process.execPath, ['--import', 'tsx', 'examples/server/cli/notify.ts', '--user', String(userId), message, '--url', baseURL], {
    cwd: repoRoot,
  });

/** The signed-in user's id, from the host page's shell data. */
const userId = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('storefront-shell-data')!.textContent!) as { user: { id: number } }).user.id);

/** The header's cart count. */
async function cartCount(page: Page): Promise<number> {
  return Number((await page.locator('.sf-root header a[href$="/cart"]').first().textContent())?.replace(/\D+/g, '') || 0);
}

// A shopper no other browser test sends notifications to or changes the cart of.
const SHOPPER = 'commenter@example.com';

/**
 * A fresh browser signed in as `email`, on the notification list, its private channel joined and
 * the page quiet: the starting point of every reconnect test.
 */
async function onNotificationList(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.goto('/');
  const id = await userId(page);
  const channel = `private-notification-send.${id}`;
  const subscribed = channelSubscribed(page, channel);
  await page.goto('/user/notification');
  await expect(page.locator('.sf-root').getByRole('heading', { level: 1 })).toBeVisible();
  await subscribed;
  await page.waitForLoadState('networkidle');
  return { context, page, id, channel };
}

test('after 30 s offline the widget reconnects and shows what it missed within 5 s: three notifications and the cart', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const { context, page, id } = await onNotificationList(browser, SHOPPER);
  const cartBefore = await cartCount(page);

  await context.setOffline(true);
  // Meanwhile: three notifications, and the same shopper adds to the cart in another browser.
  const stamp = Date.now();
  const messages = [1, 2, 3].map((n) => `Missed while offline ${n} (${stamp})`);
  for (const message of messages) await notify(id, message, baseURL!);
  const other = await browser.newPage();
  await signIn(other, SHOPPER);
  const cards = (await productCards(request)) as (Awaited<ReturnType<typeof productCards>>[number] & { minimum_order_quantity?: number })[];
  const product = cards.find(
    (p) => !p.has_variant && !p.is_catalog && !p.is_classified && p.current_stock > 5 && Number(p.minimum_order_quantity) === 1,
  );
  const added = await other.request.post('/user/addToCart', {
    data: { id: product!.id, quantity: 1 },
    headers: { 'X-CSRF-TOKEN': await pageToken(other), 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(await added.json()).toMatchObject({ success: expect.any(String) });
  await other.close();
  await page.waitForTimeout(31_000);

  await context.setOffline(false);
  const list = page.locator('.sf-root .sf-notifications li');
  for (const message of messages) await expect(list.filter({ hasText: message })).toHaveCount(1, { timeout: 5_000 });
  await expect.poll(() => cartCount(page), { timeout: 5_000 }).toBeGreaterThan(cartBefore);
  await context.close();
});

test("a second shopper never receives another's events and cannot listen on their channel", async ({ browser, baseURL }) => {
  const jane = await browser.newPage();
  const sam = await browser.newPage();
  await signIn(jane, 'customer@example.com');
  await signIn(sam, 'second@example.com');
  await jane.goto('/');
  await sam.goto('/');
  const [janeId, samId] = [await userId(jane), await userId(sam)];
  const subscribed = [
    channelSubscribed(jane, `private-notification-send.${janeId}`),
    channelSubscribed(sam, `private-notification-send.${samId}`),
  ];
  await jane.goto('/');
  await sam.goto('/');
  await Promise.all(subscribed);

  const message = `For Jane only ${Date.now()}`;
  await notify(janeId, message, baseURL!);
  await expect(jane.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await sam.waitForTimeout(1_500);
  await expect(sam.getByText(message)).toHaveCount(0);

  // Sam's session asking to join Jane's private channel is refused.
  const refused = await sam.request.post('/broadcasting/auth', {
    form: { socket_id: '1234.5678', channel_name: `private-notification-send.${janeId}` },
    headers: { 'X-CSRF-TOKEN': await pageToken(sam), 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(refused.status()).toBe(403);
  await jane.close();
  await sam.close();
});

test('when the server cuts the socket and refuses it for 8 s, the widget gets back on with growing pauses and shows what it missed within 5 s', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A shopper no other browser test sends notifications to.
  const { context, page, id, channel } = await onNotificationList(browser, 'retry@example.com');

  // Every socket the widget opens from now on, and the moment its channel is joined again.
  const opened: number[] = [];
  page.on('websocket', () => opened.push(Date.now()));
  const rejoined = channelSubscribed(page, channel, 60_000).then(() => Date.now());
  // Only this browser's session loses its socket (the test server's other sessions keep theirs).
  const cut = await page.request.post('/_dev/realtime/outage', {
    data: { seconds: 8 },
    headers: { 'X-CSRF-TOKEN': await pageToken(page), 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(await cut.json()).toEqual({ cut: 1, seconds: 8 });
  const outageEnds = Date.now() + 8_000;
  const stamp = Date.now();
  const messages = [1, 2, 3].map((n) => `Missed while cut off ${n} (${stamp})`);
  for (const message of messages) await notify(id, message, baseURL!);

  const back = await rejoined;
  expect(back).toBeGreaterThanOrEqual(outageEnds - 250);
  // Attempts with growing pauses (pusher-js alone tries twice, then waits out its 15 s time-out),
  // not a tight loop: a handful during the 8 s, not dozens.
  const during = opened.filter((at) => at < outageEnds);
  expect(during.length).toBeGreaterThanOrEqual(3);
  expect(during.length).toBeLessThanOrEqual(8);
  // Back within one pause (at most 16 s by then) of the server coming back.
  expect(back - outageEnds).toBeLessThan(17_000);
  const list = page.locator('.sf-root .sf-notifications li');
  for (const message of messages) await expect(list.filter({ hasText: message })).toHaveCount(1, { timeout: 5_000 });
  console.log(
    `socket attempts at ${opened.map((at) => at - (outageEnds - 8000)).join(', ')} ms; back ${back - outageEnds} ms after the outage ended`,
  );
  await context.close();
});
