/** The channel the socket listens on; `auto` (contract.ts) settles on one of these. */
export type ChannelKind = 'private' | 'public';

/**
 * Where the backend broadcasts a user's notifications, as Echo names it:
 * - private: `notification-send.{id}`; Echo subscribes `private-notification-send.{id}`
 *   and pusher-js authorises it at broadcasting/auth, so only that signed-in user can listen.
 * - public: the stock original's `notification-send-{id}` (hyphen); no authorisation, so anyone
 *   who knows the id can listen.
 */
export function notificationChannel(kind: ChannelKind, userId: number): string {
  return kind === 'public' ? `notification-send-${userId}` : `notification-send.${userId}`;
}

/**
 * The backend's event class. The leading dot tells Echo to use the name as given instead of
 * prefixing its namespace option; laravel-echo 2.5 would turn the short name
 * `PusherNotification` into the same `App\Events\PusherNotification` with its default
 * namespace, but the full name does not depend on that option.
 */
export const NOTIFICATION_EVENT = '.App\\Events\\PusherNotification';
