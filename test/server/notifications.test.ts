/**
 * Stored notifications (test/contract/account/notifications.json): the list in Laravel's plain paginator with the raw
 * rows and their date/time appends, seen, seen-all and remove scoped to the session user, the
 * guards (loginCheck, CSRF on the state-changing GETs) and the seed.
 */
import { createApp } from '../../examples/server/app';
import { formattedDate, formattedTime, plainPaginator } from '../../examples/server/routes/notifications';
import { notifyUser } from '../../examples/server/services/notify';
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const ROW_KEYS = ['id', 'user_id', 'title', 'details', 'url', 'status', 'created_at', 'updated_at', 'date', 'time'];
const PAGINATOR_KEYS = [
  'current_page',
  'data',
  'first_page_url',
  'from',
  'last_page',
  'last_page_url',
  'links',
  'next_page_url',
  'path',
  'per_page',
  'prev_page_url',
  'to',
  'total',
];

async function signedIn(app = srv.app, email = 'customer@example.com') {
  const c = new Client(app);
  await c.boot();
  const login = await c.login(email);
  expect(login.user).toBeTruthy();
  await c.boot();
  return c;
}

async function statusOf(id: number): Promise<string | null> {
  return (await srv.db.query<{ status: string }>('SELECT status FROM notifications WHERE id = $1', [id])).rows[0]?.status ?? null;
}

async function idsOf(userId: number): Promise<number[]> {
  return (await srv.db.query<{ id: number }>('SELECT id FROM notifications WHERE user_id = $1 ORDER BY id', [userId])).rows.map(
    (r) => r.id,
  );
}

describe('formatting', () => {
  test("date is Carbon's toFormattedDateString and time is h:i:s A", () => {
    expect(formattedDate('2024-05-02T16:20:30Z')).toBe('May 2, 2024');
    expect(formattedTime('2024-05-28T16:20:30Z')).toBe('04:20:30 PM');
    expect(formattedTime('2024-05-28T00:05:09Z')).toBe('12:05:09 AM');
    expect(formattedTime('2024-05-28T12:00:00Z')).toBe('12:00:00 PM');
    expect(formattedTime('2024-05-28T09:59:59Z')).toBe('09:59:59 AM');
  });

  test("the paginator's links follow Laravel's window (all pages below 14, else gaps)", () => {
    const url = 'http://127.0.0.1:8080/user-notification/all?page=3&x=1';
    const small = plainPaginator([1, 2], 12, 3, 2, url);
    expect(small.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', '3', '4', '5', '6', 'Next &raquo;']);
    expect(small.links.find((l) => l.active)?.label).toBe('3');
    expect(small).toMatchObject({ from: 5, to: 6, prev_page_url: 'http://127.0.0.1:8080/user-notification/all?page=2' });
    const labels = (page: number) => plainPaginator([1], 40, page, 1, url).links.map((l) => l.label);
    expect(labels(2)).toEqual(['&laquo; Previous', ...'1 2 3 4 5 6 7 8 9 10'.split(' '), '...', '39', '40', 'Next &raquo;']);
    expect(labels(20)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      '...',
      '17',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '...',
      '39',
      '40',
      'Next &raquo;',
    ]);
    expect(labels(38)).toEqual(['&laquo; Previous', '1', '2', '...', ...'31 32 33 34 35 36 37 38 39 40'.split(' '), 'Next &raquo;']);
    const gap = plainPaginator([1], 40, 20, 1, url).links.find((l) => l.label === '...');
    expect(gap).toEqual({ url: null, label: '...', active: false });
  });
});

