// The WebSocket side: accepts /app/:key upgrades and speaks the Pusher protocol (v7).
import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { ChannelRegistry, Subscriber } from './channels';
import {
  ErrorCode,
  SUPPORTED_PROTOCOLS,
  channelKind,
  encode,
  errorFrame,
  frame,
  isValidChannelName,
  parseChannelData,
  parseClientMessage,
  type ClientMessage,
  type SubscribeData,
} from './protocol';
import { safeEqual } from './signature';

export interface SocketServerOptions {
  key: string;
  activityTimeoutSeconds: number;
  /** How long to wait for pusher:pong after the server's pusher:ping. */
  pongTimeoutSeconds: number;
  registry: ChannelRegistry;
  /** Expected `auth` for a subscription (see PusherServer.authorizeChannel). */
  authorizeChannel(socketId: string, channel: string, channelData?: string): string;
  /** Names whose connection an upgrade request is (the host app passes its session id); see `outage`. */
  tagOf?(req: IncomingMessage): string | undefined;
}

/** Largest frame accepted from a client; ws closes the socket with 1009 beyond it. */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** Client events per socket per second, as Pusher enforces. */
const CLIENT_EVENTS_PER_SECOND = 10;
const APP_PATH = /^\/app\/([^/]+)\/?$/;

class Connection implements Subscriber {
  readonly channels = new Set<string>();
  idleTimer: NodeJS.Timeout | undefined;
  pongTimer: NodeJS.Timeout | undefined;
  rateWindowStart = 0;
  rateCount = 0;
  readonly closed: Promise<void>;
  private markClosed!: () => void;

  constructor(
    readonly socketId: string,
    readonly ws: WebSocket,
    readonly tag: string | undefined,
  ) {
    this.closed = new Promise((resolve) => (this.markClosed = resolve));
  }

  send(data: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    try {
      this.ws.send(data);
    } catch {
      // The socket is going away; its close handler cleans up.
    }
  }

  clearTimers(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.pongTimer);
    this.idleTimer = undefined;
    this.pongTimer = undefined;
  }

  finished(): void {
    this.clearTimers();
    this.markClosed();
  }
}

