import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeConfig } from '../../contract';
import { liveMessageFrom, type LiveMessage } from './live-message';
import { NOTIFICATION_EVENT, notificationChannel, type ChannelKind } from './notification-channel';

// The saga's channel choice (auto mode) arrives with this chunk, out of the first load.
export { announceChannel, announceRefusal, missingRouteSign } from './channel-choice';

/**
 * Live notifications over the Pusher protocol. This module is imported on demand (only when
 * push is on, a key is present and someone is signed in), so laravel-echo and pusher-js stay
 * out of the first page load.
 */
export type { LiveMessage };

export type Authorize = (socketId: string, channelName: string) => Promise<{ auth: string; channel_data?: string }>;

type EchoOptions = ConstructorParameters<typeof Echo>[0];

function echoOptions(config: RealtimeConfig, kind: ChannelKind, authorize: Authorize): EchoOptions {
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
  if (kind === 'private') {
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

/** Pause before reconnect attempt `attempt` (0-based): exponential, capped, with full jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 10));
  // Half fixed, half random: never a zero pause (no tight loop), yet many tabs do not retry in step.
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

const RECONNECT_BASE_MS = 1_000;
const RECONNECT_CAP_MS = 30_000;

type Connection = {
  state: string;
  bind(event: string, handler: (change: { previous: string; current: string }) => void): void;
  unbind(event?: string, handler?: unknown): void;
};
type PusherLike = { connection: Connection; connect(): void; disconnect(): void };

/**
 * pusher-js alone is slow to come back: after two refused attempts it waits out its 15 s handshake
 * time-out while `connecting` (and ignores `connect()` meanwhile), it parks in `unavailable`
 * (browser offline) and `failed`, and a close by the server can leave it `disconnected` for good.
 * So while the socket is lost this keeps one timer: each time it fires and the socket is still not
 * back, pusher-js starts a fresh attempt, after pauses that grow (1, 2, 4… 30 s, jittered). It tries
 * at once when the browser says it is online again, and tells `onRestored` each time the socket is
 * back after having been lost (not on the first connect), so the caller can re-read what it missed.
 */
function keepConnected(pusher: PusherLike, onRestored: () => void): () => void {
  const connection = pusher.connection;
  let everConnected = connection.state === 'connected';
  let lost = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const retry = () => {
    clear();
    if (stopped || connection.state === 'connected') return;
    // A fresh attempt: connect() alone is ignored while pusher-js waits on a failed one.
    pusher.disconnect();
    pusher.connect();
  };
  const schedule = () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      attempt += 1;
      // The fresh attempt's `disconnected` schedules the next check, a longer pause away.
      retry();
    }, reconnectDelayMs(attempt));
  };
  const onStateChange = ({ current }: { previous: string; current: string }) => {
    if (stopped) return;
    if (current === 'connected') {
      clear();
      attempt = 0;
      if (everConnected && lost) onRestored();
      everConnected = true;
      lost = false;
    } else if (current === 'unavailable' || current === 'failed' || current === 'disconnected') {
      if (everConnected) lost = true;
      schedule();
    } else if (current === 'connecting' && everConnected) {
      lost = true;
      schedule();
    }
  };
  const onOnline = () => {
    attempt = 0;
    retry();
  };
  const onOffline = () => {
    if (everConnected) lost = true;
  };
  connection.bind('state_change', onStateChange);
  globalThis.addEventListener?.('online', onOnline);
  globalThis.addEventListener?.('offline', onOffline);
  return () => {
    stopped = true;
    clear();
    connection.unbind('state_change', onStateChange);
    globalThis.removeEventListener?.('online', onOnline);
    globalThis.removeEventListener?.('offline', onOffline);
  };
}

/** Connects, listens on the user's channel of that kind; returns the disconnect. */
export function connectNotifications(
  config: RealtimeConfig,
  kind: ChannelKind,
  userId: number,
  authorize: Authorize,
  onMessage: (message: LiveMessage) => void,
  onRestored: () => void = () => {},
): () => void {
  const echo = new Echo(echoOptions(config, kind, authorize));
  const name = notificationChannel(kind, userId);
  // A public channel makes no auth request at all; a private one is authorised by pusher-js.
  const channel = kind === 'public' ? echo.channel(name) : echo.private(name);
  channel.listen(NOTIFICATION_EVENT, (payload: unknown) => {
    const message = liveMessageFrom(payload);
    if (message) onMessage(message);
  });
  const pusher = (echo.connector as unknown as { pusher?: PusherLike }).pusher;
  const stopKeeping = pusher?.connection ? keepConnected(pusher, onRestored) : () => {};
  return () => {
    // Stop retrying first, so the deliberate disconnect (sign-out) is not undone.
    stopKeeping();
    echo.disconnect();
  };
}
