import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, eur, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { liveNotificationReceived } from '../../notifications/live-notification-sagas';
import { leaveForGateway } from '../wallet-redirect';
import { walletDateText } from '../wallet-labels';

jest.mock('../wallet-redirect', () => ({ leaveForGateway: jest.fn() }));
// Captures the mounted app's store (test/unit/support/captured-store.ts), to deliver a live push.
jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

jest.setTimeout(20_000);
useBackend();

interface Row {
  id: number;
  status: string;
  [key: string]: unknown;
}
interface HistoryAnswer {
  recharges: { data: Row[]; next_page_url: string | null; [key: string]: unknown };
  balance: string | number;
}
interface CheckAuth {
  user: { balance: number; [key: string]: unknown };
  [key: string]: unknown;
}

/** The contract fixtures (test/contract/loyalty/wallet-history.json, session/check-auth.json). */
const page1 = () => fixtureAnswer<HistoryAnswer>('loyalty/wallet-history', 'page-1');
const page2 = () => fixtureAnswer<HistoryAnswer>('loyalty/wallet-history', 'page-2');
const twoSellerPayment = () => fixtureAnswer<HistoryAnswer>('loyalty/wallet-history', 'wallet-payment-two-sellers');
/** Page 1 holds 15 rows: four on their own, three wallet payments of three rows each, two more. */
const PAGE1_ENTRIES = 9;
const checkAuth = () => fixtureAnswer<CheckAuth>('session/check-auth', 'signed-in');

const WITH_OFFLINE = { add_ons: ['reward', 'offline_payment'] };
const open = (path = '/my-wallet', over = {}, settings = {}) => mountApp(path, shell({ user: signedInUser, ...over }, settings));

function historyAnswers(answer: (page: number) => unknown) {
  server.use(
    http.get(`${BASE_URL}/user/wallet-history`, ({ request }) =>
      HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('page') ?? 1)) as object),
    ),
  );
}

const historyRows = () =>
  within(screen.getByRole('region', { name: 'Wallet History' }))
    .getAllByRole('row')
    .slice(1);
/** The row of a `recharge_date`, as the screen words it in English. */
const rowOf = (date: string) => historyRows().find((row) => row.textContent?.includes(walletDateText(date, 'en')))!;
/** A debit as the screen shows it: the deduction format (an isolated minus sign), then "spent" for screen readers. */
const spent = (amount: string) => `\u2066\u2212${amount}\u2069 spent`;