describe('GET user-notification/all', () => {
  test('guests are sent to /login (loginCheck)', async () => {
    const c = new Client(srv.app);
    await c.boot();
    for (const path of ['/user-notification/all', '/user-notification/seen-all', '/notification/seen/5', '/notification/remove/5']) {
      const res = await c.get(path);
      expect({ path, status: res.status, location: res.headers.get('location') }).toEqual({
        path,
        status: 302,
        location: 'http://127.0.0.1:8080/login',
      });
    }
  });

  test("Jane's seeded notifications: 20 rows, 15 a page, raw rows newest first with the original's appends", async () => {
    const c = await signedIn();
    const answer = await c.getJson('/user-notification/all');
    expect(Object.keys(answer)).toEqual(['notifications', 'success']);
    expect(answer.success).toBe('Notification Found Successfully');
    const page = answer.notifications;
    expect(Object.keys(page)).toEqual(PAGINATOR_KEYS);
    expect(page).toMatchObject({
      current_page: 1,
      from: 1,
      to: 15,
      per_page: 15,
      total: 20,
      last_page: 2,
      path: 'http://127.0.0.1:8080/user-notification/all',
      first_page_url: 'http://127.0.0.1:8080/user-notification/all?page=1',
      last_page_url: 'http://127.0.0.1:8080/user-notification/all?page=2',
      next_page_url: 'http://127.0.0.1:8080/user-notification/all?page=2',
      prev_page_url: null,
    });
    expect(page.links).toEqual([
      { url: null, label: '&laquo; Previous', active: false },
      { url: 'http://127.0.0.1:8080/user-notification/all?page=1', label: '1', active: true },
      { url: 'http://127.0.0.1:8080/user-notification/all?page=2', label: '2', active: false },
      { url: 'http://127.0.0.1:8080/user-notification/all?page=2', label: 'Next &raquo;', active: false },
    ]);
    expect(page.data).toHaveLength(15);
    for (const row of page.data) {
      expect(Object.keys(row)).toEqual(ROW_KEYS);
      expect(row.user_id).toBe(1);
      expect(['seen', 'unseen']).toContain(row.status);
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(row.date).toBe(formattedDate(row.created_at));
      expect(row.time).toMatch(/^(0\d|1[0-2]):\d\d:\d\d (AM|PM)$/);
      expect(row.url === null || /^(get-invoice\/YR-\d+|my-wallet)$/.test(row.url)).toBe(true);
    }
    const times = page.data.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const statuses = page.data.map((r: { status: string }) => r.status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill('unseen'));
    expect(statuses).toContain('seen');
    expect(page.data.some((r: { url: string | null }) => r.url === null)).toBe(true);
    expect(page.data.some((r: { url: string | null }) => r.url?.startsWith('get-invoice/'))).toBe(true);

    const second = (await c.getJson('/user-notification/all?page=2&foo=bar')).notifications;
    expect(second).toMatchObject({ current_page: 2, from: 16, to: 20, next_page_url: null });
    expect(second.prev_page_url).toBe('http://127.0.0.1:8080/user-notification/all?page=1');
    expect(second.data).toHaveLength(5);
    expect(second.data.some((r: { status: string }) => r.status === 'unseen')).toBe(true);
    const ids = [...page.data, ...second.data].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(20);

    const beyond = (await c.getJson('/user-notification/all?page=7')).notifications;
    expect(beyond).toMatchObject({ current_page: 7, data: [], from: null, to: null, next_page_url: null, total: 20 });
    for (const junk of ['0', '-3', 'abc', '1.5']) {
      expect((await c.getJson(`/user-notification/all?page=${junk}`)).notifications.current_page).toBe(1);
    }
  });

  test('per_page is the pagination setting', async () => {
    await srv.db.query(
      `INSERT INTO settings (key, value) VALUES ('pagination', '"6"') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    try {
      // Settings are read once per app (services/store.ts), so a new app sees the row.
      const app = createApp({ db: srv.db, config: srv.config, pusher: srv.pusher });
      const page = (await (await signedIn(app)).getJson('/user-notification/all')).notifications;
      expect(page).toMatchObject({ per_page: 6, last_page: 4, to: 6 });
      expect(page.data).toHaveLength(6);
    } finally {
      await srv.db.query("DELETE FROM settings WHERE key = 'pagination'");
    }
  });

  test('a pushed notification is stored unseen, first in the list, without message_type', async () => {
    const c = await signedIn(srv.app, 'second@example.com');
    const { id } = await notifyUser(
      srv.db,
      { userId: 2, message: 'Your parcel is at the hub', type: 'warning', url: 'my-wallet' },
      { pusher: srv.pusher, mode: 'private' },
    );
    const first = (await c.getJson('/user-notification/all')).notifications.data[0];
    expect(first).toMatchObject({ id, user_id: 2, title: 'Your parcel is at the hub', details: null, url: 'my-wallet', status: 'unseen' });
    expect(first).not.toHaveProperty('message_type');
    expect(first.created_at).toBe(first.updated_at);
    expect(first.date).toBe(formattedDate(first.created_at));
    expect(first.time).toBe(formattedTime(first.created_at));
    await srv.db.query('DELETE FROM notifications WHERE id = $1', [id]);
  });
});

describe('seen, seen-all and remove', () => {
  test("seen marks one of the user's own rows (1) and never another shopper's (0)", async () => {
    const c = await signedIn();
    const [mine] = await idsOf(1);
    const [sams] = await idsOf(2);
    expect(await c.getJson(`/notification/seen/${sams}`)).toEqual({ notification: 0, success: 'Notification Seen Successfully' });
    expect(await statusOf(sams)).toBe('seen'); // Sam's first row is seeded seen; his others stay unseen below.
    const samsUnseen = (await srv.db.query<{ id: number }>("SELECT id FROM notifications WHERE user_id = 2 AND status = 'unseen'")).rows;
    for (const { id } of samsUnseen) expect((await c.getJson(`/notification/seen/${id}`)).notification).toBe(0);
    for (const { id } of samsUnseen) expect(await statusOf(id)).toBe('unseen');

    await srv.db.query("UPDATE notifications SET status = 'unseen', updated_at = created_at WHERE id = $1", [mine]);
    expect(await c.getJson(`/notification/seen/${mine}`)).toEqual({ notification: 1, success: 'Notification Seen Successfully' });
    const row = (
      await srv.db.query<{ status: string; changed: boolean }>(
        'SELECT status, updated_at > created_at AS changed FROM notifications WHERE id = $1',
        [mine],
      )
    ).rows[0];
    expect(row).toEqual({ status: 'seen', changed: true });
    // Eloquent's update also touches updated_at, so seeing a seen row again still counts one.
    expect((await c.getJson(`/notification/seen/${mine}`)).notification).toBe(1);
    for (const junk of ['0', '999999', 'abc', '99999999999']) {
      expect(await c.getJson(`/notification/seen/${junk}`)).toEqual({ notification: 0, success: 'Notification Seen Successfully' });
    }
  });

  test("remove deletes one of the user's own rows (1) and never another shopper's (0)", async () => {
    const c = await signedIn();
    const mine = await idsOf(1);
    const sams = await idsOf(2);
    const victim = mine[mine.length - 1];
    expect(await c.getJson(`/notification/remove/${sams[0]}`)).toEqual({ notification: 0, success: 'Notification Deleted Successfully' });
    expect(await idsOf(2)).toEqual(sams);
    expect(await c.getJson(`/notification/remove/${victim}`)).toEqual({ notification: 1, success: 'Notification Deleted Successfully' });
    expect(await idsOf(1)).toEqual(mine.slice(0, -1));
    expect((await c.getJson(`/notification/remove/${victim}`)).notification).toBe(0);
    expect((await c.getJson('/user-notification/all')).notifications.total).toBe(mine.length - 1);
  });

  test("seen-all marks every unseen row of the user seen and leaves other shoppers' alone", async () => {
    const c = await signedIn();
    const unseen = async (userId: number) =>
      (await srv.db.query<{ n: number }>("SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND status = 'unseen'", [userId]))
        .rows[0].n;
    expect(await unseen(1)).toBeGreaterThan(0);
    const samBefore = await unseen(2);
    expect(samBefore).toBeGreaterThan(0);
    expect(await c.getJson('/user-notification/seen-all')).toEqual({
      seen_notification: true,
      success: 'All Notification Successfully Seen',
    });
    expect(await unseen(1)).toBe(0);
    expect(await unseen(2)).toBe(samBefore);
    expect(await c.getJson('/user-notification/seen-all')).toEqual({
      seen_notification: true,
      success: 'All Notification Successfully Seen',
    });
  });

  test('the state-changing GETs need the page token (419); the list does not', async () => {
    const c = await signedIn();
    const [mine] = await idsOf(1);
    for (const path of ['/user-notification/seen-all', `/notification/seen/${mine}`, `/notification/remove/${mine}`]) {
      const res = await c.get(path, { 'X-CSRF-TOKEN': 'wrong' });
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 419,
        body: { message: 'CSRF token mismatch.' },
      });
    }
    expect(await idsOf(1)).toContain(mine);
    expect((await c.get('/user-notification/all', { 'X-CSRF-TOKEN': 'wrong' })).status).toBe(200);
  });
});
