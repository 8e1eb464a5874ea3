import { expect, test, type Page } from '@playwright/test';
import { field, mailLink, signInOnScreen, submit } from './account-support';
import { trackPageErrors, widgetReady } from './support';

/** A 1×1 PNG, enough for the server's byte check. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function addAddress(page: Page, name: string, street: string) {
  await page.locator('.sf-root .sf-addresses__bar button').click();
  const dialog = page.locator('.sf-root dialog[open]');
  await expect(dialog).toBeVisible();
  await dialog.locator('[name="name"]').fill(name);
  await dialog.locator('[name="email"]').fill('new.shopper@example.com');
  await dialog.locator('[name="phone_no"]').fill('+1 555 0100');
  await dialog.locator('[name="postal_code"]').fill('10001');
  await dialog.locator('[name="address"]').fill(street);
  // The chained pickers: a country loads its states, a state its cities.
  await dialog.locator('[name="country_id"]').selectOption({ index: 1 });
  await expect(dialog.locator('[name="state_id"] option')).not.toHaveCount(1);
  await dialog.locator('[name="state_id"]').selectOption({ index: 1 });
  await expect(dialog.locator('[name="city_id"] option')).not.toHaveCount(1);
  await dialog.locator('[name="city_id"]').selectOption({ index: 1 });
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.sf-root .sf-addresses__list').getByText(street)).toBeVisible();
}

test('a new shopper registers, activates by mail, edits the profile, adds addresses, changes the password, signs out and back in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  const email = `shopper${Date.now()}@example.com`;

  // Register: the answer (type 0) says to check the mail and goes to login.
  await page.goto('/register');
  await widgetReady(page);
  await page.waitForLoadState('networkidle');
  await field(page, 'first_name').fill('Nora');
  await field(page, 'last_name').fill('Newcomer');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill('first-pass1');
  await field(page, 'password_confirmation').fill('first-pass1');
  const agree = field(page, 'agree');
  if (await agree.count()) await agree.check();
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: /check your mail/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Not active yet; the activation link from the development mailbox opens the account.
  const activation = await mailLink(request, email, /\/activation\//);
  await page.goto(activation);
  await expect(page).toHaveURL(/\/login$/);
  await signInOnScreen(page, email, 'first-pass1');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.locator('.sf-root .sf-account-sidebar')).toContainText('Nora Newcomer');

  // Edit the profile with a picture: the preview shows before the upload, the header follows the save.
  await page.locator('.sf-root .sf-account-sidebar nav a[href$="/user/edit-profile"]').click();
  await expect(field(page, 'first_name')).toHaveValue('Nora');
  await field(page, 'first_name').fill('Nadia');
  await field(page, 'gender').selectOption({ index: 1 });
  await field(page, 'date_of_birth').fill('1994-03-02');
  await field(page, 'image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.sf-root img[src^="blob:"]')).toBeVisible();
  await submit(page).click();
  await expect(page.locator('.sf-root .sf-account-sidebar')).toContainText('Nadia Newcomer');
  await expect(page.locator('.sf-root .sf-account-sidebar img')).toHaveAttribute('src', /\/uploads\//);

  // Two addresses through the chained pickers; the first becomes the default.
  await page.locator('.sf-root .sf-account-sidebar nav a[href$="/user/addresses"]').click();
  await addAddress(page, 'Nadia Home', '1 First Street');
  await addAddress(page, 'Nadia Work', '2 Second Avenue');
  await expect(page.locator('.sf-root .sf-addresses__list > li')).toHaveCount(2);

  // Change the password.
  await page.locator('.sf-root .sf-account-sidebar nav a[href$="/user/change-password"]').click();
  await field(page, 'current_password').fill('first-pass1');
  await field(page, 'new_password').fill('second-pass2');
  await field(page, 'confirm_password').fill('second-pass2');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: /password changed/i })).toBeVisible();

  // Sign out from the sidebar, then back in with the new password.
  await page.locator('.sf-root .sf-account-sidebar__logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await signInOnScreen(page, email, 'first-pass1');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await field(page, 'password').fill('second-pass2');
  await submit(page).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.locator('.sf-root .sf-account-sidebar')).toContainText('Nadia Newcomer');
  expect(errors).toEqual([]);
});

test('a seller applicant registers and is told the shop awaits approval', async ({ page, request }) => {
  const errors = trackPageErrors(page);
  const email = `seller${Date.now()}@example.com`;
  await page.goto('/register/seller');
  await widgetReady(page);
  await page.waitForLoadState('networkidle');
  await field(page, 'first_name').fill('Sally');
  await field(page, 'last_name').fill('Seller');
  await field(page, 'email').fill(email);
  await field(page, 'phone').fill(`+1555${String(Date.now()).slice(-7)}`);
  await field(page, 'password').fill('seller-pass1');
  await field(page, 'password_confirmation').fill('seller-pass1');
  await field(page, 'shop_name').fill(`Sally's Corner ${Date.now()}`);
  await field(page, 'address').fill('12 Market Road');
  const agree = field(page, 'agree');
  if (await agree.count()) await agree.check();
  await submit(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.sf-root .sf-signup-note')).toContainText(/approval/i);
  // The session was flushed and the token renewed: signing in right away is not refused with 419.
  await field(page, 'email').fill(email);
  await field(page, 'password').fill('seller-pass1');
  const answer = page.waitForResponse((r) => r.url().endsWith('/login') && r.request().method() === 'POST');
  await submit(page).click();
  expect((await answer).status()).toBe(200);
  // Not refused for its token: refused because the account is not activated yet, as the original says.
  await expect(page.getByRole('alert').filter({ hasText: /not Activated/i })).toBeVisible();
  await mailLink(request, email, /\/activation\//);
  expect(errors).toEqual([]);
});
