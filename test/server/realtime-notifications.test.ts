/**
 * Live notifications through the reference server in both channel modes: where notify publishes,
 * what broadcasting/auth answers, what the host page tells the widget, and — with the real
 * Pusher-protocol server and real laravel-echo clients — that a listener set up the way the widget
 * does it receives exactly {message, message_type}.
 */
import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import PusherClient from 'pusher-js';
import Echo from 'laravel-echo';
import type { Hono } from 'hono';
import { createApp } from '../../examples/server/app';
import type { ServerConfig } from '../../examples/server/config';
import type { AppEnv, RealtimeLike } from '../../examples/server/lib/context';
import { createPusherServer, type PusherServer } from '../../examples/server/realtime';
import { sessionIdOfCookies } from '../../examples/server/lib/session';
import { signBody } from '../../examples/server/routes/internal';
import { notificationChannel, notifyUser } from '../../examples/server/services/notify';
import { Client, fakePusher, field, startTestServer, type FakePusher, type TestServer } from '../../examples/server/testing/helpers';
import { loadFixtures } from '../contract/support/fixtures';
import { compareShape } from '../contract/support/shape';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 8 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

/** The same database behind an app configured for one channel mode. */
function appFor(mode: ServerConfig['realtimeChannel'], pusher: RealtimeLike = fakePusher()): Hono<AppEnv> {
  return createApp({ db: srv.db, config: { ...srv.config, realtimeChannel: mode }, pusher });
}

async function postNotify(app: Hono<AppEnv>, payload: unknown) {
  const body = JSON.stringify(payload);
  return app.request('http://127.0.0.1:8080/internal/notify', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'X-Internal-Signature': signBody('storefront-secret', body) },
  });
}

async function signedIn(app: Hono<AppEnv>): Promise<Client> {
  const c = new Client(app);
  await c.boot();
  expect(await c.login()).toMatchObject({ user: { id: 1 } });
  return c;
}

function authRequest(c: Client, channel: string) {
  return c.request('/broadcasting/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token },
    body: `socket_id=1.2&channel_name=${encodeURIComponent(channel)}`,
  });
}

describe('channel names', () => {
  test("private-notification-send.{id} by default, the original's notification-send-{id} in public mode", () => {
    expect(notificationChannel('private', 12)).toBe('private-notification-send.12');
    expect(notificationChannel('public', 12)).toBe('notification-send-12');
  });
});

describe.each([
  ['private', 'private-notification-send.1'],
  ['public', 'notification-send-1'],
] as const)('REALTIME_CHANNEL=%s', (mode, channel) => {
  test(`internal/notify publishes App\\Events\\PusherNotification with exactly {message, message_type} on ${channel} and names it`, async () => {
    const pusher = fakePusher();
    const res = await postNotify(appFor(mode, pusher), {
      user_id: 1,
      message: 'Your order (YRI-1) status is updated',
      type: 'success',
      url: 'get-invoice/YRI-1',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      notification_id: expect.any(Number),
      published: true,
      channel,
      event: 'App\\Events\\PusherNotification',
    });
    expect(pusher.published).toEqual([
      {
        channels: [channel],
        event: 'App\\Events\\PusherNotification',
        data: { message: 'Your order (YRI-1) status is updated', message_type: 'success' },
      },
    ]);
  });

  test('host page renders the Pusher key but, like the stock page, no f_pusher_channel: the widget finds the channel', async () => {
    const html = await (await signedIn(appFor(mode))).boot();
    expect(field(html, 'f_pusher_app_key')).toBe('storefront-key');
    expect(field(html, 'f_pusher_channel')).toBeNull();
  });
});

describe('POST /internal/notify', () => {
  test('422 in Laravel’s shape: a user id that is not a whole number ≥ 1, a message that is not text or blank', async () => {
    const app = appFor('private');
    const bad = await postNotify(app, { user_id: '1.5', message: 5 });
    expect(bad.status).toBe(422);
    const errors = { user_id: ['The user id field is required.'], message: ['The message field is required.'] };
    expect(await bad.json()).toEqual({ message: 'The given data was invalid.', errors });
    expect(Object.keys((await (await postNotify(app, { message: '   ', user_id: 0 })).json()).errors)).toEqual(['user_id', 'message']);
    expect((await postNotify(app, { user_id: ' 1 ', message: ' Hello ' })).status).toBe(200);
  });
});

describe('broadcasting/auth', () => {
  test("private mode signs the signed-in user's own channel only", async () => {
    const c = await signedIn(appFor('private'));
    expect((await authRequest(c, 'private-notification-send.2')).status).toBe(403);
    expect((await authRequest(c, 'notification-send-1')).status).toBe(403);
    const own = await authRequest(c, 'private-notification-send.1');
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ auth: 'storefront-key:sig(1.2:private-notification-send.1)' });
  });

  test('public mode answers as the stock original without the route: 404, even for a signed-in user', async () => {
    const app = appFor('public');
    const c = await signedIn(app);
    const res = await authRequest(c, 'private-notification-send.1');
    expect(res.status).toBe(404);
    const body: unknown = await res.json();
    const unknown = await c.post('/no-such-endpoint', {});
    expect(body).toEqual(await unknown.json());
    // The contract test runs the default (private) server, so the stock case is checked here.
    const stock = loadFixtures().find((f) => f.name === 'session/broadcasting-auth')!.cases['stock-shop-no-route'];
    expect(res.status).toBe(stock.status);
    expect(compareShape(stock.answer, body, stock.shape)).toEqual([]);
  });
});

