import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import { liveNotificationReceived } from '../live-notification-sagas';

// Captures the mounted app's store (test/unit/support/captured-store.ts), to deliver a push.
jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();

interface Row {
  id: number;
  title: string;
  details: string | null;
  url: string | null;
  status: string;
  date: string;
  time: string;
}
interface ListAnswer {
  notifications: { data: Row[]; total: number; per_page: number; current_page: number; next_page_url: string | null };
  success: string;
}

/** The contract fixture's answers (test/contract/account/notifications.json): 6 rows, 4 a page. */
const page1 = () => fixtureAnswer<ListAnswer>('account/notifications', 'page-1');
const page2 = () => fixtureAnswer<ListAnswer>('account/notifications', 'page-2');
const LIST = `${BASE_URL}/user-notification/all`;

function listAnswers(answer: (page: number) => unknown, status = 200) {
  server.use(
    http.get(LIST, ({ request }) =>
      HttpResponse.json(answer(Number(new URL(request.url).searchParams.get('page') ?? 1)) as object, { status }),
    ),
  );
}

async function openList() {
  await mountApp('/user/notification', shell({ user: signedInUser }));
  await screen.findByText(/notifications? found|No Notification Found/);
}

const list = () => screen.getAllByRole('list').find((el) => el.classList.contains('sf-notifications__list'))!;
const rowOf = (title: string, index = 0) => screen.getAllByText(title)[index].closest('li')!;
const bell = () => screen.getByRole('link', { name: /^Notifications/ });