export class SocketServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });
  private readonly connections = new Map<string, Connection>();
  private readonly attached = new Map<HttpServer, (req: IncomingMessage, socket: Duplex, head: Buffer) => void>();
  private closing = false;
  /** Until when (epoch ms) upgrades with a tag are refused: simulated outages (see `outage`). */
  private readonly downUntil = new Map<string, number>();

  constructor(private readonly options: SocketServerOptions) {}

  get connectionCount(): number {
    return this.connections.size;
  }

  attach(server: HttpServer): void {
    if (this.attached.has(server)) return;
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      try {
        this.handleUpgrade(server, req, socket, head);
      } catch (error) {
        console.error('[realtime] upgrade failed', error);
        socket.destroy();
      }
    };
    this.attached.set(server, onUpgrade);
    server.on('upgrade', onUpgrade);
  }

  private handleUpgrade(server: HttpServer, req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match) {
      // Someone else may own this path; answer 404 only if no other upgrade listener exists.
      if (server.listenerCount('upgrade') <= 1) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      return;
    }
    const tag = this.options.tagOf?.(req);
    if (this.closing || (tag !== undefined && Date.now() < (this.downUntil.get(tag) ?? 0))) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(match[1]);
    } catch {
      key = match[1];
    }
    const protocol = url.searchParams.get('protocol');
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, key, protocol, tag));
  }

  private onConnection(ws: WebSocket, key: string, protocol: string | null, tag: string | undefined): void {
    ws.on('error', () => {
      // Errors are followed by 'close'; nothing else to do.
    });
    if (!safeEqual(key, this.options.key)) {
      ws.send(errorFrame(ErrorCode.AppNotFound, 'App key does not exist'));
      ws.close(ErrorCode.AppNotFound, 'App key does not exist');
      return;
    }
    if (protocol !== null && !SUPPORTED_PROTOCOLS.includes(Number(protocol))) {
      ws.send(errorFrame(ErrorCode.UnsupportedProtocol, `Unsupported protocol version ${protocol}`));
      ws.close(ErrorCode.UnsupportedProtocol, 'Unsupported protocol version');
      return;
    }

    const connection = new Connection(this.newSocketId(), ws, tag);
    this.connections.set(connection.socketId, connection);

    ws.on('message', (data: RawData, isBinary: boolean) => {
      try {
        this.onMessage(connection, data, isBinary);
      } catch (error) {
        console.error('[realtime] message handler failed', error);
      }
    });
    ws.on('ping', () => this.touch(connection));
    ws.on('pong', () => this.touch(connection));
    ws.on('close', () => {
      try {
        this.disconnect(connection);
      } catch (error) {
        console.error('[realtime] close handler failed', error);
      }
    });

    connection.send(
      frame('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: this.options.activityTimeoutSeconds,
      }),
    );
    this.startIdleTimer(connection);
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  // --- activity checks -------------------------------------------------------------------

  private startIdleTimer(connection: Connection): void {
    connection.idleTimer = setTimeout(() => this.onIdle(connection), this.options.activityTimeoutSeconds * 1000);
    connection.idleTimer.unref();
  }

  private onIdle(connection: Connection): void {
    if (connection.ws.readyState !== WebSocket.OPEN) return;
    connection.send(frame('pusher:ping', {}));
    clearTimeout(connection.pongTimer);
    connection.pongTimer = setTimeout(() => {
      // No reply: the client is gone or stuck. Drop it without a close handshake.
      connection.ws.terminate();
    }, this.options.pongTimeoutSeconds * 1000);
    connection.pongTimer.unref();
  }

  /** Any traffic from the client proves it is alive. */
  private touch(connection: Connection): void {
    if (connection.pongTimer) {
      clearTimeout(connection.pongTimer);
      connection.pongTimer = undefined;
    }
    connection.idleTimer?.refresh();
  }

  // --- messages --------------------------------------------------------------------------

  private onMessage(connection: Connection, data: RawData, isBinary: boolean): void {
    this.touch(connection);
    if (isBinary) {
      connection.send(errorFrame(null, 'Binary frames are not supported'));
      return;
    }
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const message = parseClientMessage(text);
    if (!message) {
      connection.send(errorFrame(null, 'Invalid message: expected a JSON object with an "event" string'));
      return;
    }

    switch (message.event) {
      case 'pusher:ping':
        connection.send(frame('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(connection, message.data);
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(connection, message.data);
        return;
      case 'pusher:signin':
        connection.send(errorFrame(null, 'User authentication (pusher:signin) is not supported by this server'));
        return;
      default:
        if (message.event.startsWith('client-')) this.clientEvent(connection, message);
      // Anything else is ignored, as the protocol allows.
    }
  }

  private subscribe(connection: Connection, raw: unknown): void {
    const data = asObject(raw) as Partial<SubscribeData> | null;
    const channel = data?.channel;
    if (!data || !isValidChannelName(channel)) {
      if (typeof channel === 'string') {
        this.subscriptionError(connection, channel, 'Invalid channel name', 400);
      } else {
        connection.send(errorFrame(null, 'pusher:subscribe requires a channel'));
      }
      return;
    }

    const { registry } = this.options;
    const kind = channelKind(channel);

    if (kind === 'public') {
      registry.subscribe(channel, connection);
      connection.channels.add(channel);
      connection.send(frame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }

    // Presence auth always covers channel_data; private auth covers it only when sent.
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (kind === 'presence' && channelData === undefined) {
      this.subscriptionError(connection, channel, 'Presence channels require channel_data', 400);
      return;
    }
    const expected = this.options.authorizeChannel(connection.socketId, channel, channelData);
    if (typeof data.auth !== 'string' || !safeEqual(data.auth, expected)) {
      this.subscriptionError(connection, channel, 'Invalid signature for this socket and channel', 401);
      return;
    }

    if (kind === 'private') {
      registry.subscribe(channel, connection);
      connection.channels.add(channel);
      connection.send(frame('pusher_internal:subscription_succeeded', {}, channel));
      return;
    }

    const member = parseChannelData(channelData);
    if (!member) {
      this.subscriptionError(connection, channel, 'channel_data must be JSON with a user_id', 400);
      return;
    }
    const { added } = registry.join(channel, connection, member.user_id, member.user_info);
    connection.channels.add(channel);
    connection.send(frame('pusher_internal:subscription_succeeded', registry.presence(channel), channel));
    if (added) {
      const info = { user_id: member.user_id, user_info: member.user_info };
      registry.broadcastToOtherUsers(channel, frame('pusher_internal:member_added', info, channel), member.user_id);
    }
  }

  private subscriptionError(connection: Connection, channel: string, error: string, status: number): void {
    // pusher-js emits this on the channel object (Echo's channel.error(cb) sees it);
    // the connection stays open.
    connection.send(frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel));
  }

  private unsubscribe(connection: Connection, raw: unknown): void {
    const channel = asObject(raw)?.channel;
    if (typeof channel !== 'string' || !connection.channels.has(channel)) return;
    this.leave(connection, channel);
  }

  private leave(connection: Connection, channel: string): void {
    connection.channels.delete(channel);
    const { removedUser } = this.options.registry.leave(channel, connection);
    if (removedUser !== null) {
      this.options.registry.broadcast(channel, frame('pusher_internal:member_removed', { user_id: removedUser }, channel));
    }
  }

  private clientEvent(connection: Connection, message: ClientMessage): void {
    const { channel, event } = message;
    if (typeof channel !== 'string') {
      connection.send(errorFrame(null, 'Client events require a channel'));
      return;
    }
    if (channelKind(channel) === 'public') {
      connection.send(errorFrame(null, `Client event rejected - only supported on private and presence channels`));
      return;
    }
    if (!connection.channels.has(channel)) {
      connection.send(errorFrame(null, `Client event rejected - not subscribed to ${channel}`));
      return;
    }
    if (event.length > 200) {
      connection.send(errorFrame(null, 'Client event rejected - event name too long'));
      return;
    }
    const now = Date.now();
    if (now - connection.rateWindowStart >= 1000) {
      connection.rateWindowStart = now;
      connection.rateCount = 0;
    }
    if (++connection.rateCount > CLIENT_EVENTS_PER_SECOND) {
      connection.send(errorFrame(4301, 'Client event rejected - rate limit exceeded'));
      return;
    }

    const relayed: { event: string; channel: string; data: unknown; user_id?: string } = {
      event,
      channel,
      data: message.data ?? null,
    };
    const userId = this.options.registry.userIdOf(channel, connection);
    if (userId !== undefined) relayed.user_id = userId;
    this.options.registry.broadcast(channel, encode(relayed), connection);
  }

  private disconnect(connection: Connection): void {
    connection.finished();
    if (this.connections.get(connection.socketId) !== connection) return;
    this.connections.delete(connection.socketId);
    for (const channel of [...connection.channels]) this.leave(connection, channel);
  }

  // --- shutdown --------------------------------------------------------------------------

  /**
   * A simulated outage for one tag (one browser session), for the browser tests: its open sockets
   * are cut without a close handshake (as a crashed server or a dropped network path leaves them)
   * and its new connections are refused with 503 for `ms` milliseconds. Other sessions are not
   * touched, so tests running beside it keep their sockets. Events published meanwhile reach nobody.
   */
  outage(tag: string, ms: number): number {
    this.downUntil.set(tag, Date.now() + ms);
    const cut = [...this.connections.values()].filter((connection) => connection.tag === tag);
    for (const connection of cut) connection.ws.terminate();
    return cut.length;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const [server, listener] of this.attached) server.off('upgrade', listener);
    this.attached.clear();

    const open = [...this.connections.values()];
    for (const connection of open) {
      connection.clearTimers();
      try {
        connection.ws.close(ErrorCode.ServerClosing, 'Server is shutting down');
      } catch {
        connection.ws.terminate();
      }
    }
    if (open.length > 0) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 1000);
      });
      await Promise.race([Promise.all(open.map((c) => c.closed)), deadline]);
      clearTimeout(timer);
      for (const connection of open) {
        if (connection.ws.readyState !== WebSocket.CLOSED) connection.ws.terminate();
        this.disconnect(connection);
      }
    }
    // Sockets rejected during the handshake (bad key) are not tracked; terminate them too.
    for (const ws of this.wss.clients) ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

function asObject(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
