import { expect, test, type Page } from '@playwright/test';
import { SPEC_ROUTES } from '../spec-routes';
import { GUARDED, fill, samplePaths } from './route-samples';
import { signIn, trackPageErrors, widgetReady } from './support';

/**
 * The reference host page sends a nonce-based policy with no 'unsafe-inline' (routes/host-page.ts).
 * Every CSP violation, enforced or report-only, fires `securitypolicyviolation` (composed, so one
 * inside the widget's shadow root reaches the document too): the journey records them all.
 */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.disposition} ${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
      true,
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Every <style> the widget put in the page (outside its shadow root; not the page's own theme colours): whether it carries a nonce. */
const pageStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style:not(#shop-theme-colours)')].map((style) => ({
      id: style.id,
      nonced: style.nonce !== '',
    })),
  );

async function visit(page: Page, path: string, found: string[]): Promise<void> {
  await page.goto(path);
  await widgetReady(page);
  await page.waitForLoadState('networkidle');
  found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
}

test('every screen runs under the strict policy without one violation, notices included', async ({ page, request }) => {
  test.setTimeout(300_000);
  const samples = await samplePaths(request);
  const errors = trackPageErrors(page);
  await recordViolations(page);
  const found: string[] = [];
  const guarded = SPEC_ROUTES.map(([pattern]) => pattern).filter((pattern) => GUARDED.test(pattern));

  // Canary: an un-nonced <style> inside the widget's shadow root is blocked and recorded, so a
  // silent recorder cannot pass this test.
  await page.goto('/');
  await widgetReady(page);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '.sf-root { outline: 1px solid red }';
    document.querySelector('[data-storefront]')!.shadowRoot!.appendChild(style);
  });
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^enforce style-src-elem inline/)]);

  for (const [pattern] of SPEC_ROUTES) if (!GUARDED.test(pattern)) await visit(page, fill(pattern, samples), found);

  // A guest on an account page is sent to sign in with a notice: notistack (and its goober styles) load.
  await page.goto(fill(guarded[0], samples));
  await expect(page.locator('.sf-root').getByText(/^(Login First|Please sign in first\.)$/)).toBeVisible();
  expect(await pageStyles(page)).toEqual([{ id: '_goober', nonced: true }]);
  found.push(...(await violations(page)).map((v) => `notice: ${v}`));

  await signIn(page, 'customer@example.com');
  for (const pattern of guarded) await visit(page, fill(pattern, samples), found);

  expect(found).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a page without a nonce the widget adds no <style> to the page and still works', async ({ page }) => {
  // The same host page, its loader tag without the nonce and a policy that names none.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const answer = await route.fetch();
    // Such a page has no nonced style of its own either (the shop's theme colours would come from a file).
    const html = (await answer.text()).replace(/<style id="shop-theme-colours"[^>]*>[^<]*<\/style>\n?/, '').replace(/ nonce="[^"]*"/g, '');
    const policy = (answer.headers()['content-security-policy'] ?? '').replace(/ 'nonce-[^']*'/g, '').replace(" 'strict-dynamic'", '');
    await route.fulfill({ response: answer, body: html, headers: { ...answer.headers(), 'content-security-policy': policy } });
  });
  await recordViolations(page);
  await page.goto('/user/dashboard');
  await expect(page.locator('.sf-root').getByText(/^(Login First|Please sign in first\.)$/)).toBeVisible();
  expect(await pageStyles(page)).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
