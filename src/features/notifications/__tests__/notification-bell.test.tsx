import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, seen, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { liveNotificationReceived } from '../live-notification-sagas';

// Captures the mounted app's store (test/unit/support/captured-store.ts), to deliver pushes and sign in.
jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();

interface ListAnswer {
  notifications: { data: Array<{ id: number; status: string; title: string }>; total: number; next_page_url: string | null };
}
const page1 = () => fixtureAnswer<ListAnswer>('account/notifications', 'page-1');
const LIST = `${BASE_URL}/user-notification/all`;
const header = () => screen.getByRole('banner');

/** The bell once it shows a count (it asks only after the home page's own requests). */
const findBell = (name: string | RegExp) => within(header()).findByRole('link', { name }, { timeout: 4000 });

async function quietFor(ms: number) {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  await settled();
}

describe('the header bell', () => {
  it('shows a signed-in shopper the unseen count, read after the home page has loaded, once', async () => {
    await mountApp('/', shell({ user: signedInUser }));
    const bell = await findBell('Notifications: 2 unseen');
    expect(bell).toHaveAttribute('href', '/user/notification');
    expect(within(bell).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    await settled();
    const order = seen.map((r) => r.url.pathname);
    expect(order.indexOf('/home/page')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('/user-notification/all')).toBeGreaterThan(order.indexOf('/home/page'));
    await quietFor(500);
    expect(requestsTo('user-notification/all')).toHaveLength(1);
  });

  it('says "N+" when every row of the first page is unseen and more pages exist', async () => {
    server.use(
      http.get(LIST, () => {
        const answer = page1();
        answer.notifications.data.forEach((row) => (row.status = 'unseen'));
        return HttpResponse.json(answer);
      }),
    );
    await mountApp('/', shell({ user: signedInUser }));
    const bell = await findBell('Notifications: 4+ unseen');
    expect(within(bell).getByText('4+')).toBeInTheDocument();
  });

  it('is not there for guests, who send no request for it', async () => {
    await mountApp('/', shell({ user: null }));
    await within(header()).findByRole('link', { name: 'Sign in' });
    await quietFor(1200);
    expect(within(header()).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(requestsTo('user-notification/all')).toHaveLength(0);
  });

  it('rises with a live notification (read from a fresh first page), and still counts it when that read fails', async () => {
    await mountApp('/', shell({ user: signedInUser }));
    await findBell('Notifications: 2 unseen');
    server.use(
      http.get(LIST, () => {
        const answer = page1();
        answer.notifications.data.unshift({ ...answer.notifications.data[0], id: 127, title: 'Welcome back' });
        answer.notifications.total = 7;
        return HttpResponse.json(answer);
      }),
    );
    await act(async () => {
      capturedStore().dispatch(liveNotificationReceived({ message: 'Welcome back', message_type: 'success' }));
    });
    await findBell('Notifications: 3 unseen');

    server.use(http.get(LIST, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    await act(async () => {
      capturedStore().dispatch(liveNotificationReceived({ message: 'And again', message_type: 'info' }));
    });
    await findBell('Notifications: 4 unseen');
  });

  it('stays a plain link without a count when the count cannot be read, with no notice', async () => {
    server.use(http.get(LIST, () => HttpResponse.json({ error: 'Oops.....Something Went Wrong' })));
    await mountApp('/', shell({ user: signedInUser }));
    await waitFor(() => expect(requestsTo('user-notification/all')).toHaveLength(1), { timeout: 4000 });
    await quietFor(100);
    expect(within(header()).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('notice')).toHaveLength(0);
  });

  it('goes to /user/notification, which reads the first page afresh', async () => {
    await mountApp('/', shell({ user: signedInUser }));
    await userEvent.click(await findBell('Notifications: 2 unseen'));
    await waitFor(() => expect(window.location.pathname).toBe('/user/notification'));
    expect(await screen.findByText('6 notifications found')).toBeInTheDocument();
    await settled();
    expect(requestsTo('user-notification/all')).toHaveLength(2);
  });

  it('goes with sign-out and comes back, counted afresh, with the next sign-in on the page', async () => {
    await mountApp('/', shell({ user: signedInUser }));
    await findBell('Notifications: 2 unseen');
    await userEvent.click(within(header()).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(header()).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument());
    const { signInSucceeded } = await import('../../session/session-slice');
    await act(async () => {
      capturedStore().dispatch(signInSucceeded({ user: { ...signedInUser, id: 9 } }));
    });
    await findBell('Notifications: 2 unseen');
    expect(requestsTo('user-notification/all')).toHaveLength(2);
  });
});
