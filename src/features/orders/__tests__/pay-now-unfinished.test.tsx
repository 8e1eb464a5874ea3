import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * An order confirm-order wrote and nothing completed (payment type "0") is listed in the history,
 * but its goods are still in the cart: paying it by its code would skip its stock, so neither the
 * order history nor the dashboard offers "Pay Now" for it. A pay-later order still gets it.
 */
function ordersPage() {
  const page = fixtureAnswer<Json>('account/profile-orders', 'first-page');
  const template = page.orders.data[0];
  const row = (i: number, over: Json) => ({ ...template, id: 200 + i, order_id: 20 + i, code: `YR-000000002${i}`, ...over });
  page.orders = {
    ...page.orders,
    data: [
      row(0, { delivery_status: 'pending', payment_status: 'unpaid', payment_type: '0' }),
      row(1, { delivery_status: 'pending', payment_status: 'unpaid', payment_type: 'pay_later' }),
    ],
    total: 2,
    count: 2,
    last_page: 1,
    total_pages: 1,
    next_page_url: null,
    has_more_data: false,
  };
  server.use(http.get(`${BASE_URL}/user/profile-orders`, () => HttpResponse.json(page)));
}

const rowOf = async (code: string) => (await screen.findByRole('rowheader', { name: new RegExp(code) })).closest('tr') as HTMLElement;

it.each([['/user/order-history'], ['/user/dashboard']])(
  '%s offers no "Pay Now" for an unfinished order, only for a payable one',
  async (path) => {
    ordersPage();
    await mountApp(path, shell({ user: signedInUser }));
    expect(within(await rowOf('YR-0000000021')).getByRole('link', { name: /^Pay Now/ })).toHaveAttribute('href', '/payment/YR-0000000021');
    expect(within(await rowOf('YR-0000000020')).queryByRole('link', { name: /Pay Now/ })).not.toBeInTheDocument();
  },
);