describe('POST /_dev/realtime/outage', () => {
  test("asks the socket server for an outage of the caller's session's sockets; refuses other lengths; 404 without a socket server", async () => {
    const asked: Array<[string, number]> = [];
    const c = new Client(appFor('private', { ...fakePusher(), outage: (session, ms) => (asked.push([session, ms]), 3) }));
    await c.boot();
    expect(await c.postJson('/_dev/realtime/outage', { seconds: 8 })).toEqual({ cut: 3, seconds: 8 });
    // The caller's own session only: the id its cookie carries.
    expect(asked).toEqual([[sessionIdOfCookies(`theme=dark; ${c.cookie}`), 8000]]);
    expect(asked[0][0]).toMatch(/^[\w-]{16,}$/);
    for (const seconds of [-1, 121, 'soon']) expect((await c.post('/_dev/realtime/outage', { seconds })).status).toBe(422);
    expect(asked).toHaveLength(1);
    const without = new Client(appFor('private'));
    await without.boot();
    expect((await without.post('/_dev/realtime/outage', { seconds: 8 })).status).toBe(404);
  });
});

describe('notifyUser', () => {
  test('stores the row even when there is no socket server or the push fails', async () => {
    const count = async () =>
      Number((await srv.db.query<{ n: string }>('SELECT count(*) AS n FROM notifications WHERE user_id = 2')).rows[0].n);
    const before = await count();
    const stored = await notifyUser(srv.db, { userId: 2, message: 'Stored only' }, { pusher: null, mode: 'public' });
    expect(stored).toEqual({ id: expect.any(Number), channel: 'notification-send-2', published: false });
    const failing: FakePusher = {
      ...fakePusher(),
      publish: () => {
        throw new Error('socket server down');
      },
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await notifyUser(srv.db, { userId: 2, message: 'Push failed', type: 'warning' }, { pusher: failing, mode: 'private' });
    error.mockRestore();
    expect(failed).toMatchObject({ channel: 'private-notification-send.2', published: false });
    expect(await count()).toBe(before + 2);
  });
});

describe('with the real socket server and laravel-echo 2.5', () => {
  let realtime: PusherServer;
  let server: HttpServer;
  let port: number;
  const echos: Echo<'pusher'>[] = [];

  beforeAll(async () => {
    realtime = createPusherServer({ appId: srv.config.pusher.appId, key: srv.config.pusher.key, secret: srv.config.pusher.secret });
    server = await new Promise<HttpServer>((resolve) => {
      // Only the WebSocket upgrade matters here; notify publishes in process.
      const s = serve({ fetch: () => new Response(null, { status: 404 }), port: 0, hostname: '127.0.0.1' }, () => resolve(s as HttpServer));
    });
    realtime.attach(server);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    echos.forEach((echo) => echo.disconnect());
    await realtime.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function widgetEcho(authorize?: (socketId: string, channelName: string) => Promise<{ auth: string }>) {
    const echo = new Echo({
      broadcaster: 'pusher',
      Pusher: PusherClient,
      key: srv.config.pusher.key,
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      withoutInterceptors: true,
      ...(authorize
        ? {
            channelAuthorization: {
              endpoint: '/broadcasting/auth',
              transport: 'ajax',
              customHandler: (
                { socketId, channelName }: { socketId: string; channelName: string },
                cb: (e: Error | null, d: { auth: string } | null) => void,
              ) => {
                authorize(socketId, channelName).then(
                  (d) => cb(null, d),
                  (e: Error) => cb(e, null),
                );
              },
            },
          }
        : {}),
    });
    echos.push(echo);
    return echo;
  }

  const nextMessage = (bind: (cb: (payload: unknown) => void) => void) =>
    new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no message within 3 s')), 3000);
      bind((payload) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  const subscribedTo = (channel: { subscribed(cb: () => void): unknown; error(cb: (e: unknown) => void): unknown }) =>
    new Promise<void>((resolve, reject) => {
      channel.subscribed(resolve);
      channel.error(reject);
    });

  test('public: echo.channel(notification-send-{id}) receives it with no authorisation, under both event-name forms', async () => {
    let authorised = 0;
    const echo = widgetEcho(async () => {
      authorised++;
      return { auth: '' };
    });
    const channel = echo.channel('notification-send-1');
    const dotted = nextMessage((cb) => channel.listen('.App\\Events\\PusherNotification', cb));
    const short = nextMessage((cb) => channel.listen('PusherNotification', cb)); // Echo's default namespace App.Events
    await subscribedTo(channel);

    const result = await notifyUser(
      srv.db,
      { userId: 1, message: 'Your refund request for Tee is approved.', type: 'success' },
      { pusher: realtime, mode: 'public' },
    );
    expect(result).toMatchObject({ channel: 'notification-send-1', published: true });
    const expected = { message: 'Your refund request for Tee is approved.', message_type: 'success' };
    expect(await dotted).toEqual(expected);
    expect(await short).toEqual(expected);
    expect(authorised).toBe(0);
  });

  test('private: echo.private(notification-send.{id}) is authorised by broadcasting/auth and receives it', async () => {
    const app = appFor('private', realtime);
    const c = await signedIn(app);
    const echo = widgetEcho(async (socketId, channelName) => {
      const res = await c.request('/broadcasting/auth', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
      });
      if (!res.ok) throw new Error(`auth ${res.status}`);
      return res.json() as Promise<{ auth: string }>;
    });
    const channel = echo.private('notification-send.1');
    const received = nextMessage((cb) => channel.listen('.App\\Events\\PusherNotification', cb));
    await subscribedTo(channel);
    const res = await postNotify(app, { user_id: 1, message: 'Your Wallet Recharge Request Is Approved.', type: 'success' });
    expect(await res.json()).toMatchObject({ channel: 'private-notification-send.1', published: true });
    expect(await received).toEqual({ message: 'Your Wallet Recharge Request Is Approved.', message_type: 'success' });
  });
});
