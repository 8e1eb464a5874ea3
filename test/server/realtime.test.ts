/**
 * End-to-end tests of examples/server/realtime: real HTTP server on an ephemeral port, real
 * pusher-js / laravel-echo clients, the official `pusher` SDK publishing through the REST API.
 */
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import PusherClient, { type Channel, type Options as PusherClientOptions, type PresenceChannel } from 'pusher-js';
import Echo from 'laravel-echo';
import PusherSdk from 'pusher';
import { WebSocket } from 'ws';
import { createPusherServer, type PusherServer, type PusherServerOptions } from '../../examples/server/realtime';
import { signRestQuery } from '../../examples/server/realtime/signature';

const APP_ID = '1001';
const KEY = 'test-key';
const SECRET = 'test-secret';

let realtime: PusherServer;
let httpServer: HttpServer;
let port: number;
const cleanups: Array<() => unknown> = [];

function withTimeout<T>(promise: Promise<T>, label: string, ms = 3000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function once<T = unknown>(bind: (cb: (value: T) => void) => void, label: string, ms?: number): Promise<T> {
  return withTimeout(new Promise<T>((resolve) => bind(resolve)), label, ms);
}

async function waitUntil(condition: () => boolean, label: string, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function startServer(options: Pick<PusherServerOptions, 'activityTimeoutSeconds' | 'pongTimeoutSeconds' | 'tagOf'> = {}) {
  const pusher = createPusherServer({ appId: APP_ID, key: KEY, secret: SECRET, ...options });
  const app = new Hono();
  app.route('/', pusher.rest);
  const server = await new Promise<HttpServer>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as HttpServer));
  });
  pusher.attach(server);
  const { port: serverPort } = server.address() as AddressInfo;
  const stop = async () => {
    await pusher.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { pusher, server, port: serverPort, stop };
}

type UserInfo = { user_id: number | string; user_info?: unknown };

/** A pusher-js client configured the way the storefront does it, with an in-process authorizer. */
async function connectClient(options: { user?: UserInfo; extra?: Partial<PusherClientOptions>; key?: string } = {}) {
  const client = new PusherClient(options.key ?? KEY, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        if (channelName.startsWith('presence-')) {
          const channelData = JSON.stringify(options.user);
          callback(null, { auth: realtime.authorizeChannel(socketId, channelName, channelData), channel_data: channelData });
        } else {
          callback(null, { auth: realtime.authorizeChannel(socketId, channelName) });
        }
      },
    },
    ...options.extra,
  });
  cleanups.push(() => client.disconnect());
  if (options.key === undefined) {
    await once((cb) => client.connection.bind('connected', cb), 'pusher-js connected');
  }
  return client;
}

function subscribed(channel: Channel): Promise<unknown> {
  return once((cb) => channel.bind('pusher:subscription_succeeded', cb), `subscription to ${channel.name}`);
}

