import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeConfig } from '../../contract';

/**
 * Live notifications over the Pusher protocol. This module is imported on demand (only when
 * push is on, a key is present and someone is signed in), so laravel-echo and pusher-js stay
 * out of the first page load.
 */
export interface LiveMessage {
  message: string;
  message_type?: string;
}

export type Authorize = (socketId: string, channelName: string) => Promise<{ auth: string; channel_data?: string }>;

/** The backend's event class; Echo adds its App\Events namespace to the short name. */
export const NOTIFICATION_EVENT = 'PusherNotification';

/** The signed-in user's own private channel (the original hard-coded user 4; this one does not). */
export function notificationChannel(userId: number): string {
  return `notification-send.${userId}`;
}

export function connectNotifications(config: RealtimeConfig, userId: number, authorize: Authorize, onMessage: (message: LiveMessage) => void): () => void {
  const echo = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster,
    forceTLS: config.tls,
    ...(config.host ? { wsHost: config.host, wssPort: config.port ?? 443, wsPort: config.port ?? 80 } : {}),
    enabledTransports: config.tls ? ['wss'] : ['ws'],
    disableStats: true,
    // Authorise through the widget's own HTTP client, so the page token and the session
    // handling rules apply to the channel auth request like to every other call.
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }: { socketId: string; channelName: string }, callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void) => {
        authorize(socketId, channelName).then((data) => callback(null, data), (error: Error) => callback(error, null));
      },
    },
  } as ConstructorParameters<typeof Echo>[0]);
  echo.private(notificationChannel(userId)).listen(NOTIFICATION_EVENT, (payload: LiveMessage) => {
    if (payload && typeof payload.message === 'string') onMessage(payload);
  });
  return () => echo.disconnect();
}
