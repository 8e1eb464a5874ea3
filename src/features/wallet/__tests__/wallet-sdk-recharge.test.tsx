/**
 * Recharging the wallet through an in-page provider, with a fake provider global in place of each
 * real script (load-script is replaced: jsdom runs no scripts). What the shopper sees and what
 * reaches the server: the providers 1.6.7's wallet offers, the provider's answer posted once to
 * user/recharge-wallet with the amount as typed, and a cancel or decline posting nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import type { Currency, Settings } from '../../../types/shop';
import { loadScript } from '../../payment/sdk/load-script';

jest.mock('../../payment/sdk/load-script', () => {
  const actual = jest.requireActual('../../payment/sdk/load-script');
  return { ...actual, loadScript: jest.fn(() => Promise.resolve()) };
});
const load = loadScript as jest.MockedFunction<typeof loadScript>;

jest.setTimeout(20_000);
useBackend();

/* eslint-disable @typescript-eslint/no-explicit-any -- fake provider globals */
const w = window as any;
const NGN: Currency = { id: 90, name: 'Naira', symbol: '₦', code: 'NGN', exchange_rate: 1500 };
const INR: Currency = { id: 91, name: 'Rupee', symbol: '₹', code: 'INR', exchange_rate: 80 };

const SDK_ON: Partial<Settings> = {
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

async function openDialog() {
  const base = shell({ user: signedInUser }, SDK_ON);
  await mountApp('/my-wallet', { ...base, currencies: [...base.currencies, NGN, INR] });
  await userEvent.click(await screen.findByRole('button', { name: 'Recharge Wallet' }));
  return screen.findByRole('dialog', { name: 'Wallet Recharge' });
}

async function methodsOf(dialog: HTMLElement): Promise<string[]> {
  await within(dialog).findByRole('radio', { name: 'Pay with PayPal' });
  return within(dialog)
    .getAllByRole('radio')
    .map((r) => (r as HTMLInputElement).labels![0].textContent!.trim());
}

async function payWith(dialog: HTMLElement, method: string, amount = '12.50') {
  await userEvent.type(within(dialog).getByLabelText('Amount'), amount);
  await userEvent.click(within(dialog).getByRole('radio', { name: method }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
}

beforeEach(() => {
  load.mockClear();
  for (const name of ['PaystackPop', 'Razorpay', 'paypal_sdk', 'google', 'snap']) delete w[name];
});

describe('/my-wallet: recharging through an in-page provider', () => {
  it("offers the providers 1.6.7's wallet offers (Midtrans has no Snap token there) and loads no script for them", async () => {
    const dialog = await openDialog();
    const methods = await methodsOf(dialog);
    // Kkiapay and Razorpay: wallet-data has the XOF and INR rows they charge in.
    expect(methods).toEqual(
      expect.arrayContaining(['Pay with PayPal', 'Pay with Razorpay', 'Pay with PayStack', 'Pay with Kkiapay', 'Pay with Google Pay']),
    );
    expect(methods).not.toEqual(expect.arrayContaining(['Pay with Mid Trans']));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with PayPal' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('PayPal: its button in the dialog; on approval the recharge is posted once as typed, shown pending, the balance read again', async () => {
    let options: any;
    let rendered: HTMLElement | null = null;
    w.paypal_sdk = {
      Buttons: jest.fn((o: unknown) => ((options = o), { render: (el: HTMLElement) => (rendered = el), close: jest.fn() })),
    };
    const approved = fixtureAnswer<{ recharges: { data: unknown[] } }>('loyalty/recharge-wallet', 'sdk-paypal-approved');
    server.use(http.post(`${BASE_URL}/user/recharge-wallet`, () => HttpResponse.json(approved)));
    const dialog = await openDialog();
    await methodsOf(dialog);
    await settled();
    const checksBefore = requestsTo('home/check-auth').length;
    await payWith(dialog, 'Pay with PayPal');
    await waitFor(() => expect(rendered).not.toBeNull());
    expect(load).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/www\.paypal\.com\/sdk\/js\?client-id=client-1/), expect.anything());
    expect(dialog.contains(rendered)).toBe(true);
    const order = await options.createOrder({}, { order: { create: (o: any) => o } });
    expect(order.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '12.50' });

    const capture = { id: 'PAYPAL-ORDER-1', status: 'COMPLETED' };
    await act(async () => {
      await options.onApprove({ orderID: 'PAYPAL-ORDER-1', payerID: 'P1' }, { order: { capture: async () => capture } });
    });
    expect(await findNotice('The recharge is added to your balance once the shop approves it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settled();
    expect(requestsTo('user/recharge-wallet')).toHaveLength(1);
    expect(requestsTo('user/recharge-wallet')[0].body).toMatchObject({
      payment_type: 'paypal',
      amount: '12.50',
      orderID: 'PAYPAL-ORDER-1',
      order: capture,
    });
    expect(requestsTo('user/complete-order')).toHaveLength(0);
    expect(requestsTo('home/check-auth').length).toBeGreaterThan(checksBefore);
    const history = within(screen.getByRole('region', { name: 'Wallet History' }));
    expect(history.getAllByRole('row')[1]).toHaveTextContent('Pending');
    expect(history.getAllByRole('row')[1]).toHaveTextContent('paypal');
  });

  it('Paystack cancelled, then declined: nothing is posted, the shopper is told, the dialog stays to try again', async () => {
    let options: any;
    const openIframe = jest.fn();
    w.PaystackPop = { setup: jest.fn((o: unknown) => ((options = o), { openIframe })) };
    const dialog = await openDialog();
    await methodsOf(dialog);
    await payWith(dialog, 'Pay with PayStack');
    await waitFor(() => expect(openIframe).toHaveBeenCalledTimes(1));
    // 12.50 USD charged in kobo of the active currency (USD here).
    expect(options).toMatchObject({ key: 'pk_test_1', amount: 1250, email: expect.stringMatching(/@/) });
    await act(async () => options.onClose());
    expect(await findNotice('The payment was cancelled. Nothing was added to your wallet.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Wallet Recharge' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(openIframe).toHaveBeenCalledTimes(2));
    await act(async () => options.callback({ status: 'failed', reference: 'ref-2' }));
    expect(await findNotice('The payment was declined. Nothing was added to your wallet.')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/recharge-wallet')).toHaveLength(0);
  });

  it('a reference the server refuses: its words are shown and the history is unchanged', async () => {
    let options: any;
    w.PaystackPop = { setup: jest.fn((o: unknown) => ((options = o), { openIframe: jest.fn() })) };
    server.use(
      http.post(`${BASE_URL}/user/recharge-wallet`, () => HttpResponse.json(fixtureAnswer('loyalty/recharge-wallet', 'sdk-unverified'))),
    );
    const dialog = await openDialog();
    await methodsOf(dialog);
    const rowsBefore = within(screen.getByRole('region', { name: 'Wallet History' })).getAllByRole('row').length;
    await payWith(dialog, 'Pay with PayStack');
    await waitFor(() => expect(options).toBeDefined());
    await act(async () => options.callback({ status: 'success', reference: 'ref-3' }));
    expect(await findNotice('Transaction Cant be Completed')).toBeInTheDocument();
    expect(requestsTo('user/recharge-wallet')[0].body).toMatchObject({ payment_type: 'paystack', amount: '12.50', ref: 'ref-3' });
    expect(within(screen.getByRole('region', { name: 'Wallet History' })).getAllByRole('row')).toHaveLength(rowsBefore);
  });
});
