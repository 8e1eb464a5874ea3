import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { shownText } from '../../../../test/unit/support/shown-text';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

const signedIn = (settings = {}) => shell({ user: signedInUser }, settings);
const cartCount = () => screen.getByTestId('count-cart').textContent;

function answer(method: 'get' | 'post', path: string, body: unknown) {
  server.use(http[method](`${BASE_URL}/${path}`, () => HttpResponse.json(body as Record<string, unknown>)));
}

async function groups() {
  await screen.findByRole('heading', { level: 2, name: 'Acme Store' });
  return screen.getAllByRole('region').filter((r) => r.classList.contains('sf-cart__group'));
}

describe('/cart', () => {
  it('groups the lines by seller (in-house under the shop name), with unit price, line total and the summary', async () => {
    await mountApp('/cart', signedIn());
    const [inHouse, acme] = await groups();
    expect(within(inHouse).getByRole('heading', { level: 2 })).toHaveTextContent('Yoori Demo Store');
    const shirt = within(acme).getByRole('row', { name: /Classic Cotton T-Shirt/ });
    expect(within(shirt).getByRole('link', { name: 'Classic Cotton T-Shirt' })).toHaveAttribute(
      'href',
      '/product/classic-cotton-t-shirt-x7k2',
    );
    expect(within(shirt).getByRole('img', { name: 'Classic Cotton T-Shirt' })).toBeInTheDocument();
    expect(shirt).toHaveTextContent('Red-M');
    // Unit price = price − discount (25 − 2.5); line total × 1.
    expect(within(shirt).getAllByText('$22.50')).toHaveLength(2);
    const lamp = within(inHouse).getByRole('row', { name: /Desk Lamp/ });
    expect(lamp).toHaveTextContent('$39.00');
    expect(lamp).toHaveTextContent('$78.00');
    // Sub total 103, discount 2.50, shipping 2 × 4.99, coupon 2.50 → 107.98.
    const summary = screen.getByRole('complementary', { name: 'Price Details' });
    expect(summary).toHaveTextContent('Sub Total$103.00');
    expect(shownText(summary)).toContain('Discount−$2.50');
    expect(summary).toHaveTextContent('Shipping Cost$9.98');
    expect(shownText(summary)).toContain('Coupon Discount−$2.50');
    // The applied coupon's line words its discount the same way.
    expect(shownText(summary)).toContain('Summer 10: −$2.50');
    expect(summary).toHaveTextContent('Total$107.98');
    // The header counts the same lines.
    expect(cartCount()).toBe('2'); // lines, not units (1.6.7 header.vue)
  });

  it('steps a quantity with cart/update; − stops at the minimum, + at the stock', async () => {
    await mountApp('/cart', signedIn());
    const [, acme] = await groups();
    expect(within(acme).getByRole('button', { name: 'One less: Classic Cotton T-Shirt' })).toBeDisabled();
    await userEvent.click(within(acme).getByRole('button', { name: 'One more: Classic Cotton T-Shirt' }));
    await waitFor(() => expect(requestsTo('cart/update')).toHaveLength(1));
    await settled();
    expect(requestsTo('cart/update')[0].body).toEqual({ id: 88, quantity: 1 });

    const full = structuredClone(
      fixtureAnswer<{ carts: Array<{ quantity: number; current_stock: number }> }>('commerce/cart-list', 'with-lines'),
    );
    full.carts[0].quantity = 14;
    answer('get', 'cart/list', full);
    await mountApp('/cart', signedIn());
    const [, acme2] = await groups();
    await waitFor(() => expect(within(acme2).getByRole('button', { name: 'One more: Classic Cotton T-Shirt' })).toBeDisabled());
    expect(acme2).toHaveTextContent('Only 14 items available at this time');
    await waitFor(() => expect(cartCount()).toBe('2'));
  });

  it('removes a line after confirming; the header count follows', async () => {
    await mountApp('/cart', signedIn());
    const [, acme] = await groups();
    await userEvent.click(within(acme).getByRole('button', { name: 'Remove Classic Cotton T-Shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this product?' });
    expect(requestsTo('cart/delete/88')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Classic Cotton T-Shirt/ })).not.toBeInTheDocument());
    expect(requestsTo('cart/delete/88')).toHaveLength(1);
    expect(cartCount()).toBe('1');
  });

  it('applies a coupon (success notice) and shows a refusal beside the box', async () => {
    await mountApp('/cart', signedIn());
    const [, acme] = await groups();
    const field = within(acme).getByLabelText('Enter Coupon Code');
    await userEvent.type(field, 'NOPE');
    await userEvent.click(within(acme).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(acme).getByRole('alert')).toHaveTextContent('Coupon Not Found'));
    await userEvent.type(field, 'SAVE5');
    await userEvent.click(within(acme).getByRole('button', { name: 'Apply' }));
    await findNotice('coupon applied');
    await settled();
    expect(requestsTo('user/apply_coupon').at(-1)!.body).toEqual({ coupon_code: 'SAVE5', trx_id: 'Qm3xT9aB2cD4eF6gH8iJk' });
    expect(screen.getByRole('button', { name: 'Remove coupon Save 5' })).toBeInTheDocument();
  });

  it('shows totals in another currency (0 decimals)', async () => {
    const base = shell();
    const yen = { ...base.currencies[0], id: 99, code: 'JPY', symbol: '¥', exchange_rate: 150, no_of_decimals: 0 };
    await mountApp('/cart', { ...signedIn(), currencies: [...base.currencies, yen], active_currency: yen } as ReturnType<typeof shell>);
    await groups();
    const summary = screen.getByRole('complementary', { name: 'Price Details' });
    // 107.98 × 150 = 16197.
    expect(summary).toHaveTextContent(/Total¥16,197/);
  });

  it('the empty cart links back to shopping', async () => {
    answer('get', 'cart/list', { carts: [], checkouts: [], coupons: [] });
    await mountApp('/cart', shell());
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products/all');
  });

  it('a guest is sent to sign in when guest checkout is off', async () => {
    await mountApp('/cart', shell({}, { disable_guest: 1 } as never));
    await groups();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    await findNotice('Login First');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
