/**
 * The shopper's stored notifications (table notifications; routes/notifications.ts answers with
 * them): one page, and the seen / remove actions, each limited to the user's own rows.
 */
import type { Queryable } from '../db/types';

export interface NotificationRow {
  id: number;
  user_id: number;
  title: string;
  details: string | null;
  url: string | null;
  status: 'seen' | 'unseen';
  created_at: Date | string;
  updated_at: Date | string;
}

/** One page of the user's notifications, newest first, and how many there are in all. */
export async function notificationPage(
  db: Queryable,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [userId])).rows[0].n;
  const rows = (
    await db.query<NotificationRow>(
      `SELECT id, user_id, title, details, url, status, created_at, updated_at FROM notifications
       WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, Math.min((page - 1) * perPage, Number.MAX_SAFE_INTEGER)],
    )
  ).rows;
  return { rows, total };
}

/** Every unseen notification of the user becomes seen. */
export async function markAllNotificationsSeen(db: Queryable, userId: number): Promise<void> {
  await db.query("UPDATE notifications SET status = 'seen', updated_at = now() WHERE user_id = $1 AND status = 'unseen'", [userId]);
}

/**
 * One of the user's notifications becomes seen; the number of rows touched (1 or 0). Like
 * Eloquent's update(), which also sets updated_at, an already seen row still counts.
 */
export async function markNotificationSeen(db: Queryable, userId: number, id: number): Promise<number> {
  const sql = "UPDATE notifications SET status = 'seen', updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id";
  return (await db.query(sql, [id, userId])).rows.length;
}

/** Deletes one of the user's notifications; the number of rows removed (1 or 0). */
export async function removeNotification(db: Queryable, userId: number, id: number): Promise<number> {
  return (await db.query('DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])).rows.length;
}
