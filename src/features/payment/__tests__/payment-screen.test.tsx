import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { shownText } from '../../../../test/unit/support/shown-text';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import type { Settings } from '../../../types/shop';
import { leavePage } from '../payment-redirect';

jest.mock('../payment-redirect', () => ({ leavePage: jest.fn() }));

useBackend();
jest.setTimeout(20_000);

const ON: Partial<Settings> = {
  is_stripe_activated: '1',
  pay_later_system: '1',
  wallet_system: '1',
  coupon_system: '1',
  payment_agreement: [],
};
const byTrx = fixtureAnswer('commerce/payment-order', 'by-trx');
const byCode = fixtureAnswer('commerce/payment-order', 'by-code');
const trx = byTrx.orders[0].trx_id as string;

const signedIn = (settings: Partial<Settings> = {}, user = signedInUser) =>
  shell({ user, add_ons: ['offline_payment'] }, { ...ON, ...settings });
const guestShell = () => shell({ add_ons: ['offline_payment'] }, ON);

function answer(path: string, body: unknown, method: 'get' | 'post' = 'get') {
  server.use(http[method](`${BASE_URL}/${path}`, () => HttpResponse.json(body as Record<string, unknown>)));
}

/** The invoice screen that follows a payment reads its own endpoints; they are not what these tests are about. */
function quietInvoice() {
  server.use(
    http.get(`${BASE_URL}/user/get-invoices/:trx`, () => HttpResponse.json({ error: 'Permission Denied' })),
    http.post(`${BASE_URL}/user/get-invoices/:trx`, () => HttpResponse.json({ error: 'Permission Denied' })),
    http.get(`${BASE_URL}/user/invoice/:code`, () => HttpResponse.json({ error: 'Not found' })),
    http.get(`${BASE_URL}/user/mail-order/:trx`, () => HttpResponse.json({})),
  );
}

async function methods(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Payment Method' });
  return within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.textContent!.trim());
}

const payButton = () => screen.getByRole('button', { name: /^(Pay Now|Confirm|Try again)$/ });

