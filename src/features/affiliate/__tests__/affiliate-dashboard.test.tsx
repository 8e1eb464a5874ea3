import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { affiliateShell, checkAuthWithoutCode, plainUser, withoutEndpoint } from './harness';

// user/affiliate-dashboard answers from test/contract/affiliate/affiliate-dashboard.json:
// 30 days with 56.77 credited over 11 orders (best day 13.04 on 2026-11-17); 7 days: 19.39, 4 orders.
useBackend();
jest.setTimeout(15_000);

const totals = () => screen.getAllByRole('definition').map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

async function openDashboard() {
  const app = await mountApp('/affiliate-dashboard', affiliateShell());
  await screen.findByRole('img', { name: /Earnings per day/ });
  return app;
}

describe('/affiliate-dashboard', () => {
  it('shows balance, total earned, pending and paid out, and the top products', async () => {
    await openDashboard();
    expect(totals()).toEqual(['Balance: $37.40', 'Total earned: $62.40', 'Pending commission: $9.63', 'Paid out: $25.00']);
    const top = within(screen.getByRole('region', { name: 'Top products' }))
      .getAllByRole('row')
      .slice(1);
    expect(top.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Wireless Earbuds', '3', '$29.25'],
      ['Linen Shirt', '4', '$5.10'],
      ['Ceramic Mug', '5', '$6.25'],
    ]);
    expect(requestsTo('user/affiliate-dashboard').map((r) => r.url.searchParams.get('days'))).toEqual(['30']);
  });

  it("draws one bar per day and sums the period up in the chart's label (exact decimals)", async () => {
    await openDashboard();
    const chart = screen.getByRole('img', { name: /Earnings per day/ });
    expect(chart).toHaveAccessibleName('Earnings per day, last 30 days: $56.77 in all, 11 orders. Best day: $13.04 on 2026-11-17.');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
  });

  it('has its figures as a data table behind a button', async () => {
    await openDashboard();
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Earnings per day' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the table');
    const table = screen.getByRole('table', { name: 'Earnings per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(within(table).getByRole('rowheader', { name: '2026-11-17' }).parentElement).toHaveTextContent('2026-11-17$13.042');
  });

  it('the period switch asks for the chosen period and shows it; the old figures stay until then', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${BASE_URL}/user/affiliate-dashboard`, async ({ request }) => {
        const days = new URL(request.url).searchParams.get('days');
        if (days === '7') await answered;
        return HttpResponse.json(fixtureAnswer('affiliate/affiliate-dashboard', days === '7' ? 'last-7-days' : 'last-30-days'));
      }),
    );
    await openDashboard();
    const seven = screen.getByRole('button', { name: 'Last 7 days' });
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(seven);
    expect(seven).toHaveAttribute('aria-pressed', 'true');
    expect(seven).toHaveFocus();
    // Still the 30 days while the 7 are on their way.
    expect(screen.getByRole('img', { name: /last 30 days/ })).toBeInTheDocument();
    release();
    const chart = await screen.findByRole('img', { name: /last 7 days/ });
    expect(chart).toHaveAccessibleName('Earnings per day, last 7 days: $19.39 in all, 4 orders. Best day: $13.04 on 2026-11-17.');
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    expect(requestsTo('user/affiliate-dashboard').map((r) => r.url.searchParams.get('days'))).toEqual(['30', '7']);
  });

  it('says when nothing was earned yet', async () => {
    server.use(
      http.get(`${BASE_URL}/user/affiliate-dashboard`, () =>
        HttpResponse.json(fixtureAnswer('affiliate/affiliate-dashboard', 'no-earnings')),
      ),
    );
    await mountApp('/affiliate-dashboard', affiliateShell());
    expect(await screen.findByRole('img', { name: 'Earnings per day, last 7 days: nothing earned yet.' })).toBeInTheDocument();
    expect(screen.getByText('No commission has been credited yet.')).toBeInTheDocument();
  });

  it('a failed load says so and can be tried again', async () => {
    server.use(
      http.get(`${BASE_URL}/user/affiliate-dashboard`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }), {
        once: true,
      }),
    );
    await mountApp('/affiliate-dashboard', affiliateShell());
    const panel = await screen.findByRole('alert');
    await waitFor(() => expect(panel).toHaveTextContent('Something went wrong'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /last 30 days/ })).toBeInTheDocument();
  });

  it.each([['404' as const], ['html' as const]])('a backend without the endpoint (%s): not offered, no toast', async (kind) => {
    withoutEndpoint('get', 'user/affiliate-dashboard', kind);
    await mountApp('/affiliate-dashboard', affiliateShell());
    expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
    await settled();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('the add-on off, or a user without a code: said plainly, nothing asked', async () => {
    const first = await mountApp('/affiliate-dashboard', affiliateShell(undefined, false));
    expect(await screen.findByText(/This store does not offer an affiliate programme\./)).toBeInTheDocument();
    first.unmount();
    checkAuthWithoutCode();
    await mountApp('/affiliate-dashboard', affiliateShell(plainUser));
    expect(await screen.findByRole('link', { name: 'About the affiliate programme' })).toBeInTheDocument();
    await settled();
    expect(requestsTo('user/affiliate-dashboard')).toHaveLength(0);
  });

  it('the period chosen last wins over a slower answer for an earlier choice', async () => {
    server.use(
      http.get(`${BASE_URL}/user/affiliate-dashboard`, async ({ request }) => {
        const days = new URL(request.url).searchParams.get('days');
        if (days === '30') await delay(50);
        return HttpResponse.json(fixtureAnswer('affiliate/affiliate-dashboard', days === '7' ? 'last-7-days' : 'last-30-days'));
      }),
    );
    await mountApp('/affiliate-dashboard', affiliateShell());
    await screen.findByRole('img', { name: /last 30 days/ });
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await screen.findByRole('img', { name: /last 7 days/ });
    await delay(100);
    expect(screen.getByRole('img', { name: /last 7 days/ })).toBeInTheDocument();
  });
});
