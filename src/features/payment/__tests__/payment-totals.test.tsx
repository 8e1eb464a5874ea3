import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { shownText } from '../../../../test/unit/support/shown-text';
import { mountApp } from '../../../../test/unit/support/mount-app';

useBackend();
jest.setTimeout(20_000);

/**
 * A checkout with two sellers and a coupon (summary 88.98), then the orders the backend wrote for it:
 * the original 1.6.7 adds the coupon once per seller group (78.98 in all), the reference server does not.
 */
function backend(paymentCase: 'two-sellers-coupon' | 'two-sellers-coupon-corrected') {
  server.use(
    http.get(`${BASE_URL}/user/address`, () => HttpResponse.json(fixtureAnswer('commerce/user-address-checkout', 'customer-two-sellers'))),
    http.post(`${BASE_URL}/user/confirm-order`, () => HttpResponse.json(fixtureAnswer('commerce/confirm-order', 'two-sellers-coupon'))),
    http.get(`${BASE_URL}/user/payment-order`, () => HttpResponse.json(fixtureAnswer('commerce/payment-order', paymentCase))),
  );
}

const summary = () => screen.getByRole('complementary', { name: 'Price Details' });
const row = (label: string) => shownText(within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling);
const DIFFERS = /You will be charged/;

/** From the checkout to the payment page, as a shopper does it. */
async function placeOrder() {
  await mountApp('/checkout', shell({ user: signedInUser }));
  await screen.findByRole('heading', { level: 1, name: 'Check Out' });
  expect(row('Total')).toBe('$88.98');
  await userEvent.click(screen.getByRole('checkbox', { name: /I Agree to The Privacy Policy/ }));
  await userEvent.click(within(summary()).getByRole('button', { name: 'Confirm Order' }));
  await waitFor(() => expect(window.location.pathname).toBe('/payment'));
  await screen.findByRole('table');
}

describe('/payment: the figures are the orders the backend will charge', () => {
  it("the original's two-seller coupon orders: their own total, and one line saying it is not the checkout's", async () => {
    backend('two-sellers-coupon');
    await placeOrder();
    const orders = screen.getByRole('table');
    expect(within(orders).getByRole('cell', { name: '$44.99' })).toBeInTheDocument();
    expect(within(orders).getByRole('cell', { name: '$33.99' })).toBeInTheDocument();
    expect(row('Sub Total')).toBe('$89.00');
    expect(row('Coupon Discount')).toBe('−$15.00');
    expect(row('Total')).toBe('$78.98');
    expect(within(summary()).getByText(DIFFERS)).toHaveTextContent(
      'You will be charged $78.98 for these orders, not the $88.98 shown at checkout.',
    );
  });

  it("orders that add up to the checkout's summary need no such line", async () => {
    backend('two-sellers-coupon-corrected');
    await placeOrder();
    expect(within(screen.getByRole('table')).getByRole('cell', { name: '$43.99' })).toBeInTheDocument();
    expect(row('Coupon Discount')).toBe('−$5.00');
    expect(row('Total')).toBe('$88.98');
    expect(within(summary()).queryByText(DIFFERS)).not.toBeInTheDocument();
  });

  it('opened without a checkout before (a reload, a link), the orders are shown as they are, with nothing to compare', async () => {
    backend('two-sellers-coupon');
    await mountApp('/payment', shell({ user: signedInUser }));
    await screen.findByRole('table');
    expect(row('Total')).toBe('$78.98');
    expect(within(summary()).queryByText(DIFFERS)).not.toBeInTheDocument();
  });
});
