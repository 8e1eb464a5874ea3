/** The stored notifications' calls (test/contract/account/notifications.json); lazy, with the notifications feature. */
import type { Http } from '../../lib/http/client';
import type { PageOf } from '../../lib/paging/read-page';
import { expectKeys, expectList } from '../../lib/http/expect';
import { ApiError } from '../../lib/http/api-error';

/**
 * One stored notification as the screens use it (test/contract/account/notifications.json: the raw row with its `date`
 * and `time` appends). `url` is a store path without its leading slash, or null.
 */
export interface NotificationItem {
  id: number;
  title: string;
  details: string;
  url: string | null;
  unseen: boolean;
  date: string;
  time: string;
}

/** One page of `user-notification/all` (Laravel's plain paginator, test/contract/account/notifications.json). */
export type NotificationPage = PageOf<NotificationItem> & { total: number; perPage: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const count = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) && n >= 0 ? Math.trunc(n) : fallback;
};

/** A row the list can show: it needs an id (for seen/remove) and a title; anything else is skipped. */
function toItem(raw: unknown): NotificationItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  const id = count(row.id, -1);
  const title = text(row.title);
  if (id < 1 || !title) return null;
  return {
    id,
    title,
    details: text(row.details),
    url: typeof row.url === 'string' && row.url.trim() ? row.url : null,
    // The original tests `status == 'unseen'`; any other value counts as seen.
    unseen: row.status === 'unseen',
    date: text(row.date),
    time: text(row.time),
  };
}

/** `GET user-notification/all` (loginCheck). Page 1 is asked for without `page`, as the original SPA does. */
export async function fetchNotifications(http: Http, page = 1): Promise<NotificationPage> {
  const { data } = await http.get('user-notification/all', page > 1 ? { params: { page } } : undefined);
  const { notifications } = expectKeys<{ notifications: unknown }>(data, ['notifications']);
  if (!notifications || typeof notifications !== 'object') throw new ApiError('malformed', "The server's answer has no notifications.");
  const paginator = notifications as Record<string, unknown>;
  const items = expectList<unknown>(paginator.data, 'notifications')
    .map(toItem)
    .filter((item): item is NotificationItem => item !== null);
  return {
    items,
    total: count(paginator.total, items.length),
    perPage: Math.max(1, count(paginator.per_page, items.length || 15)),
    page: Math.max(1, count(paginator.current_page, page)),
    lastPage: null,
    nextPageUrl: typeof paginator.next_page_url === 'string' && paginator.next_page_url ? paginator.next_page_url : null,
  };
}

/** `GET notification/seen/{id}` (test/contract/account/notification-seen.json): `{notification: <rows updated>, success}`. */
export async function seeNotification(http: Http, id: number): Promise<number> {
  const { data } = await http.get(`notification/seen/${encodeURIComponent(id)}`);
  return count(expectKeys<{ notification: unknown }>(data, ['notification']).notification, 0);
}

/** `GET user-notification/seen-all` (test/contract/account/notifications-seen-all.json): `{seen_notification: true, success}`. */
export async function seeAllNotifications(http: Http): Promise<void> {
  const { data } = await http.get('user-notification/seen-all');
  expectKeys(data, ['seen_notification']);
}

/** `GET notification/remove/{id}` (test/contract/account/notification-remove.json): `{notification: <rows deleted>, success}`. */
export async function removeNotification(http: Http, id: number): Promise<number> {
  const { data } = await http.get(`notification/remove/${encodeURIComponent(id)}`);
  return count(expectKeys<{ notification: unknown }>(data, ['notification']).notification, 0);
}
