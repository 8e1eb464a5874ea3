/** Stored + pushed notifications (channel private-notification-send.{userId}). */
import type { Db } from '../db/types';
import type { RealtimeLike } from '../lib/context';

export type NoticeType = 'success' | 'error' | 'warning' | 'info';
export const NOTICE_TYPES: readonly NoticeType[] = ['success', 'error', 'warning', 'info'];
export const NOTIFICATION_EVENT = 'App\\Events\\PusherNotification';
export const notificationChannel = (userId: number) => `private-notification-send.${userId}`;

export interface NotifyOptions { details?: string | null; url?: string | null }

export async function notifyUser(
  db: Db, pusher: RealtimeLike | null | undefined, userId: number, message: string, type: NoticeType = 'info', opts: NotifyOptions = {},
): Promise<{ id: number; published: boolean }> {
  const row = (await db.query<{ id: number }>(
    'INSERT INTO notifications (user_id, title, details, url, message_type) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, message, opts.details ?? null, opts.url ?? null, type],
  )).rows[0];
  let published = false;
  if (pusher) {
    await pusher.publish([notificationChannel(userId)], NOTIFICATION_EVENT, { message, message_type: type });
    published = true;
  }
  return { id: row.id, published };
}
