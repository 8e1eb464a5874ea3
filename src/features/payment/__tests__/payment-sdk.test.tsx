/**
 * The in-page providers on /payment, with a fake provider global in place of each real script
 * (load-script is replaced: jsdom runs no scripts). What the shopper sees and what reaches the
 * server: the script only when paying with it, the provider's answer posted once, and a decline,
 * a cancel or an unreachable script leaving the order payable with a message.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { Currency, Settings } from '../../../types/shop';
import { loadScript, ScriptLoadError } from '../sdk/load-script';

jest.mock('../sdk/load-script', () => {
  const actual = jest.requireActual('../sdk/load-script');
  return { ...actual, loadScript: jest.fn(() => Promise.resolve()) };
});
const load = loadScript as jest.MockedFunction<typeof loadScript>;

useBackend();
jest.setTimeout(20_000);

/* eslint-disable @typescript-eslint/no-explicit-any -- fake provider globals */
const w = window as any;
const byTrx = fixtureAnswer('commerce/payment-order', 'by-trx');
const trx = byTrx.orders[0].trx_id as string;
const NGN: Currency = { id: 90, name: 'Naira', symbol: '₦', code: 'NGN', exchange_rate: 1500 };
const INR: Currency = { id: 91, name: 'Rupee', symbol: '₹', code: 'INR', exchange_rate: 80 };

const SDK_ON: Partial<Settings> = {
  payment_agreement: [],
  is_paystack_activated: '1',
  paystack_pk: 'pk_test_1',
  is_razorpay_activated: '1',
  razor_key: 'rzp_test_1',
  is_paypal_activated: '1',
  paypal_key: 'client-1',
  is_google_pay_activated: '1',
  is_kkiapay_activated: '1',
  kkiapay_public_key: 'kk_1',
  is_mid_trans_activated: '1',
};
function page(settings: Partial<Settings> = {}) {
  const base = shell({ user: signedInUser }, { ...SDK_ON, ...settings });
  return { ...base, currencies: [...base.currencies, NGN, INR] };
}

function paymentOrder(extra: Record<string, unknown> = {}) {
  server.use(http.get(`${BASE_URL}/user/payment-order`, () => HttpResponse.json({ ...byTrx, indian_currency: INR, ...extra })));
}
function orderDone() {
  server.use(
    http.post(`${BASE_URL}/user/complete-order`, () => HttpResponse.json(fixtureAnswer('commerce/complete-order', 'cash-on-delivery'))),
    http.get(`${BASE_URL}/user/get-invoices/:trx`, () => HttpResponse.json({ error: 'Permission Denied' })),
    http.post(`${BASE_URL}/user/get-invoices/:trx`, () => HttpResponse.json({ error: 'Permission Denied' })),
  );
}

async function methods(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Payment Method' });
  return within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.textContent!.trim());
}
const payNow = () => screen.getByRole('button', { name: /^(Pay Now|Try again)$/ });
async function payWith(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name }));
  await userEvent.click(payNow());
}
const sentBody = (i = 0) => requestsTo('user/complete-order')[i].body as Record<string, unknown>;

beforeEach(() => {
  load.mockClear();
  load.mockImplementation(() => Promise.resolve());
  for (const name of ['PaystackPop', 'Razorpay', 'paypal_sdk', 'google', 'snap']) delete w[name];
});

describe('/payment: in-page providers offered', () => {
  it('lists each provider whose setting, key and currency the shop has, and loads no provider script for it', async () => {
    paymentOrder();
    await mountApp('/payment', page());
    expect(await methods()).toEqual(
      expect.arrayContaining(['Pay with PayPal', 'Pay with Razorpay', 'Pay with PayStack', 'Pay with Google Pay']),
    );
    // Kkiapay needs payment-order's XOF row, Midtrans its Snap token (and IDR): neither is there.
    expect(await methods()).not.toEqual(expect.arrayContaining(['Pay with Kkiapay']));
    expect(await methods()).not.toEqual(expect.arrayContaining(['Pay with Mid Trans']));
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with PayStack' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('offers none of them when the settings are off', async () => {
    paymentOrder();
    await mountApp('/payment', shell({ user: signedInUser }, { payment_agreement: [], is_stripe_activated: '1' }));
    expect((await methods()).filter((m) => /PayPal|Razorpay|PayStack|Google Pay/.test(m))).toEqual([]);
  });
});

