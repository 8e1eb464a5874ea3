import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeConfig } from '../../contract';
import { liveMessageFrom, type LiveMessage } from './live-message';
import { NOTIFICATION_EVENT, notificationChannel } from './notification-channel';

/**
 * Live notifications over the Pusher protocol. This module is imported on demand (only when
 * push is on, a key is present and someone is signed in), so laravel-echo and pusher-js stay
 * out of the first page load.
 */
export type { LiveMessage };

export type Authorize = (socketId: string, channelName: string) => Promise<{ auth: string; channel_data?: string }>;

type EchoOptions = ConstructorParameters<typeof Echo>[0];

function echoOptions(config: RealtimeConfig, authorize: Authorize): EchoOptions {
  const options: Record<string, unknown> = {
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: config.cluster,
    forceTLS: config.tls,
    ...(config.host ? { wsHost: config.host, wssPort: config.port ?? 443, wsPort: config.port ?? 80 } : {}),
    enabledTransports: config.tls ? ['wss'] : ['ws'],
    disableStats: true,
    // Echo would otherwise add X-Socket-ID interceptors to the host page's global axios/jQuery.
    withoutInterceptors: true,
  };
  if (config.channel !== 'public') {
    // Authorise through the widget's own HTTP client, so the page token and the session
    // handling rules apply to the channel auth request like to every other call.
    options.channelAuthorization = {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: (error: Error | null, data: { auth: string; channel_data?: string } | null) => void,
      ) => {
        authorize(socketId, channelName).then(
          (data) => callback(null, data),
          (error: Error) => callback(error, null),
        );
      },
    };
  }
  return options as EchoOptions;
}

/** Connects, listens on the user's channel in the configured mode; returns the disconnect. */
export function connectNotifications(
  config: RealtimeConfig,
  userId: number,
  authorize: Authorize,
  onMessage: (message: LiveMessage) => void,
): () => void {
  const echo = new Echo(echoOptions(config, authorize));
  const name = notificationChannel(config.channel, userId);
  // A public channel makes no auth request at all; a private one is authorised by pusher-js.
  const channel = config.channel === 'public' ? echo.channel(name) : echo.private(name);
  channel.listen(NOTIFICATION_EVENT, (payload: unknown) => {
    const message = liveMessageFrom(payload);
    if (message) onMessage(message);
  });
  return () => echo.disconnect();
}
