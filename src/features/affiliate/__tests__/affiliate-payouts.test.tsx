import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { affiliateShell, withoutEndpoint } from './harness';

// user/affiliate-payouts and user/affiliate-payout-request answer from
// test/contract/affiliate/affiliate-payouts.json and affiliate-payout-request.json: balance 37.4,
// minimum 10, three requests (pending 10, rejected 15, approved 25).
useBackend();
jest.setTimeout(20_000);

const IBAN = 'IBAN DE89 3704 0044 0532 0130 00';
interface History {
  balance: number;
  payouts: { data: { id: number; status: string }[]; total: number; to: number };
}

/** The history without the waiting request, so a new one may be sent. */
function historyWithoutWaiting() {
  const answer = fixtureAnswer<History>('affiliate/affiliate-payouts', 'history');
  answer.payouts.data = answer.payouts.data.filter((row) => row.status !== 'pending');
  Object.assign(answer.payouts, { total: 2, to: 2 });
  server.use(http.get(`${BASE_URL}/user/affiliate-payouts`, () => HttpResponse.json(answer)));
}

const historyRows = () => within(screen.getByRole('list', { name: 'Payout history' })).getAllByRole('listitem');
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openPayouts(shell = affiliateShell()) {
  await mountApp('/affiliate-payouts', shell);
  await screen.findByRole('list', { name: 'Payout history' });
}

async function fill(amount: string, method: 'Bank transfer' | 'PayPal' | null = 'Bank transfer', details = IBAN) {
  if (amount) await userEvent.type(screen.getByLabelText('Amount (USD)'), amount);
  if (method) await userEvent.selectOptions(screen.getByLabelText('Payout method'), method);
  if (details) await userEvent.type(screen.getByLabelText('Account details'), details);
}
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('/affiliate-payouts', () => {
  it("shows balance and minimum in the shop's default currency, whatever the active one, and the history", async () => {
    await openPayouts({ ...affiliateShell(), active_currency: eur });
    expect(figure('Balance')).toBe('$37.40');
    expect(figure('Minimum payout')).toBe('$10.00');
    expect(screen.getByLabelText('Amount (USD)')).toHaveAccessibleDescription("Payouts are booked in the shop's main currency, USD.");
    expect(historyRows().map((row) => row.textContent)).toEqual([
      '$10.00Date: 2026-11-22Method: Bank transferStatus: Pending',
      '$15.00Date: 2026-11-10Method: PayPalStatus: Rejected',
      '$25.00Date: 2026-10-28Method: Bank transferStatus: Approved',
    ]);
  });

  it('checks the form before sending: required fields, the amount format and the minimum', async () => {
    await openPayouts();
    await send();
    expect(await screen.findByText('Please enter an amount.')).toBeInTheDocument();
    expect(screen.getByText('Choose how you want to be paid.', { selector: '.sf-field__error' })).toBeInTheDocument();
    expect(screen.getByText('Please enter your account details.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD)')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '9.99');
    await send();
    expect(await screen.findByText('The minimum payout is $10.00.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Amount (USD)'));
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '10.005');
    await send();
    expect(await screen.findByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/affiliate-payout-request')).toHaveLength(0);
  });

  it("puts the server's 422 messages on their fields", async () => {
    server.use(
      http.post(`${BASE_URL}/user/affiliate-payout-request`, () =>
        HttpResponse.json(fixtureAnswer('affiliate/affiliate-payout-request', 'invalid-values'), { status: 422 }),
      ),
    );
    await openPayouts();
    await fill('10');
    await send();
    const amount = screen.getByLabelText('Amount (USD)');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/The amount must be at least 10\./));
    expect(screen.getByLabelText('Payout method')).toHaveAccessibleDescription('The selected method is invalid.');
    expect(screen.getByLabelText('Account details')).toHaveAccessibleDescription(
      /The account details must not be greater than 255 characters\./,
    );
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('an amount over the balance: the server says so in an error toast, and the form keeps what was typed', async () => {
    await openPayouts();
    await fill('50');
    await send();
    const notice = await findNotice('The amount is more than your balance');
    expect(notice).toHaveTextContent('Error');
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue('50');
    expect(screen.getByLabelText('Account details')).toHaveValue(IBAN);
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled();
    expect(figure('Balance')).toBe('$37.40');
  });

  it('a sent request goes to the top of the history as pending, with the new balance', async () => {
    historyWithoutWaiting();
    await openPayouts();
    expect(historyRows()).toHaveLength(2);
    await fill('10');
    await send();
    expect(await findNotice('Payout request sent')).toHaveTextContent('Success');
    await waitFor(() => expect(historyRows()).toHaveLength(3));
    expect(historyRows()[0]).toHaveTextContent('$10.00Date: 2026-11-22Method: Bank transferStatus: Pending');
    expect(figure('Balance')).toBe('$27.40');
    // The form is empty for a next time.
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue('');
    await settled();
    expect(requestsTo('user/affiliate-payout-request')[0].body).toEqual({ amount: 10, method: 'bank', account_details: IBAN });
  });

  it('a double submit sends one request', async () => {
    historyWithoutWaiting();
    server.use(
      http.post(`${BASE_URL}/user/affiliate-payout-request`, async () => {
        await delay(100);
        return HttpResponse.json(fixtureAnswer('affiliate/affiliate-payout-request', 'sent'));
      }),
    );
    await openPayouts();
    await fill('10');
    const form = screen.getByRole('button', { name: 'Send request' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send request' })).toBeDisabled());
    fireEvent.submit(form);
    await findNotice('Payout request sent');
    await settled();
    expect(requestsTo('user/affiliate-payout-request')).toHaveLength(1);
    expect(historyRows().filter((row) => row.textContent?.includes('Pending'))).toHaveLength(1);
  });

  it('"Load more" appends older requests below the one just sent', async () => {
    server.use(
      http.get(`${BASE_URL}/user/affiliate-payouts`, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        const answer = fixtureAnswer<History & { payouts: { next_page_url: string | null; current_page: number } }>(
          'affiliate/affiliate-payouts',
          'history',
        );
        const [, second, third] = answer.payouts.data;
        if (page === '1')
          Object.assign(answer.payouts, { data: [second], next_page_url: `${BASE_URL}/user/affiliate-payouts?page=2`, total: 2 });
        else Object.assign(answer.payouts, { data: [third], current_page: 2, next_page_url: null, total: 2 });
        return HttpResponse.json(answer);
      }),
    );
    await openPayouts();
    await fill('10');
    await send();
    await waitFor(() => expect(historyRows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(historyRows()).toHaveLength(3));
    expect(historyRows().map((row) => /Status: (\w+)/.exec(row.textContent ?? '')?.[1])).toEqual(['Pending', 'Rejected', 'Approved']);
    expect(requestsTo('user/affiliate-payouts').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('an empty history says so', async () => {
    server.use(
      http.get(`${BASE_URL}/user/affiliate-payouts`, () => HttpResponse.json(fixtureAnswer('affiliate/affiliate-payouts', 'empty'))),
    );
    await mountApp('/affiliate-payouts', affiliateShell());
    expect(await screen.findByText('No payout requests yet.')).toBeInTheDocument();
    expect(figure('Balance')).toBe('$0.00');
  });

  it.each([['404' as const], ['html' as const]])('a backend without the endpoint (%s): not offered, no form, no toast', async (kind) => {
    withoutEndpoint('get', 'user/affiliate-payouts', kind);
    await mountApp('/affiliate-payouts', affiliateShell());
    expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send request' })).not.toBeInTheDocument();
    await settled();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });
});
