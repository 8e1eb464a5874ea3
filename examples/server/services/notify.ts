/**
 * Stored + pushed notifications, as the original's sendNotification helpers do it: insert a
 * `notifications` row, then broadcast App\Events\PusherNotification with exactly
 * {message, message_type}, swallowing a failed push (the row stays).
 */
import type { Db } from '../db/types';
import type { RealtimeLike } from '../lib/context';

export type NoticeType = 'success' | 'error' | 'warning' | 'info';
export const NOTICE_TYPES: readonly NoticeType[] = ['success', 'error', 'warning', 'info'];
/** The event class name; the original has no broadcastAs, so this is the wire name. */
export const NOTIFICATION_EVENT = 'App\\Events\\PusherNotification';

/** 'private': our default, authorised at broadcasting/auth. 'public': the stock original's channel. */
export type ChannelMode = 'private' | 'public';

/** The wire channel a user's notifications go to in each mode. */
export function notificationChannel(mode: ChannelMode, userId: number): string {
  return mode === 'public' ? `notification-send-${userId}` : `private-notification-send.${userId}`;
}

export interface NotifyInput {
  userId: number;
  message: string;
  type?: NoticeType;
  details?: string | null;
  url?: string | null;
}

/** Where to push; without a pusher the notification is only stored. */
export interface PushTarget {
  pusher: RealtimeLike | null | undefined;
  mode: ChannelMode;
}

export interface NotifyResult {
  id: number;
  channel: string;
  published: boolean;
}

export async function notifyUser(db: Db, input: NotifyInput, push: PushTarget): Promise<NotifyResult> {
  const type = input.type ?? 'info';
  const row = (
    await db.query<{ id: number }>(
      'INSERT INTO notifications (user_id, title, details, url, message_type) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [input.userId, input.message, input.details ?? null, input.url ?? null, type],
    )
  ).rows[0];
  const channel = notificationChannel(push.mode, input.userId);
  let published = false;
  if (push.pusher) {
    try {
      await push.pusher.publish([channel], NOTIFICATION_EVENT, { message: input.message, message_type: type });
      published = true;
    } catch (error) {
      console.error('[storefront] notification push failed', error);
    }
  }
  return { id: row.id, channel, published };
}