describe('/user/notification', () => {
  it('lists the rows with the count, title, details, date and time; unseen ones are marked for eyes and ears', async () => {
    await openList();
    expect(await screen.findByText('6 notifications found')).toHaveAttribute('role', 'status');
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [first, second, third] = rows;
    const firstRow = page1().notifications.data[0];
    expect(first).toHaveClass('is-unseen');
    // The mark is text: a screen reader hears "Unseen" before the title.
    expect(within(first).getByText('Unseen')).toBeInTheDocument();
    expect(first).toHaveAccessibleName(`Unseen ${firstRow.title}`);
    expect(within(first).getByText(firstRow.details!)).toBeInTheDocument();
    // "May 28, 2024" + "04:20:30 PM" in the active language's words (src/lib/i18n/format-date.ts).
    expect(first.querySelector('.sf-notification__when')).toHaveTextContent('May 28, 2024 at 4:20 PM');
    expect(within(first).getByRole('button', { name: 'Mark as seen' })).toHaveAccessibleDescription(`Unseen ${firstRow.title}`);
    expect(second).toHaveClass('is-unseen');
    // A seen row has no mark and no "Mark as seen"; its empty-string details show nothing.
    expect(third).not.toHaveClass('is-unseen');
    expect(within(third).queryByText('Unseen')).not.toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: 'Mark as seen' })).not.toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(
      within(second)
        .getAllByText(/./)
        .map((el) => el.textContent),
    ).not.toContain('');
    // The header counts the unseen rows it knows.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 2 unseen'));
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('follows a store-path url inside the app and marks it seen; a url that is not a store path is no link', async () => {
    listAnswers((page) => {
      const answer = page1();
      answer.notifications.data[1].url = 'https://elsewhere.example/win';
      answer.notifications.data[3].url = 'javascript:alert(1)';
      return page === 1 ? answer : page2();
    });
    await openList();
    const [first, second, third, fourth] = within(list()).getAllByRole('listitem');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(third).queryByRole('link')).not.toBeInTheDocument(); // url null
    expect(within(fourth).queryByRole('link')).not.toBeInTheDocument();
    const link = within(first).getByRole('link', { name: page1().notifications.data[0].title });
    expect(link).toHaveAttribute('href', '/get-invoice/YR-0482913375');
    await userEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/get-invoice/YR-0482913375'));
    await waitFor(() => expect(requestsTo('notification/seen/126')).toHaveLength(1));
    expect(requestsTo('notification/seen/126')[0].headers.get('x-csrf-token')).toBe('page-token');
  });

  it('"Mark as seen" marks one row and lowers the header count; a double click sends once', async () => {
    await openList();
    const first = rowOf(page1().notifications.data[0].title);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 2 unseen'));
    const button = within(first).getByRole('button', { name: 'Mark as seen' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(first).not.toHaveClass('is-unseen'));
    expect(within(first).queryByText('Unseen')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications: 1 unseen');
    await settled();
    expect(requestsTo('notification/seen/126')).toHaveLength(1);
  });

  it('"Mark all as seen" updates the whole list (the original left it stale) and clears the count', async () => {
    await openList();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 2 unseen'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    await waitFor(() => expect(screen.queryAllByText('Unseen')).toHaveLength(0));
    expect(within(list()).queryByRole('button', { name: 'Mark as seen' })).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(within(bell()).queryByText(/\d/)).not.toBeInTheDocument();
    expect(requestsTo('user-notification/seen-all')).toHaveLength(1);
  });

  it('"Remove" takes the row out, lowers the count and moves focus to the row that takes its place', async () => {
    await openList();
    const titles = page1().notifications.data.map((r) => r.title);
    await userEvent.click(within(rowOf(titles[1])).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(titles[1])).not.toBeInTheDocument());
    expect(screen.getByText('5 notifications found')).toBeInTheDocument();
    expect(requestsTo('notification/remove/125')).toHaveLength(1);
    // The removed row was unseen: the header count follows.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 1 unseen'));
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveFocus();
    // The last row: focus goes to the one before it.
    await userEvent.click(within(rows[2]).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list()).getAllByRole('listitem')[1]).toHaveFocus();
  });

  it('removing every row leaves the count line focused, saying so', async () => {
    listAnswers(() => {
      const answer = page1();
      answer.notifications.data = answer.notifications.data.slice(0, 1);
      Object.assign(answer.notifications, { total: 1, next_page_url: null, last_page: 1 });
      return answer;
    });
    await openList();
    await userEvent.click(within(list()).getByRole('button', { name: 'Remove' }));
    const none = await screen.findByText('No Notification Found');
    expect(none).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Mark all as seen' })).not.toBeInTheDocument();
  });

  it('"Load more" appends the next page without duplicates, then disappears at the end', async () => {
    // A notification that arrived meanwhile shifted the pages: page 2 now starts with page 1's last row.
    listAnswers((page) => {
      if (page === 1) return page1();
      const answer = page2();
      answer.notifications.data.unshift(page1().notifications.data[3]);
      return answer;
    });
    await openList();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(6));
    const ids = within(list())
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(6);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requestsTo('user-notification/all').map((r) => r.url.searchParams.get('page'))).toEqual([null, '2']);
    // Page 2 had one more unseen row: every known unseen row is counted.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 3 unseen'));
  });

  it('after a removal, "Load more" asks for the page holding the first row not shown', async () => {
    await openList();
    await userEvent.click(within(rowOf(page1().notifications.data[0].title)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    // The server now has 5 rows: its page 1 holds the 4 shown plus the first one not shown.
    listAnswers((page) => {
      const answer = page === 1 ? page1() : page2();
      if (page === 1) {
        answer.notifications.data.shift();
        answer.notifications.data.push(page2().notifications.data[0]);
        answer.notifications.total = 5;
      }
      return answer;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(4));
    expect(requestsTo('user-notification/all').map((r) => r.url.searchParams.get('page'))).toEqual([null, null]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('a live notification appears on top of the open list and raises the count, without a reload', async () => {
    await openList();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 2 unseen'));
    const arrived = { ...page1().notifications.data[0], id: 127, title: 'Your parcel is at the hub', url: null, details: null };
    listAnswers(() => {
      const answer = page1();
      answer.notifications.data = [arrived, ...answer.notifications.data.slice(0, 3)];
      answer.notifications.total = 7;
      return answer;
    });
    await act(async () => {
      capturedStore().dispatch(liveNotificationReceived({ message: 'Your parcel is at the hub', message_type: 'info' }));
    });
    await waitFor(() => expect(within(list()).getAllByRole('listitem')[0]).toHaveAccessibleName('Unseen Your parcel is at the hub'));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('7 notifications found')).toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications: 3 unseen'));
  });

  it.each([
    [
      'a refusal ({error})',
      () => HttpResponse.json({ error: 'Attempt to read property "id" on null' }),
      'Something went wrong. Please try again.',
    ],
    [
      'a server error (500)',
      () => HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      'Something went wrong. Please try again.',
    ],
  ])('a failed list (%s) says so in the screen and can be tried again', async (_case, answer, message) => {
    server.use(http.get(LIST, answer, { once: true }));
    await mountApp('/user/notification', shell({ user: signedInUser }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(message);
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6 notifications found')).toBeInTheDocument();
  });

  it('a failed seen, remove or load more fails alone: a notice, and the list stays as it was', async () => {
    server.use(
      http.get(`${BASE_URL}/notification/seen/:id`, () => HttpResponse.json({ error: 'Notification not found' })),
      http.get(`${BASE_URL}/notification/remove/:id`, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
      http.get(`${BASE_URL}/user-notification/seen-all`, () => HttpResponse.json({ error: 'Seen all failed' })),
    );
    await openList();
    const first = rowOf(page1().notifications.data[0].title);
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as seen' }));
    expect(await findNotice('Error: Notification not found')).toBeInTheDocument();
    expect(first).toHaveClass('is-unseen');
    expect(within(first).getByRole('button', { name: 'Mark as seen' })).toBeEnabled();

    await userEvent.click(within(first).getByRole('button', { name: 'Remove' }));
    expect(await findNotice('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(await findNotice('Error: Seen all failed')).toBeInTheDocument();
    expect(screen.getAllByText('Unseen')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Mark all as seen' })).toBeEnabled();

    server.use(http.get(LIST, () => HttpResponse.json({ error: 'Page failed' })));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await findNotice('Error: Page failed')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('copes with rows it cannot use (no id, no title) and statuses other than "unseen"', async () => {
    listAnswers(() => {
      const answer = page1();
      answer.notifications.data = [
        { ...answer.notifications.data[0], status: 'read' },
        { ...answer.notifications.data[1], id: 0 },
        { ...answer.notifications.data[2], title: '' },
      ];
      Object.assign(answer.notifications, { total: 3, next_page_url: null });
      return answer;
    });
    await openList();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveClass('is-unseen');
  });
});
