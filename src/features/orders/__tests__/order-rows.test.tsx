import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One page of `user/profile-orders` with these rows (test/contract/account/profile-orders.json). */
function ordersPage(rows: Array<Partial<Json>>) {
  const page = fixtureAnswer<Json>('account/profile-orders', 'first-page');
  const template = page.orders.data[0];
  page.orders = {
    ...page.orders,
    data: rows.map((r, i) => ({ ...template, id: 100 + i, order_id: 10 + i, code: `YR-000000001${i}`, ...r })),
    total: rows.length,
    last_page: 1,
    next_page_url: null,
  };
  server.use(http.get(`${BASE_URL}/user/profile-orders`, () => HttpResponse.json(page)));
}

const ROWS = [
  // 1.6.7 writes "confirm" as well as "confirmed" (its partials/orders.vue words both "Confirmed").
  { delivery_status: 'confirm', payment_status: 'unpaid', payment_type: 'pay_later', order_date: '05 May 2025' },
  // A status the shop's backend added: shown as sent, not called a refund.
  { delivery_status: 'pending', payment_status: 'partially_refunded', payment_type: 'wallet', order_date: '28 May 2024' },
];

/** Each row's date, statuses and Pay Now, as a shopper reads them. */
async function readRows(tableName: string) {
  const table = await screen.findByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      const pay = within(row).queryByRole('link', { name: /^Pay Now/ });
      return [cells[0].textContent, cells[1].textContent, cells[2].textContent, pay?.getAttribute('aria-label') ?? null];
    });
}

const EXPECTED = [
  ['May 5, 2025', 'Confirmed', 'Unpaid', 'Pay Now YR-0000000010'],
  ['May 28, 2024', 'Pending', 'partially refunded', null],
];

describe('the order rows of the dashboard and the order history', () => {
  it('the order history words statuses and dates from the one table', async () => {
    ordersPage(ROWS);
    await mountApp('/user/order-history', shell({ user: signedInUser }));
    expect(await readRows('Your orders')).toEqual(EXPECTED);
  });

  it("the dashboard's latest orders read the same", async () => {
    ordersPage(ROWS);
    await mountApp('/user/dashboard', shell({ user: signedInUser }));
    expect(await readRows('Latest orders')).toEqual(EXPECTED);
  });
});
