/**
 * The shopper's stored notifications (test/contract/account/notifications.json; the original's
 * Admin/NotificationController@userNotification, userNotificationSeenAll, seen, remove). All four
 * are behind loginCheck. Deliberate difference: the original's seen/remove act on any id (no
 * ownership check); here they touch only the session user's rows and answer 0 for anyone else's,
 * in the same shape.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { plainPaginator } from '../lib/paginate';
import { toInt } from '../lib/responses';
import {
  markAllNotificationsSeen,
  markNotificationSeen,
  notificationPage,
  removeNotification,
  type NotificationRow,
} from '../services/notifications';
import { eloquentTime } from '../services/shell';

/** The `pagination` setting (get_pagination('pagination')); 15 when unset or not a positive number. */
export const DEFAULT_NOTIFICATIONS_PER_PAGE = 15;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Carbon's toFormattedDateString ("M j, Y": "May 28, 2024"), in UTC as the rest of this server. */
export function formattedDate(at: Date | string): string {
  const d = new Date(at);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** PHP's format('h:i:s A'): "04:20:30 PM". */
export function formattedTime(at: Date | string): string {
  const d = new Date(at);
  const hours = d.getUTCHours();
  return `${pad(hours % 12 || 12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The raw model with its two appends; `message_type` (ours, for the push) stays inside. */
function notificationOut(n: NotificationRow) {
  return {
    id: n.id,
    user_id: n.user_id,
    title: n.title,
    details: n.details,
    url: n.url,
    status: n.status,
    created_at: eloquentTime(n.created_at),
    updated_at: eloquentTime(n.updated_at),
    date: formattedDate(n.created_at),
    time: formattedTime(n.created_at),
  };
}

// Other routes and services import these from here too; they live in lib/paginate.ts.
export { plainPaginator, type PaginatorLink } from '../lib/paginate';

async function perPageSetting(c: Context<AppEnv>): Promise<number> {
  const value = toInt((await c.get('store').get()).settings.pagination, 0);
  return value > 0 ? value : DEFAULT_NOTIFICATIONS_PER_PAGE;
}

/** Laravel's page resolver: a page that is not an integer ≥ 1 is page 1. */
function requestedPage(raw: string | undefined): number {
  const page = /^\s*\d+\s*$/.test(raw ?? '') ? Number.parseInt(raw!, 10) : 1;
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** A row id from the path; anything that cannot be an id (text, 0, beyond int4) matches no row. */
function rowId(raw: string): number | null {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function notificationRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = loginCheck();

  r.get('/user-notification/all', auth, async (c) => {
    const user = c.get('user')!;
    const { db } = c.get('deps');
    const perPage = await perPageSetting(c);
    const page = requestedPage(c.req.query('page'));
    const { rows, total } = await notificationPage(db, user.id, page, perPage);
    return c.json({
      notifications: plainPaginator(rows.map(notificationOut), total, page, perPage, c.req.url),
      success: 'Notification Found Successfully',
    });
  });

  r.get('/user-notification/seen-all', auth, async (c) => {
    await markAllNotificationsSeen(c.get('deps').db, c.get('user')!.id);
    return c.json({ seen_notification: true, success: 'All Notification Successfully Seen' });
  });

  r.get('/notification/seen/:id', auth, async (c) => {
    const id = rowId(c.req.param('id'));
    const touched = id === null ? 0 : await markNotificationSeen(c.get('deps').db, c.get('user')!.id, id);
    return c.json({ notification: touched, success: 'Notification Seen Successfully' });
  });

  r.get('/notification/remove/:id', auth, async (c) => {
    const id = rowId(c.req.param('id'));
    const removed = id === null ? 0 : await removeNotification(c.get('deps').db, c.get('user')!.id, id);
    return c.json({ notification: removed, success: 'Notification Deleted Successfully' });
  });

  return r;
}