/** A bare WebSocket speaking the protocol by hand, for frames pusher-js hides. */
class RawClient {
  private readonly queue: Array<{ event: string; channel?: string; data: unknown }> = [];
  private waiters: Array<() => void> = [];
  closeCode: number | undefined;
  readonly closed: Promise<number>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.queue.push(JSON.parse(raw.toString()));
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((w) => w());
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
    cleanups.push(() => ws.terminate());
  }

  static async open(path = `/app/${KEY}?protocol=7&client=js&version=8.6.0`, atPort = port): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${atPort}${path}`);
    const client = new RawClient(ws);
    await withTimeout(
      new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
      'raw open',
    );
    return client;
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Resolves with (and consumes) the first queued or future message matching `event`. */
  next(event: string, ms = 2000): Promise<{ event: string; channel?: string; data: unknown }> {
    return withTimeout(
      new Promise((resolve) => {
        const check = () => {
          const index = this.queue.findIndex((m) => m.event === event);
          if (index === -1) return false;
          resolve(this.queue.splice(index, 1)[0]);
          return true;
        };
        const wait = () => {
          if (!check()) this.waiters.push(wait);
        };
        wait();
      }),
      `raw ${event}`,
      ms,
    );
  }

  events(): string[] {
    return this.queue.map((m) => m.event);
  }
}

function sdk(overrides: Partial<ConstructorParameters<typeof PusherSdk>[0]> = {}) {
  return new PusherSdk({ appId: APP_ID, key: KEY, secret: SECRET, host: '127.0.0.1', port: String(port), useTLS: false, ...overrides });
}

beforeAll(async () => {
  const started = await startServer();
  realtime = started.pusher;
  httpServer = started.server;
  port = started.port;
  cleanups.push(started.stop);
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('connection', () => {
  test('pusher-js connects and gets a socket id', async () => {
    const client = await connectClient();
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  test('connection_established carries data as a JSON string', async () => {
    const raw = await RawClient.open();
    const established = await raw.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    const data = JSON.parse(established.data as string);
    expect(data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 30 });
  });

  test('pusher:ping is answered with pusher:pong', async () => {
    const raw = await RawClient.open();
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.next('pusher:pong');
  });

  test('malformed JSON gets pusher:error and the socket stays usable', async () => {
    const raw = await RawClient.open();
    raw.send('{not json');
    const error = await raw.next('pusher:error');
    expect(error.data).toMatchObject({ message: expect.any(String) });
    raw.send({ event: 'something:unknown', data: {} });
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.next('pusher:pong');
    expect(raw.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('wrong app key: raw socket gets pusher:error 4001 and close code 4001', async () => {
    const raw = await RawClient.open(`/app/wrong-key?protocol=7&client=js&version=8.6.0`);
    const error = await raw.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect(await withTimeout(raw.closed, 'close')).toBe(4001);
  });

  test('wrong app key: pusher-js reports error 4001', async () => {
    const client = await connectClient({ key: 'wrong-key' });
    // pusher-js wraps the handshake's pusher:error as {type:'WebSocketError', error:{type:'PusherError', data}}.
    const error = await once<{ type: string; error?: { data?: { code?: number } } }>(
      (cb) => client.connection.bind('error', cb),
      'pusher-js error',
    );
    expect(error.error?.data?.code).toBe(4001);
    expect(client.connection.state).not.toBe('connected');
  });

  test('upgrades on other paths are not accepted', async () => {
    await expect(RawClient.open('/not-pusher')).rejects.toThrow(/404/);
  });
});

/** What every Echo client in these tests shares: our server, plain ws, no stats. */
function echoOptions() {
  return {
    broadcaster: 'pusher' as const,
    key: KEY,
    Pusher: PusherClient,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws' as const],
    disableStats: true,
  };
}

describe('laravel-echo + official SDK', () => {
  test('private channel notification reaches user 1 only', async () => {
    const makeEcho = () =>
      new Echo({
        ...echoOptions(),
        // The deprecated authorizer option, as many Echo setups use it; pusher-js still honours it.
        authorizer: (channel: { name: string }) => ({
          authorize: (socketId: string, callback: (error: Error | null, data: { auth: string } | null) => void) =>
            callback(null, { auth: realtime.authorizeChannel(socketId, channel.name) }),
        }),
      });
    const echo1 = makeEcho();
    const echo2 = makeEcho();
    cleanups.push(
      () => echo1.disconnect(),
      () => echo2.disconnect(),
    );

    const received1: unknown[] = [];
    const received2: unknown[] = [];
    const first = new Promise((resolve) => {
      const ch = echo1.private('notification-send.1').listen('PusherNotification', (e: unknown) => {
        received1.push(e);
        resolve(e);
      });
      void ch;
    });
    const secondGotOwn = new Promise((resolve) => {
      echo2.private('notification-send.2').listen('PusherNotification', (e: unknown) => {
        received2.push(e);
        resolve(e);
      });
    });
    await Promise.all([
      once((cb) => echo1.private('notification-send.1').subscribed(cb), 'echo1 subscribed'),
      once((cb) => echo2.private('notification-send.2').subscribed(cb), 'echo2 subscribed'),
    ]);

    const response = await sdk().trigger('private-notification-send.1', 'App\\Events\\PusherNotification', {
      message: 'Hi',
      message_type: 'success',
    });
    expect(response.status).toBe(200);
    expect(await withTimeout(first, 'echo1 event')).toEqual({ message: 'Hi', message_type: 'success' });

    // Barrier: an event for user 2 sent afterwards; anything for user 1 would have arrived first.
    await sdk().trigger('private-notification-send.2', 'App\\Events\\PusherNotification', { message: 'For 2' });
    await withTimeout(secondGotOwn, 'echo2 event');
    expect(received2).toEqual([{ message: 'For 2' }]);
    expect(received1).toHaveLength(1);
  });

  test('private subscription with a wrong signature fails but the connection stays open', async () => {
    const client = await connectClient({
      extra: {
        channelAuthorization: {
          customHandler: (_params, callback) => callback(null, { auth: `${KEY}:${'0'.repeat(64)}` }),
        },
      },
    });
    const channel = client.subscribe('private-notification-send.1');
    const error = await once<{ type: string; status?: number }>(
      (cb) => channel.bind('pusher:subscription_error', cb),
      'subscription_error',
    );
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
    expect(client.connection.state).toBe('connected');
    expect(realtime.stats().channels['private-notification-send.1']).toBe(1); // only echo1 from above

    // Still usable: a public channel subscribes fine.
    await subscribed(client.subscribe('still-alive'));
  });

  test('wrong signature via Echo reaches channel.error()', async () => {
    const echo = new Echo({
      ...echoOptions(),
      channelAuthorization: {
        customHandler: (_params: unknown, callback: (e: Error | null, d: { auth: string }) => void) =>
          callback(null, { auth: `${KEY}:bad` }),
      },
    });
    cleanups.push(() => echo.disconnect());
    const error = await once<{ status?: number }>((cb) => echo.private('orders.9').error(cb), 'echo error');
    expect(error.status).toBe(401);
    expect(echo.connectionStatus()).toBe('connected');
  });
});

describe('REST API', () => {
  const body = JSON.stringify({ name: 'evt', channels: ['public-room'], data: '{"a":1}' });

  async function post(path: string, query: string, payload = body) {
    const response = await fetch(`http://127.0.0.1:${port}${path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    return response.status;
  }

  test('correctly signed request → 200', async () => {
    const path = `/apps/${APP_ID}/events`;
    expect(await post(path, signRestQuery('POST', path, body, KEY, SECRET))).toBe(200);
  });

  test('bad signature → 401', async () => {
    const path = `/apps/${APP_ID}/events`;
    const query = signRestQuery('POST', path, body, KEY, SECRET).replace(/auth_signature=[0-9a-f]+/, `auth_signature=${'a'.repeat(64)}`);
    expect(await post(path, query)).toBe(401);
  });

  test('body not matching body_md5 → 401', async () => {
    const path = `/apps/${APP_ID}/events`;
    expect(await post(path, signRestQuery('POST', path, body, KEY, SECRET), body.replace('evt', 'evu'))).toBe(401);
  });

  test('stale timestamp → 401, wrong key → 401, missing auth → 401', async () => {
    const path = `/apps/${APP_ID}/events`;
    const stale = Math.floor(Date.now() / 1000) - 601;
    expect(await post(path, signRestQuery('POST', path, body, KEY, SECRET, stale))).toBe(401);
    expect(await post(path, signRestQuery('POST', path, body, 'other-key', SECRET))).toBe(401);
    expect(await post(path, '')).toBe(401);
  });

  test('SDK with wrong secret → 401; wrong app id → 404', async () => {
    await expect(sdk({ secret: 'nope' }).trigger('public-room', 'evt', {})).rejects.toMatchObject({ status: 401 });
    await expect(sdk({ appId: '9999' }).trigger('public-room', 'evt', {})).rejects.toMatchObject({ status: 404 });
  });

  test('invalid payloads → 400', async () => {
    const path = `/apps/${APP_ID}/events`;
    const bad = JSON.stringify({ name: 'evt', channels: ['bad channel!'], data: '{}' });
    expect(await post(path, signRestQuery('POST', path, bad, KEY, SECRET), bad)).toBe(400);
    const notJson = 'nope';
    expect(await post(path, signRestQuery('POST', path, notJson, KEY, SECRET), notJson)).toBe(400);
  });

  test('SDK trigger with socket_id excludes that socket; triggerBatch delivers', async () => {
    const a = await connectClient();
    const b = await connectClient();
    const channelA = a.subscribe('public-room');
    const channelB = b.subscribe('public-room');
    await Promise.all([subscribed(channelA), subscribed(channelB)]);
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    channelA.bind('evt', (d: unknown) => gotA.push(d));
    channelB.bind('evt', (d: unknown) => gotB.push(d));

    const done = once((cb) => channelA.bind('done', cb), 'batch done');
    const response = await sdk().trigger('public-room', 'evt', { n: 1 }, { socket_id: a.connection.socket_id });
    expect(response.status).toBe(200);
    const batch = await sdk().triggerBatch([
      { channel: 'public-room', name: 'evt', data: { n: 2 } },
      { channel: 'public-room', name: 'done', data: 'plain string' },
    ]);
    expect(batch.status).toBe(200);
    expect(await done).toBe('plain string');
    await waitUntil(() => gotB.length >= 2, 'b events');
    expect(gotA).toEqual([{ n: 2 }]);
    expect(gotB).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('channels', () => {
  test('public channel: subscribe, in-process publish, unsubscribe', async () => {
    const client = await connectClient();
    const channel = client.subscribe('orders');
    await subscribed(channel);
    expect(realtime.stats().channels.orders).toBe(1);
    const event = once((cb) => channel.bind('order.updated', cb), 'order.updated');
    realtime.publish(['orders'], 'order.updated', { id: 7 });
    expect(await event).toEqual({ id: 7 });

    client.unsubscribe('orders');
    await waitUntil(() => realtime.stats().channels.orders === undefined, 'unsubscribe');
  });

  test('client events are rejected on public channels', async () => {
    const raw = await RawClient.open();
    raw.send({ event: 'pusher:subscribe', data: { channel: 'lobby' } });
    await raw.next('pusher_internal:subscription_succeeded');
    raw.send({ event: 'client-hello', channel: 'lobby', data: {} });
    const error = await raw.next('pusher:error');
    expect(error.data).toMatchObject({ message: expect.stringMatching(/private and presence/) });
  });

  test('presence: members, member_added/removed, client events relayed but not echoed', async () => {
    const alice = await connectClient({ user: { user_id: 1, user_info: { name: 'Alice' } } });
    const bob = await connectClient({ user: { user_id: 2, user_info: { name: 'Bob' } } });

    const aliceChannel = alice.subscribe('presence-room.1') as PresenceChannel;
    await subscribed(aliceChannel);
    expect(aliceChannel.members.count).toBe(1);
    // members.me comes from the client's own channel_data, so the id keeps its JSON type here.
    expect(aliceChannel.members.me).toMatchObject({ id: 1, info: { name: 'Alice' } });

    const added = once<{ id: string; info: unknown }>((cb) => aliceChannel.bind('pusher:member_added', cb), 'member_added');
    const bobChannel = bob.subscribe('presence-room.1') as PresenceChannel;
    await subscribed(bobChannel);
    expect(bobChannel.members.count).toBe(2);
    expect(await added).toEqual({ id: '2', info: { name: 'Bob' } });

    // Client events: Alice whispers, Bob hears it, Alice does not hear herself.
    const aliceHeard: unknown[] = [];
    aliceChannel.bind('client-typing', (data: unknown) => aliceHeard.push(data));
    const bobHeard = once<unknown>((cb) => bobChannel.bind('client-typing', cb), 'bob hears typing');
    aliceChannel.trigger('client-typing', { typing: true });
    expect(await bobHeard).toEqual({ typing: true });
    // Barrier: Bob answers; when Alice gets it, her own event would already have arrived.
    const aliceGotReply = once<unknown>((cb) => aliceChannel.bind('client-reply', cb), 'alice hears reply');
    bobChannel.trigger('client-reply', { ok: 1 });
    expect(await aliceGotReply).toEqual({ ok: 1 });
    expect(aliceHeard).toEqual([]);

    const removed = once<{ id: string }>((cb) => aliceChannel.bind('pusher:member_removed', cb), 'member_removed');
    bob.disconnect();
    expect(await removed).toMatchObject({ id: '2' });
    expect(aliceChannel.members.count).toBe(1);
  });

  test('presence: a user with two sockets leaves only when the last one does', async () => {
    const watcher = await RawClient.open();
    const established = await watcher.next('pusher:connection_established');
    const socketId = JSON.parse(established.data as string).socket_id as string;
    const channel = 'presence-room.2';
    const subscribe = (client: RawClient, id: string, user: string) => {
      const channelData = JSON.stringify({ user_id: user });
      client.send({
        event: 'pusher:subscribe',
        data: { channel, channel_data: channelData, auth: realtime.authorizeChannel(id, channel, channelData) },
      });
    };
    subscribe(watcher, socketId, 'w');
    const own = await watcher.next('pusher_internal:subscription_succeeded');
    expect(JSON.parse(own.data as string)).toEqual({ presence: { ids: ['w'], hash: { w: null }, count: 1 } });

    const tabs: RawClient[] = [];
    for (let i = 0; i < 2; i++) {
      const tab = await RawClient.open();
      const id = JSON.parse((await tab.next('pusher:connection_established')).data as string).socket_id;
      subscribe(tab, id, 'u');
      await tab.next('pusher_internal:subscription_succeeded');
      tabs.push(tab);
    }
    await watcher.next('pusher_internal:member_added');
    tabs[0].ws.close();
    await tabs[0].closed;
    tabs[1].send({ event: 'pusher:unsubscribe', data: { channel } });
    const removed = await watcher.next('pusher_internal:member_removed');
    expect(JSON.parse(removed.data as string)).toEqual({ user_id: 'u' });
    expect(watcher.events()).not.toContain('pusher_internal:member_added'); // only one added for two tabs
  });

  test('presence subscription needs channel_data signed into auth', async () => {
    const raw = await RawClient.open();
    const id = JSON.parse((await raw.next('pusher:connection_established')).data as string).socket_id;
    raw.send({
      event: 'pusher:subscribe',
      data: {
        channel: 'presence-x',
        channel_data: '{"user_id":"evil"}',
        auth: realtime.authorizeChannel(id, 'presence-x', '{"user_id":"1"}'),
      },
    });
    const error = await raw.next('pusher:subscription_error');
    expect(error.channel).toBe('presence-x');
    expect(raw.ws.readyState).toBe(WebSocket.OPEN);
  });
});

describe('idle sockets', () => {
  test('server pings after activity_timeout and drops sockets that do not answer', async () => {
    const fast = await startServer({ activityTimeoutSeconds: 0.2, pongTimeoutSeconds: 0.2 });
    cleanups.push(fast.stop);
    const raw = await RawClient.open(undefined, fast.port);
    await raw.next('pusher:connection_established');
    await raw.next('pusher:ping', 1000);
    raw.send({ event: 'pusher:pong', data: {} });
    await raw.next('pusher:ping', 1000); // answered, so it was not dropped; silence again → ping
    await withTimeout(raw.closed, 'drop after missing pong', 1000);
    await waitUntil(() => fast.pusher.stats().connections === 0, 'server-side cleanup');
  });

  test('close() closes open sockets and stops accepting new ones', async () => {
    const other = await startServer();
    const raw = await RawClient.open(undefined, other.port);
    await raw.next('pusher:connection_established');
    await other.pusher.close();
    expect(await withTimeout(raw.closed, 'closed by server')).toBe(4200);
    expect(other.pusher.stats()).toEqual({ connections: 0, channels: {} });
    await expect(RawClient.open(undefined, other.port)).rejects.toThrow();
    other.server.closeAllConnections();
    await new Promise<void>((resolve) => other.server.close(() => resolve()));
  });
});

describe('outage (a browser-test aid)', () => {
  test("cuts one tag's sockets without a close handshake and refuses its new ones with 503 for the time given; other tags keep theirs", async () => {
    const other = await startServer({ tagOf: (req) => /[?&]tag=(\w+)/.exec(req.url ?? '')?.[1] });
    cleanups.push(other.stop);
    const path = (tag: string) => `/app/${KEY}?protocol=7&tag=${tag}`;
    const ann = await RawClient.open(path('ann'), other.port);
    const bob = await RawClient.open(path('bob'), other.port);
    await ann.next('pusher:connection_established');
    await bob.next('pusher:connection_established');
    expect(other.pusher.outage('ann', 400)).toBe(1);
    // 1006: the connection ended without a close frame, as when a server dies.
    expect(await withTimeout(ann.closed, 'cut by the outage')).toBe(1006);
    await waitUntil(() => other.pusher.stats().connections === 1, 'server-side cleanup');
    await expect(RawClient.open(path('ann'), other.port)).rejects.toThrow(/503/);
    const bobAgain = await RawClient.open(path('bob'), other.port);
    await bobAgain.next('pusher:connection_established');
    expect(bob.closeCode).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 450));
    const back = await RawClient.open(path('ann'), other.port);
    await back.next('pusher:connection_established');
  });
});

describe('stats', () => {
  test('reports connections', () => {
    expect(realtime.stats().connections).toBeGreaterThan(0);
    expect(httpServer.listening).toBe(true);
  });
});
