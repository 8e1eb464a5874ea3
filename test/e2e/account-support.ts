import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { widgetReady } from './support';

/** Account steps the browser tests share (accounts.spec.ts, affiliate.spec.ts): mail links, form fields, signing in on screen. */
export interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to `to` in the server's development mailbox that has a link matching `link`. */
export async function mailLink(request: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/_dev/mailbox.json')).json()) as { mails: Mail[] };
      found = mails.find((m) => m.to === to && m.links.some((l) => link.test(l)))?.links.find((l) => link.test(l));
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** Fields by name: the labels come from the shop's language file, the names are the backend's. */
export const field = (page: Page, name: string) => page.locator(`.sf-root #sf-main [name="${name}"]`);
export const submit = (page: Page) => page.locator('.sf-root #sf-main form button[type="submit"]');

export async function signInOnScreen(page: Page, email: string, password: string) {
  await page.goto('/login');
  await widgetReady(page);
  await page.waitForLoadState('networkidle');
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await submit(page).click();
}
