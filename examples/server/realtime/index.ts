// Public API of the in-repo Pusher-protocol server (see README.md in this folder).
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Hono } from 'hono';
import { ChannelRegistry } from './channels';
import { frame, isValidChannelName, isValidEventName } from './protocol';
import { createRestApp } from './rest';
import { channelAuth } from './signature';
import { SocketServer } from './socket-server';

export interface PusherServerOptions {
  appId: string;
  key: string;
  secret: string;
  /** Seconds of client silence before the server sends pusher:ping. Default 30. */
  activityTimeoutSeconds?: number;
  /** Seconds to wait for pusher:pong before dropping the socket. Default 30. (Extension, mostly for tests.) */
  pongTimeoutSeconds?: number;
  /** Names whose connection an upgrade request is, for `outage` (the storefront passes the session id). */
  tagOf?: (req: IncomingMessage) => string | undefined;
}

export interface PusherServer {
  /** Handle WebSocket upgrades whose path is /app/:key; other paths are left to other listeners. */
  attach(server: HttpServer): void;
  /** Hono sub-app with POST /apps/:appId/events and POST /apps/:appId/batch_events (signature-checked). */
  rest: Hono;
  /** `auth` string "key:hex-hmac" over `${socketId}:${channelName}` (plus `:${channelData}` when given). */
  authorizeChannel(socketId: string, channelName: string, channelData?: string): string;
  /** Publish in-process. data is JSON-encoded to a string if not already a string. */
  publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): void;
  /** Number of open connections and subscriptions per channel. */
  stats(): { connections: number; channels: Record<string, number> };
  /** Cuts the sockets tagged `tag` and refuses new ones for `ms` (a simulated outage); returns how many were cut. */
  outage(tag: string, ms: number): number;
  close(): Promise<void>;
}

export function createPusherServer(options: PusherServerOptions): PusherServer {
  const { appId, key, secret } = options;
  if (!appId || !key || !secret) throw new TypeError('createPusherServer: appId, key and secret are required');
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? 30;
  const pongTimeoutSeconds = options.pongTimeoutSeconds ?? 30;
  if (!(activityTimeoutSeconds > 0) || !(pongTimeoutSeconds > 0)) {
    throw new TypeError('createPusherServer: timeouts must be positive numbers of seconds');
  }

  const registry = new ChannelRegistry();
  const authorizeChannel = (socketId: string, channelName: string, channelData?: string) =>
    channelAuth(key, secret, socketId, channelName, channelData);

  const sockets = new SocketServer({
    key,
    activityTimeoutSeconds,
    pongTimeoutSeconds,
    registry,
    authorizeChannel,
    tagOf: options.tagOf,
  });

  function publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): void {
    if (!isValidEventName(event)) throw new TypeError(`publish: invalid event name ${JSON.stringify(event)}`);
    const payload = typeof data === 'string' ? data : JSON.stringify(data ?? null);
    for (const channel of new Set(channels)) {
      if (!isValidChannelName(channel)) throw new TypeError(`publish: invalid channel name ${JSON.stringify(channel)}`);
    }
    for (const channel of new Set(channels)) {
      registry.broadcast(channel, frame(event, payload, channel), exceptSocketId || undefined);
    }
  }

  const rest = createRestApp({ appId, key, secret, publish });

  return {
    attach: (server) => sockets.attach(server),
    rest,
    authorizeChannel,
    publish,
    stats: () => ({ connections: sockets.connectionCount, channels: registry.counts() }),
    outage: (tag, ms) => sockets.outage(tag, ms),
    close: async () => {
      await sockets.close();
      registry.clear();
    },
  };
}