describe('/payment: what is offered', () => {
  it('lists the orders and the summary, and every method the settings allow a signed-in shopper', async () => {
    await mountApp('/payment', signedIn());
    expect(await methods()).toEqual([
      'Pay with stripe',
      'Pay Later',
      'Cash on Delivery',
      'Bank transfer',
      'Mobile money',
      'Pay With Wallet',
    ]);
    const orders = screen.getByRole('table');
    expect(within(orders).getByRole('cell', { name: byTrx.orders[0].code })).toBeInTheDocument();
    expect(within(orders).getByRole('cell', { name: '$114.98' })).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Price Details' });
    expect(summary).toHaveTextContent('Sub Total$129.99');
    expect(shownText(summary)).toContain('Discount−$20.00');
    expect(summary).toHaveTextContent('Shipping Cost$4.99');
    expect(summary).toHaveTextContent('Total$114.98');
    expect(screen.getByText(/Your Wallet Balance: \$125.00/)).toBeInTheDocument();
  });

  it('offers a guest neither pay later nor the wallet; check_cod hides cash on delivery', async () => {
    answer('user/payment-order', { ...byTrx, check_cod: true });
    await mountApp('/payment', guestShell());
    expect(await methods()).toEqual(['Pay with stripe', 'Bank transfer', 'Mobile money']);
  });

  it('paying by code offers only the card and the wallet, with the order by its code', async () => {
    await mountApp(`/payment/${byCode.orders[0].code}`, signedIn());
    expect(await methods()).toEqual(['Pay with stripe', 'Pay With Wallet']);
    expect(requestsTo('user/payment-order').at(-1)!.url.searchParams.get('code')).toBe(byCode.orders[0].code);
  });

  it('a short wallet is shown with its reason and cannot be chosen', async () => {
    await mountApp('/payment', signedIn({}, { ...signedInUser, balance: 10 }));
    await methods();
    const wallet = screen.getByRole('radio', { name: 'Pay With Wallet' });
    expect(wallet).toBeDisabled();
    expect(wallet).toHaveAccessibleDescription(/Your wallet balance is lower than the total/);
  });

  it('shows the refusal with a way on (Permission Declined)', async () => {
    await mountApp('/payment', signedIn());
    answer('user/payment-order', { error: 'Permission Declined' });
    await mountApp('/payment', signedIn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Permission Declined');
    expect(within(alert).getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');
    expect(within(alert).getByRole('link', { name: 'See your order history' })).toHaveAttribute('href', '/user/order-history');
  });

  it('a lost first read offers a retry that loads the orders', async () => {
    // The network stays down (the client's own quiet retry included) until the shopper asks again.
    let down = true;
    server.use(http.get(`${BASE_URL}/user/payment-order`, () => (down ? HttpResponse.error() : HttpResponse.json(byTrx))));
    await mountApp('/payment', signedIn());
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    down = false;
    await userEvent.click(retry);
    expect(await methods()).toContain('Cash on Delivery');
  });

  it('formats the totals in a 0-decimal currency', async () => {
    await mountApp('/payment', signedIn({ no_of_decimals: '0' }));
    const summary = await screen.findByRole('complementary', { name: 'Price Details' });
    expect(summary).toHaveTextContent('Total$115');
    expect(summary).not.toHaveTextContent('114.98');
  });
});

describe('/payment: paying', () => {
  it('sends cash on delivery once on a double click, refreshes the header cart and opens the invoice', async () => {
    quietInvoice();
    await mountApp('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    const button = payButton();
    expect(button).toHaveTextContent('Confirm');
    await userEvent.dblClick(button);
    await waitFor(() => expect(window.location.pathname).toBe(`/invoice/${trx}`));
    await settled();
    expect(requestsTo('user/complete-order')).toHaveLength(1);
    const sent = requestsTo('user/complete-order')[0];
    expect(sent.url.searchParams.get('code')).toBe('');
    expect(String(sent.body)).toContain('cash_on_delivery');
    expect(String(sent.body)).toContain(trx);
    expect(requestsTo('cart/list')).toHaveLength(1);
  });

  it('an offline method shows its instructions and needs the proof before anything is sent', async () => {
    await mountApp('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    const offline = screen.getByRole('region', { name: 'Bank transfer' });
    expect(await within(offline).findByText(/Transfer the total to/)).toBeInTheDocument();
    await userEvent.click(payButton());
    expect(await screen.findByText('Please upload your proof of payment.')).toBeInTheDocument();
    expect(requestsTo('user/complete-order')).toHaveLength(0);
    const input = within(offline).getByLabelText('Upload File');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    quietInvoice();
    await userEvent.click(payButton());
    await waitFor(() => expect(window.location.pathname).toBe(`/invoice/${trx}`));
    await settled();
    const sent = String(requestsTo('user/complete-order')[0].body);
    // (jsdom's File does not serialise in Node's FormData; the browser sends the file's bytes.)
    expect(sent).toMatch(/name="file"/);
    expect(sent).toMatch(/name="payment_type"\s+offline_method/);
    expect(sent).toMatch(/name="id"\s+1\s/);
  });

  it('a business refusal is announced and the shopper may choose again', async () => {
    answer('user/complete-order', { error: 'Insufficient wallet balance' }, 'post');
    await mountApp('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay With Wallet' }));
    await userEvent.click(payButton());
    expect(await findNotice('Insufficient wallet balance')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('after a lost answer it reads the orders back: completed → the invoice, without sending again', async () => {
    quietInvoice();
    server.use(
      http.post(`${BASE_URL}/user/complete-order`, () => HttpResponse.error()),
      http.get(`${BASE_URL}/user/payment-order`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('code') ? { ...byTrx, orders: [{ ...byTrx.orders[0], status: 1 }] } : byTrx,
        ),
      ),
    );
    await mountApp('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay Later' }));
    await userEvent.click(payButton());
    await waitFor(() => expect(window.location.pathname).toBe(`/invoice/${trx}`));
    expect(requestsTo('user/complete-order')).toHaveLength(1);
  });

  it('after a lost answer and orders still unpaid: says so and offers a retry', async () => {
    server.use(http.post(`${BASE_URL}/user/complete-order`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    await mountApp('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.click(payButton());
    expect(
      await screen.findByText('We could not confirm your payment. Your order is still waiting for payment.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Try again');
    expect(window.location.pathname).toBe('/payment');
  });

  it('the card goes to the gateway page of the shop (full-page navigation)', async () => {
    await mountApp('/payment', signedIn());
    await userEvent.click(await screen.findByRole('radio', { name: 'Pay with stripe' }));
    await userEvent.click(payButton());
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`${BASE_URL}/stripe/redirect?trx_id=${trx}&code=undefined`));
    expect(requestsTo('user/complete-order')).toHaveLength(0);
  });

  it('back from a declined card: says so once, and the order is still payable', async () => {
    await mountApp('/payment?payment=declined', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was declined. Your order is still waiting for payment.');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await methods()).toContain('Pay with stripe');
  });

  it('requires the payment agreement when the shop lists one', async () => {
    await mountApp('/payment', signedIn({ payment_agreement: [{ id: 1, title: 'Terms', link: 'terms' }] }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.click(payButton());
    expect(await screen.findByText('Please Accept The Terms And Conditions')).toBeInTheDocument();
    expect(requestsTo('user/complete-order')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /I Agree to The Terms/ }));
    quietInvoice();
    await userEvent.click(payButton());
    await waitFor(() => expect(requestsTo('user/complete-order')).toHaveLength(1));
  });
});
