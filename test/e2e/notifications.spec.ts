import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

const run = promisify(execFile);

test('a notification published to a signed-in user shows as a notice; another user does not get it', async ({ browser, baseURL }) => {
  const jane = await browser.newPage();
  const sam = await browser.newPage();
  await signIn(jane, 'customer@example.com');
  await signIn(sam, 'second@example.com');
  for (const page of [jane, sam]) {
    await page.goto('/');
    await expect(page.locator('input#f_pusher_app_key')).toBeAttached();
    await expect(page.locator('.sf-root article').first()).toBeVisible();
  }
  // Give both sockets time to connect and authorise their private channels.
  await jane.waitForTimeout(1_500);

  const message = `Your order has shipped ${Date.now()}`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'examples/server/cli/notify.ts', '--user', '1', message, '--type', 'success', '--url', baseURL!], { cwd: process.cwd().replace(/\/test\/e2e$/, '') });
  expect(stdout).toMatch(/sent|stored|published|ok/i);

  await expect(jane.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(jane.getByRole('alert').filter({ hasText: message })).toContainText('Success');
  await sam.waitForTimeout(1_500);
  await expect(sam.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
  await jane.close();
  await sam.close();
});