describe('/payment: paying in a provider window', () => {
  it('Paystack: loads its script on Pay Now, charges the total in kobo, posts the reference once and opens the invoice', async () => {
    let options: any;
    const openIframe = jest.fn();
    w.PaystackPop = { setup: jest.fn((o: unknown) => ((options = o), { openIframe })) };
    paymentOrder();
    orderDone();
    await mountApp('/payment', page());
    await payWith('Pay with PayStack');
    await waitFor(() => expect(openIframe).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith('https://js.paystack.co/v1/inline.js', expect.anything());
    expect(options).toMatchObject({ key: 'pk_test_1', amount: 11498, currency: 'USD', email: signedInUser.email });
    expect(screen.getByRole('status')).toHaveTextContent('Finish paying in the payment window.');
    expect(payNow()).toBeDisabled();

    await act(async () => {
      options.callback({ status: 'success', reference: 'ref-1' });
      options.callback({ status: 'success', reference: 'ref-1' }); // a provider that answers twice
    });
    await waitFor(() => expect(window.location.pathname).toBe(`/invoice/${trx}`));
    await settled();
    expect(requestsTo('user/complete-order')).toHaveLength(1);
    expect(sentBody()).toMatchObject({ payment_type: 'paystack', ref: 'ref-1', trx_id: trx, code: '', amount: '114.98' });
  });

  it('Razorpay declined: says so, sends nothing, and the order can be paid again', async () => {
    const instances: any[] = [];
    w.Razorpay = jest.fn(function (this: any, o: unknown) {
      this.options = o;
      this.handlers = {};
      this.on = (event: string, fn: () => void) => (this.handlers[event] = fn);
      this.open = jest.fn();
      instances.push(this);
    });
    paymentOrder();
    await mountApp('/payment', page());
    await payWith('Pay with Razorpay');
    await waitFor(() => expect(instances[0]?.open).toHaveBeenCalled());
    expect(load).toHaveBeenCalledWith(`${BASE_URL}/public/frontend/js/razor_pay_checkout.js`, expect.anything());
    // 114.98 × 100 paise × the INR rate.
    expect(instances[0].options).toMatchObject({ key: 'rzp_test_1', amount: 919840 });

    act(() => instances[0].handlers['payment.failed']({ error: { code: 'BAD_REQUEST_ERROR' } }));
    expect(await screen.findByText('The payment was declined. Your order is still waiting for payment.')).toBeInTheDocument();
    expect(requestsTo('user/complete-order')).toHaveLength(0);
    expect(payNow()).toBeEnabled();
    // A late success from the closed window changes nothing.
    act(() => instances[0].options.handler({ razorpay_payment_id: 'pay_late' }));
    await settled();
    expect(requestsTo('user/complete-order')).toHaveLength(0);

    await userEvent.click(payNow());
    await waitFor(() => expect(instances).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Google Pay cancelled: says so and sends nothing', async () => {
    const loadPaymentData = jest.fn(() => Promise.reject({ statusCode: 'CANCELED' }));
    w.google = { payments: { api: { PaymentsClient: jest.fn(() => ({ loadPaymentData })) } } };
    paymentOrder();
    await mountApp('/payment', page());
    await payWith('Pay with Google Pay');
    expect(await screen.findByText('The payment was cancelled. Your order is still waiting for payment.')).toBeInTheDocument();
    expect(loadPaymentData).toHaveBeenCalledWith(
      expect.objectContaining({ transactionInfo: expect.objectContaining({ totalPrice: '114.98', currencyCode: 'USD' }) }),
    );
    expect(requestsTo('user/complete-order')).toHaveLength(0);
  });

  it('PayPal draws its button on the page; its approval is captured and posted with the code and trx in the query', async () => {
    let options: any;
    const render = jest.fn();
    w.paypal_sdk = { Buttons: jest.fn((o: unknown) => ((options = o), { render })) };
    paymentOrder();
    orderDone();
    await mountApp('/payment', page());
    await payWith('Pay with PayPal');
    await waitFor(() => expect(render).toHaveBeenCalledWith(expect.any(HTMLElement)));
    expect(load).toHaveBeenCalledWith('https://www.paypal.com/sdk/js?client-id=client-1', {
      attributes: { 'data-namespace': 'paypal_sdk' },
    });
    const create = jest.fn(() => 'ORDER-1');
    act(() => options.createOrder({}, { order: { create } }));
    expect(create).toHaveBeenCalledWith({
      purchase_units: [{ description: 'Product Purchase', amount: { currency_code: 'USD', value: '114.98' } }],
    });
    await act(() =>
      options.onApprove({ orderID: 'ORDER-1', payerID: 'P1' }, { order: { capture: () => Promise.resolve({ id: 'ORDER-1' }) } }),
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/invoice/${trx}`));
    const sent = requestsTo('user/complete-order')[0];
    expect(sent.url.searchParams.get('trx_id')).toBe(trx);
    expect(sentBody()).toMatchObject({ payment_type: 'paypal', orderID: 'ORDER-1', order: { id: 'ORDER-1' } });
  });

  it('while PayPal’s button waits, the shopper may choose another method; a late PayPal approval then sends nothing', async () => {
    let options: any;
    w.paypal_sdk = { Buttons: jest.fn((o: unknown) => ((options = o), { render: jest.fn() })) };
    paymentOrder();
    await mountApp('/payment', page());
    await payWith('Pay with PayPal');
    await waitFor(() => expect(options).toBeDefined());
    expect(payNow()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay with Google Pay' }));
    expect(payNow()).toBeEnabled();
    await act(() => options.onApprove({ orderID: 'LATE' }, { order: { capture: () => Promise.resolve({ id: 'LATE' }) } }));
    await settled();
    expect(requestsTo('user/complete-order')).toHaveLength(0);
  });

  it('an unreachable provider script: says so, and the order stays payable', async () => {
    load.mockImplementation((url: string) => Promise.reject(new ScriptLoadError(url, 'timeout')));
    paymentOrder();
    await mountApp('/payment', page());
    await payWith('Pay with PayStack');
    expect(
      await screen.findByText('The payment service could not be reached. Your order is still waiting for payment.'),
    ).toBeInTheDocument();
    expect(payNow()).toBeEnabled();
    expect(requestsTo('user/complete-order')).toHaveLength(0);
  });

  it('a refusal of the reference by the server is shown and nothing is paid', async () => {
    let options: any;
    w.PaystackPop = { setup: (o: unknown) => ((options = o), { openIframe: () => undefined }) };
    paymentOrder();
    server.use(http.post(`${BASE_URL}/user/complete-order`, () => HttpResponse.json({ error: 'Transaction Cant be Completed' })));
    await mountApp('/payment', page());
    await payWith('Pay with PayStack');
    await waitFor(() => expect(options).toBeDefined());
    act(() => options.callback({ status: 'success', reference: 'bad' }));
    expect(await screen.findByText('Transaction Cant be Completed', { selector: '.sf-payment__problem' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payment');
  });
});
