import { expect, test, type Page, type Request } from '@playwright/test';
import { expectAccessible, RECAPTCHA_URL, trackPageErrors, widgetReady } from './support';

/**
 * A shop with Google reCAPTCHA v2 on (the fourth server of playwright.config.ts). There is no
 * network to Google here, so page.route answers Google's script URL with a stand-in that behaves
 * like it where it matters: it calls the `onload` global named in its URL, and it refuses a
 * container the document cannot reach (Google's frames find each other through the document, so
 * its box never works inside a shadow root). Its checkbox reports a token through `callback`.
 */
const GOOGLE_STAND_IN = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  const widgets = [];
  window.grecaptcha = {
    render(container, params) {
      if (!(container instanceof HTMLElement) || !document.contains(container)) throw new Error('reCAPTCHA placeholder element must be in the document');
      const box = document.createElement('input');
      box.type = 'checkbox';
      box.setAttribute('aria-label', "I'm not a robot");
      const compact = params.size === 'compact';
      box.style.cssText = 'display:block;margin:0;width:' + (compact ? 164 : 304) + 'px;height:' + (compact ? 144 : 78) + 'px';
      box.dataset.size = params.size || 'normal';
      box.dataset.sitekey = params.sitekey;
      const id = widgets.length;
      box.addEventListener('change', () => { if (box.checked) params.callback('stand-in-token-' + (id + 1)); });
      container.appendChild(box);
      widgets.push(box);
      return id;
    },
    getResponse(id) { return widgets[id || 0].checked ? 'stand-in-token-' + ((id || 0) + 1) : ''; },
    reset(id) { widgets[id || 0].checked = false; },
  };
  window[onload]();
})();`;

const isGoogleScript = (url: URL) => url.origin === 'https://www.google.com' && url.pathname === '/recaptcha/api.js';

/** Google's script answered by the stand-in (or refused), and nothing else allowed off the site. */
async function routeGoogle(page: Page, answer: 'stand-in' | 'blocked' = 'stand-in') {
  const scripts: string[] = [];
  const foreign: string[] = [];
  await page.route(
    (url) => url.origin !== new URL(RECAPTCHA_URL).origin,
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  await page.route(isGoogleScript, (route) => {
    scripts.push(route.request().url());
    return answer === 'blocked' ? route.abort('blockedbyclient') : route.fulfill({ contentType: 'text/javascript', body: GOOGLE_STAND_IN });
  });
  return { scripts, foreign };
}

test('signs in by e-mail with the box ticked; the script loads only on the sign-in screen, once, and the box lives where Google can reach it', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const google = await routeGoogle(page);
  const logins: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') logins.push(request);
  });

  // The home load does not fetch Google's script.
  await page.goto(`${RECAPTCHA_URL}/`);
  await widgetReady(page);
  await page.waitForLoadState('networkidle');
  expect(google.scripts).toEqual([]);

  const root = page.locator('.sf-root');
  await root.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  const box = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(box).toBeVisible();
  expect(google.scripts).toHaveLength(1);
  const script = new URL(google.scripts[0]);
  expect(Object.fromEntries(script.searchParams)).toEqual({ render: 'explicit', hl: 'en', onload: 'storefrontRecaptchaReady' });
  expect(await box.getAttribute('data-sitekey')).toBe('test');
  // In the page's own DOM (a child of the widget's shadow host), shown inside the form through a slot.
  expect(await box.evaluate((el) => el.getRootNode() === document && Boolean(el.parentElement?.parentElement?.shadowRoot))).toBe(true);
  const slotBox = await root.locator('.sf-captcha__box').boundingBox();
  const shown = await box.boundingBox();
  expect(shown && slotBox && shown.y >= slotBox.y && shown.y < slotBox.y + slotBox.height).toBe(true);

  // Not ticked: the form says so and sends nothing.
  await root.getByLabel(/^Email/).fill('customer@example.com');
  await root.getByLabel('Password').fill('password123');
  await root.getByRole('button', { name: 'Sign in' }).click();
  // The demo language file has the original's wording for this key.
  await expect(root.locator('.sf-field__error')).toHaveText('Verify Google Recaptcha');
  expect(logins).toHaveLength(0);
  await expectAccessible(page, 'sign-in with the reCAPTCHA box');

  await box.check();
  await root.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(logins).toHaveLength(1);
  expect(logins[0].postDataJSON()).toEqual({
    email: 'customer@example.com',
    password: 'password123',
    remember: 0,
    captcha: 'stand-in-token-1',
  });
  // Leaving the screen takes the box away; the script stays loaded (one request in all).
  await expect(box).toHaveCount(0);
  expect(google.scripts).toHaveLength(1);
  expect(google.foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('at 320 px the compact box fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await routeGoogle(page);
  await page.goto(`${RECAPTCHA_URL}/login`);
  const box = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(box).toBeVisible();
  expect(await box.getAttribute('data-size')).toBe('compact');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('a blocked script: the form says it cannot be sent, sends nothing, and offers to try again', async ({ page }) => {
  const google = await routeGoogle(page, 'blocked');
  let logins = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') logins += 1;
  });
  await page.goto(`${RECAPTCHA_URL}/login`);
  const root = page.locator('.sf-root');
  await expect(root.getByText(/could not be loaded, so this form cannot be sent/)).toBeVisible();
  await root.getByLabel(/^Email/).fill('customer@example.com');
  await root.getByLabel('Password').fill('password123');
  await root.getByRole('button', { name: 'Sign in' }).click();
  await expect(root.locator('.sf-field__error')).toHaveText('Verify Google Recaptcha');
  expect(logins).toBe(0);
  await expectAccessible(page, 'sign-in without the reCAPTCHA script');
  await root.getByRole('button', { name: /^Try again$/ }).click();
  await expect.poll(() => google.scripts.length).toBe(2);
});
