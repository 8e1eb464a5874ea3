import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';

useBackend();

const signedIn = (settings: Parameters<typeof shell>[1] = {}) => shell({ user: signedInUser }, settings);
const orders = () =>
  fixtureAnswer<{ orders: { total: number; data: Array<{ code: string; delivery_status: string }> } }>(
    'account/profile-orders',
    'first-page',
  );
const checkAuthUser = () => fixtureAnswer<{ user: Record<string, unknown> }>('session/check-auth', 'signed-in').user;

describe('/user/dashboard', () => {
  it('sends a guest to login and brings them back after signing in', async () => {
    await mountApp('/user/dashboard', shell());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await findNotice('Login First')).toBeInTheDocument();
    expect(requestsTo('user/profile-orders')).toHaveLength(0);
  });

  it('shows the counts, the latest orders and the account menu, refreshed from check-auth', async () => {
    await mountApp('/user/dashboard', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The total comes from profile-orders, the rows from its first page.
    const total = await screen.findByText('Total Order');
    await waitFor(() => expect(total.nextElementSibling?.textContent).toBe(String(orders().orders.total)));
    const table = await screen.findByRole('table', { name: 'Latest orders' });
    const first = orders().orders.data[0];
    expect(within(table).getByText(first.code)).toBeInTheDocument();
    // "confirm" arrives renamed "confirmed"; the original's word for it is "Confirmed".
    expect(within(table).getByText('Confirmed')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: `view ${first.code}` })).toHaveAttribute('href', `/get-invoice/${first.code}`);
    // check-auth replaced the user: the sidebar shows the answer's name, not the boot prop's.
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(String(checkAuthUser().full_name))).toBeInTheDocument();
    // No default address in the answer ([]): said plainly rather than blank fields.
    expect(screen.getAllByText('No default address yet.')).toHaveLength(2);
  });

  it('shows wallet figures only where the shop has the wallet', async () => {
    await mountApp('/user/dashboard', signedIn({ wallet_system: '1' }));
    expect(await screen.findByText('Wallet Balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Wallet' })).toBeInTheDocument();
  });

  it('hides the wallet where the shop has none', async () => {
    await mountApp('/user/dashboard', signedIn({ wallet_system: '0' }));
    await screen.findByText('Total Order');
    expect(screen.queryByText('Wallet Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Wallet' })).not.toBeInTheDocument();
  });

  it('signs out and goes to login when the backend says the session has ended', async () => {
    server.use(http.get(`${BASE_URL}/home/check-auth`, () => HttpResponse.json(fixtureAnswer('session/check-auth', 'guest'))));
    await mountApp('/user/dashboard', signedIn());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('keeps the page when the latest orders fail, and loads them again on request', async () => {
    let fail = true;
    server.use(
      http.get(`${BASE_URL}/user/profile-orders`, () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : HttpResponse.json(orders()),
      ),
    );
    await mountApp('/user/dashboard', signedIn());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Latest orders' })).toBeInTheDocument();
  });

  it('signs out from the sidebar', async () => {
    await mountApp('/user/dashboard', signedIn());
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(requestsTo('logout')).toHaveLength(1);
  });
});