describe('/my-wallet', () => {
  it("shows the signed-in user's balance (from check-auth), never wallet-history's balance key", async () => {
    historyAnswers(() => ({ ...page1(), balance: '999' }));
    server.use(
      http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json({ ...checkAuth(), user: { ...checkAuth().user, balance: 150.5 } })),
    );
    await open();
    const balance = await screen.findByText('Total Balance');
    await waitFor(() => expect(balance.nextElementSibling).toHaveTextContent('$150.50'));
    expect(screen.queryByText('$999.00')).not.toBeInTheDocument();
    // The history: date, source and method in words, amount in the active currency, status words.
    const pending = await waitFor(() => rowOf('28 Jan 2025 09:15:00'));
    expect(within(pending).getByRole('rowheader')).toHaveTextContent('Offline recharge');
    expect(pending).toHaveTextContent('Bank payment');
    // A card gateway goes by its own name, as the backend sends it.
    expect(within(rowOf('27 Jan 2025 16:15:00')).getByRole('rowheader')).toHaveTextContent('Wallet Recharge');
    expect(rowOf('27 Jan 2025 16:15:00')).toHaveTextContent('stripe');
    expect(pending).toHaveTextContent('$12.50');
    expect(pending).toHaveTextContent('Pending');
    expect(rowOf('25 Jan 2025 14:15:00')).toHaveTextContent('Rejected');
    // Dates in words; a payment from the wallet is spent money: signed, and said.
    expect(rowOf('24 Jan 2025 10:15:00')).toHaveTextContent('January 24, 2025 at 10:15 AM');
    expect(rowOf('24 Jan 2025 10:15:00')).toHaveTextContent(spent('$61.40'));
  });

  it('a wallet payment of a two-seller order is one debit row of what the balance lost, with its parts as detail', async () => {
    // The balance was 125 (the recharge); after the payment check-auth says 92.02.
    historyAnswers(() => twoSellerPayment());
    server.use(
      http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json({ ...checkAuth(), user: { ...checkAuth().user, balance: 92.02 } })),
    );
    await open();
    const balance = await screen.findByText('Total Balance');
    await waitFor(() => expect(balance.nextElementSibling).toHaveTextContent('$92.02'));
    await waitFor(() => expect(historyRows()).toHaveLength(2));
    const [payment, recharge] = historyRows();
    expect(recharge).toHaveTextContent('$125.00');
    expect(within(payment).getByRole('rowheader')).toHaveTextContent('Order Placed');
    // 125 - 92.02: the order totals and shipping costs, not the order_created records on top.
    expect(within(payment).getAllByRole('cell')[2].firstChild).toHaveTextContent(spent('$32.98'));
    expect(payment).not.toHaveTextContent('$65.96');
    // The parts, order by order, behind a disclosure.
    const parts = within(payment).getByRole('group');
    await userEvent.click(within(parts).getByText('Order Details'));
    const orders = within(parts)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('sf-wallet-parts__orders'));
    expect(orders.map((order) => order.textContent)).toEqual([
      `Order placed$9.99Order total${spent('$5.00')}Order shipping cost${spent('$4.99')}`,
      `Order placed$22.99Order total${spent('$18.00')}Order shipping cost${spent('$4.99')}`,
    ]);
  });

  it('a payment cut by the page end is held back until the next page brings its other rows', async () => {
    const rows = twoSellerPayment().recharges.data;
    const paged = (data: Row[], next: string | null, page: number) => ({
      ...twoSellerPayment(),
      recharges: { ...twoSellerPayment().recharges, data, current_page: page, next_page_url: next },
    });
    // Page 1 ends in the middle of the payment's rows; page 2 starts with the rest.
    historyAnswers((page) =>
      page === 2 ? paged(rows.slice(4), null, 2) : paged(rows.slice(0, 4), `${BASE_URL}/user/wallet-history?page=2`, 1),
    );
    await open();
    const more = await screen.findByRole('button', { name: 'Show more' });
    expect(screen.queryByText(/\u2212\$/)).not.toBeInTheDocument();
    await userEvent.click(more);
    await waitFor(() => expect(historyRows()).toHaveLength(2));
    expect(within(historyRows()[0]).getAllByRole('cell')[2].firstChild).toHaveTextContent(spent('$32.98'));
  });

  it('"Show more" appends the next page without the rows already shown, and disappears at the end', async () => {
    const first = page1();
    const dup = first.recharges.data[first.recharges.data.length - 1];
    historyAnswers((page) =>
      page === 2 ? { ...page2(), recharges: { ...page2().recharges, data: [dup, ...page2().recharges.data] } } : first,
    );
    await open();
    await waitFor(() => expect(historyRows()).toHaveLength(PAGE1_ENTRIES));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(historyRows()).toHaveLength(PAGE1_ENTRIES + page2().recharges.data.length));
    expect(historyRows().filter((row) => row.textContent?.includes(walletDateText(String(dup.recharge_date), 'en')))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requestsTo('user/wallet-history').map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('an offline recharge posts multipart with the amount as typed in the active currency, and shows it pending', async () => {
    await open('/my-wallet', { ...WITH_OFFLINE, active_currency: eur });
    await waitFor(() => expect(historyRows().length).toBeGreaterThan(0));
    await userEvent.click(screen.getByRole('button', { name: 'Recharge Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Recharge' });
    expect(within(dialog).getByText('In EUR (€).')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '12.50');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Bank transfer' }));
    const method = within(dialog).getByRole('region', { name: 'Bank transfer' });
    expect(await within(method).findByText(/Transfer the total to/)).toBeInTheDocument();
    // No proof, no request.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    const proof = within(method).getByLabelText('Upload File');
    await waitFor(() => expect(proof).toHaveAccessibleDescription(/Please upload your proof of payment\./));
    expect(requestsTo('user/recharge-wallet')).toHaveLength(0);
    await userEvent.upload(proof, new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await findNotice('It is added to your balance once the shop approves it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settled();
    expect(requestsTo('user/recharge-wallet')).toHaveLength(1);
    const sent = String(requestsTo('user/recharge-wallet')[0].body);
    expect(sent).toMatch(/name="amount"\s+12\.50\s/);
    expect(sent).toMatch(/name="id"\s+1\s/);
    expect(sent).toMatch(/name="file"/);
    // The new row (id 41) is on top, pending; row 40 is not repeated.
    expect(historyRows()[0]).toHaveTextContent('Pending');
    expect(historyRows()).toHaveLength(PAGE1_ENTRIES + 1);
  });

  it("a 422 puts the server's message on its field and sends nothing more", async () => {
    const invalid = fixtureAnswer<{ errors: Record<string, string[]> }>('loyalty/recharge-wallet', 'invalid');
    server.use(
      http.post(`${BASE_URL}/user/recharge-wallet`, () =>
        HttpResponse.json({ ...invalid, errors: { amount: invalid.errors.amount } }, { status: 422 }),
      ),
    );
    await open('/my-wallet', WITH_OFFLINE);
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Recharge' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '5');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Mobile money' }));
    await userEvent.upload(within(dialog).getByLabelText('Upload File'), new File(['x'], 'proof.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    const amount = within(dialog).getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/The amount must be greater than 0\./));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Wallet Recharge' })).toBeInTheDocument();
  });

  it('checks the amount before sending: above 0, at most the currency’s decimals', async () => {
    await open('/my-wallet', WITH_OFFLINE);
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Recharge' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '1.234');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0 with at most 2 decimals.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Amount'));
    await userEvent.type(within(dialog).getByLabelText('Amount'), '0.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await within(dialog).findByText('Enter an amount greater than 0 with at most 2 decimals.')).toBeInTheDocument();
    expect(requestsTo('user/recharge-wallet')).toHaveLength(0);
  });

  it('the card gateway: a full-page visit to its start URL with the typed amount', async () => {
    await open('/my-wallet', {}, { is_stripe_activated: '1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Recharge' });
    await userEvent.type(within(dialog).getByLabelText('Amount'), '20');
    // The only way offered is chosen already.
    expect(within(dialog).getByRole('radio', { name: 'Pay with stripe' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(leaveForGateway).toHaveBeenCalledWith(`${BASE_URL}/stripe/redirect?amount=20&type=wallet`));
  });

  it("lists the payment page's methods that have a recharge route, and starts one at the original's wallet link", async () => {
    const on = { is_telr_activated: true, is_skrill_activated: true, is_dpo_activated: true, is_bkash_activated: true };
    await open('/my-wallet', {}, on);
    await userEvent.click(await screen.findByRole('button', { name: 'Recharge Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Recharge' });
    // DPO has no recharge in the original; bKash needs a BDT currency.
    expect(within(dialog).getByRole('radio', { name: 'Pay with Telr' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Pay with Skrill' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Pay with DPO' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Pay with bKash' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Amount'), '15');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pay with Skrill' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(leaveForGateway).toHaveBeenCalledWith(`${BASE_URL}/skrill/redirect?amount=15&type=wallet&payment_type=skrill`),
    );
  });

  it.each([
    ['pending', 'Your payment was received.'],
    ['declined', 'The payment was declined.'],
    ['cancelled', 'The payment was cancelled.'],
  ])('back from the gateway with ?recharge=%s: says so once and reads the history', async (outcome, message) => {
    await open(`/my-wallet?recharge=${outcome}`);
    expect(await findNotice(message)).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(historyRows().length).toBeGreaterThan(0));
    expect(requestsTo('user/wallet-history')).toHaveLength(1);
  });

  it('a live notification while open refreshes the balance and the history without a reload', async () => {
    await open();
    const balance = await screen.findByText('Total Balance');
    await waitFor(() => expect(rowOf('28 Jan 2025 09:15:00')).toHaveTextContent('Pending'));
    const approved = page1();
    approved.recharges.data[0] = { ...approved.recharges.data[0], status: 'approved' };
    historyAnswers(() => approved);
    server.use(
      http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json({ ...checkAuth(), user: { ...checkAuth().user, balance: 162.5 } })),
    );
    act(() => {
      capturedStore().dispatch(liveNotificationReceived({ message: 'Your recharge is approved', message_type: 'success' }));
    });
    await waitFor(() => expect(balance.nextElementSibling).toHaveTextContent('$162.50'));
    await waitFor(() => expect(rowOf('28 Jan 2025 09:15:00')).toHaveTextContent('Approved'));
  });

  it('a live notification after "Show more" updates the rows on top and keeps the further pages shown', async () => {
    historyAnswers((page) => (page === 2 ? page2() : page1()));
    await open();
    await waitFor(() => expect(historyRows()).toHaveLength(PAGE1_ENTRIES));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const all = PAGE1_ENTRIES + page2().recharges.data.length;
    await waitFor(() => expect(historyRows()).toHaveLength(all));
    const approved = page1();
    approved.recharges.data[0] = { ...approved.recharges.data[0], status: 'approved' };
    historyAnswers(() => approved);
    act(() => {
      capturedStore().dispatch(liveNotificationReceived({ message: 'Your recharge is approved', message_type: 'success' }));
    });
    await waitFor(() => expect(rowOf('28 Jan 2025 09:15:00')).toHaveTextContent('Approved'));
    expect(historyRows()).toHaveLength(all);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('when the shop has no wallet: says so, links home, asks nothing', async () => {
    await open('/my-wallet', {}, { wallet_system: '0' });
    const said = await screen.findByText(/This shop does not offer a wallet\./);
    expect(within(said).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await settled();
    expect(requestsTo('user/wallet-history')).toHaveLength(0);
  });
});
