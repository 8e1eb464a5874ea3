import { expect, type Page } from '@playwright/test';
import { AR_TEXTS } from '../../examples/server/seed/lang/ar';
import { api, pageToken, productCards } from './support';

/** Buying steps the browser tests share (buying.spec.ts, lists.spec.ts): a cart, an address, an order and its payment. */
export const root = (page: Page) => page.locator('.sf-root #sf-main');
const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export async function post(page: Page, path: string, data: Record<string, unknown>) {
  const answer = await page.request.post(path, { data, headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': await pageToken(page) } });
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

export interface CartAnswer {
  carts: Array<{ id: number; seller_id: number; quantity: number }>;
  checkouts: Record<string, unknown> | [];
}
export const cartOf = (page: Page) => api<CartAnswer>(page.request, '/cart/list');

/** Puts one unit each of simple products into the cart until it has lines of `sellers` sellers. */
export async function fillCart(page: Page, sellers: number, skip = 0): Promise<void> {
  const cards = (await productCards(page.request)).filter((c) => !c.has_variant && c.current_stock >= 10);
  for (const card of cards.slice(skip)) {
    const added = await post(page, '/user/addToCart', { id: card.id, quantity: 1, variants_ids: '', variants_name: '', trx_id: '' });
    if (added.error) continue;
    const groups = Object.keys((await cartOf(page)).checkouts).length;
    if (groups >= sellers) return;
  }
  throw new Error(`no cart with ${sellers} sellers could be made`);
}

/** A shipping address (the first one of a signed-in shopper becomes the default). */
export async function addAddress(page: Page): Promise<void> {
  const { countries } = await api<{ countries: Array<{ id: number }> }>(page.request, '/get/country-list');
  for (const country of countries) {
    const { states } = await api<{ states: Array<{ id: number }> }>(page.request, `/state/by-country/${country.id}`);
    if (!states.length) continue;
    const { cities } = await api<{ cities: Array<{ id: number }> }>(page.request, `/city/by-state/${states[0].id}`);
    const saved = await post(page, '/store/user-address', {
      id: '',
      name: 'Test Buyer',
      email: 'buyer@example.com',
      phone_no: '+15550100200',
      address: '1 Market Street',
      country_id: country.id,
      state_id: states[0].id,
      city_id: cities[0]?.id ?? '',
      postal_code: '10001',
    });
    expect(saved).toMatchObject({ success: 'Address Created Successfully' });
    return;
  }
  throw new Error('no country with states');
}

// The checkout's words in either demo language (English, or the demo's Arabic file), so the buying
// steps work for a shopper who switched to Arabic.
const either = (english: string, arabic: string | undefined) => new RegExp(`^(${english}|${arabic ?? english})`);
const AGREE = either('I Agree to The', AR_TEXTS.agreement);
const CONFIRM_ORDER = either('Confirm Order', AR_TEXTS.confirm_order);

export async function agreeIfAsked(page: Page) {
  const box = root(page).getByRole('checkbox', { name: AGREE });
  if (await box.count()) await box.first().check({ timeout: 5000 });
}

/** On the checkout: waits for it to load, accepts the terms and places the order. */
export async function confirmOrder(page: Page) {
  const confirm = root(page).getByRole('button', { name: CONFIRM_ORDER });
  await expect(confirm).toBeEnabled();
  await agreeIfAsked(page);
  await confirm.click();
  await expect(page).toHaveURL(/\/payment$/);
}

export async function placeOrder(page: Page) {
  await page.goto('/checkout');
  await confirmOrder(page);
}

export async function payWith(page: Page, method: RegExp, button: RegExp) {
  await expect(root(page).getByRole('radio', { name: method })).toBeEnabled();
  await root(page).getByRole('radio', { name: method }).check();
  await agreeIfAsked(page);
  await root(page).getByRole('button', { name: button }).click();
}
