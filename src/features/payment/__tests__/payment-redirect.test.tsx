import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { Currency, Settings } from '../../../types/shop';
import { leavePage, submitForm } from '../payment-redirect';

jest.mock('../payment-redirect', () => ({ leavePage: jest.fn(), submitForm: jest.fn() }));

useBackend();
jest.setTimeout(20_000);

const byTrx = fixtureAnswer('commerce/payment-order', 'by-trx');
const byCode = fixtureAnswer('commerce/payment-order', 'by-code');
const trx = byTrx.orders[0].trx_id as string;
const orderCode = byCode.orders[0].code as string;

const stock = shell().currencies;
const currency = (code: string, id: number): Currency => ({ ...stock[0], id, code, name: code, symbol: code });
const withCurrencies = (...codes: string[]) => [...stock, ...codes.map((c, i) => currency(c, 900 + i))];

const BASE: Partial<Settings> = { is_stripe_activated: '0', pay_later_system: '0', wallet_system: '0', payment_agreement: [] };
function page(settings: Partial<Settings>, opts: { currencies?: string[]; addOns?: string[] } = {}) {
  return shell(
    { user: signedInUser, add_ons: opts.addOns ?? [], currencies: withCurrencies(...(opts.currencies ?? [])) },
    { ...BASE, ...settings },
  );
}

async function methods(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Payment Method' });
  return within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')!.textContent!.trim());
}
const payButton = () => screen.getByRole('button', { name: /^(Pay Now|Confirm|Try again)$/ });

async function pay(label: string) {
  await userEvent.click(await screen.findByRole('radio', { name: label }));
  await userEvent.click(payButton());
}

beforeEach(() => {
  jest.mocked(leavePage).mockClear();
  jest.mocked(submitForm).mockClear();
});

describe('/payment: the methods that leave the page', () => {
  it('lists each one whose setting is on, only with its currency and add-on', async () => {
    const on = {
      is_mollie_activated: true,
      is_telr_activated: true,
      is_skrill_activated: true,
      is_dpo_activated: true,
      is_bkash_activated: true,
      is_mercado_pago_activated: '1',
      is_hitpay_activated: true,
    } as Partial<Settings>;
    await mountApp('/payment', page(on));
    // bKash needs BDT, Mercado Pago MXN, HitPay its add-on: none here.
    expect(await methods()).toEqual(['Pay with Mollie', 'Pay with Telr', 'Pay with Skrill', 'Pay with DPO', 'Cash on Delivery']);
  });

  it('shows the currency-bound ones once the shop has the currency, and HitPay with its add-on', async () => {
    const on = { is_bkash_activated: true, is_mercado_pago_activated: '1', is_hitpay_activated: true } as Partial<Settings>;
    await mountApp('/payment', page(on, { currencies: ['BDT', 'MXN'], addOns: ['hitpay_payment_gateway'] }));
    expect(await methods()).toEqual(['Pay with MercadoPago', 'Pay with bKash', 'Pay with HitPay', 'Cash on Delivery']);
  });

  it("starts each at the original's own route on the shop's base URL, with code 'undefined' on /payment", async () => {
    const on = { is_mollie_activated: true, is_paytm_activated: '1', is_sslcommerz_activated: '1' } as Partial<Settings>;
    await mountApp('/payment', page(on, { currencies: ['INR', 'BDT'] }));
    await pay('Pay with Mollie');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`${BASE_URL}/mollie/payment?code=undefined&trx_id=${trx}`));
    expect(requestsTo('user/complete-order')).toHaveLength(0);
  });

  it.each([
    ['Pay with Paytm', `user/payment/paytmRedirect?trx_id=${trx}&code=undefined&payment_type=paytm`],
    ['Pay with SSLCOMMERZE', `get/ssl-response?payment_type=ssl_commerze&code=undefined&trx_id=${trx}`],
  ])('%s starts at %s', async (label, start) => {
    const on = { is_paytm_activated: '1', is_sslcommerz_activated: '1' } as Partial<Settings>;
    await mountApp('/payment', page(on, { currencies: ['INR', 'BDT'] }));
    await pay(label);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`${BASE_URL}/${start}`));
  });

  it('pays one order by its code', async () => {
    await mountApp(`/payment/${orderCode}`, page({ is_telr_activated: true } as Partial<Settings>));
    await pay('Pay with Telr');
    await waitFor(() =>
      expect(leavePage).toHaveBeenCalledWith(`${BASE_URL}/telr/redirect?code=${orderCode}&trx_id=${byCode.orders[0].trx_id}`),
    );
  });

  it("JazzCash submits payment-order's form to its target, and is not offered without one", async () => {
    const jazz = {
      jazz_url: 'https://sandbox.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
      jazz_data: { pp_Amount: '50000', pp_TxnType: 'MIGS' },
    };
    server.use(http.get(`${BASE_URL}/user/payment-order`, () => HttpResponse.json({ ...byTrx, ...jazz })));
    await mountApp('/payment', page({ is_jazz_cash_activated: '1' } as Partial<Settings>, { currencies: ['PKR'] }));
    await pay('Pay with JazzCash');
    await waitFor(() => expect(submitForm).toHaveBeenCalledWith(jazz.jazz_url, { pp_Amount: '50000', pp_TxnType: 'MIGS' }));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('does not offer JazzCash when payment-order gives no form target (the reference server)', async () => {
    await mountApp('/payment', page({ is_jazz_cash_activated: '1' } as Partial<Settings>, { currencies: ['PKR'] }));
    expect(await methods()).toEqual(['Cash on Delivery']);
  });
});

describe('/payment: back from the gateway', () => {
  it.each([
    ['declined', 'The payment was declined. Your order is still waiting for payment.'],
    ['cancelled', 'The payment was cancelled. Your order is still waiting for payment.'],
  ])('%s: says so once, the order is still listed, and it can be paid again', async (outcome, message) => {
    await mountApp(`/payment?payment=${outcome}`, page({ is_skrill_activated: true } as Partial<Settings>));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(within(screen.getByRole('table')).getByRole('cell', { name: byTrx.orders[0].code })).toBeInTheDocument();
    await pay('Pay with Skrill');
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(`${BASE_URL}/skrill/redirect?code=undefined&trx_id=${trx}`));
  });
});
