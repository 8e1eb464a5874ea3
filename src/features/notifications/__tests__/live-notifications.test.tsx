import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { loadFixtures } from '../../../../test/contract/support/fixtures';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import { capturedStore } from '../../../../test/unit/support/captured-store';
import type { RealtimeConfig } from '../../../contract';

/**
 * The real saga, socket module, laravel-echo, authorisation call and notices run; only pusher-js
 * is replaced by a double that behaves like it where it matters here: a `private-` channel is
 * authorised through the configured channelAuthorization handler before it delivers events, a
 * public channel is not authorised at all.
 */
type Handler = (data: unknown) => void;
type AuthHandler = (params: { socketId: string; channelName: string }, callback: (error: Error | null, data: unknown) => void) => void;

class FakeChannel {
  readonly handlers = new Map<string, Handler[]>();
  subscribed = false;
  constructor(readonly name: string) {}
  bind(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  unbind() {
    return this;
  }
  /** The server publishing `event` with `data` on this channel. */
  deliver(event: string, data: unknown) {
    if (this.subscribed) (this.handlers.get(event) ?? []).forEach((handler) => handler(data));
  }
}

class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels = new Map<string, FakeChannel>();
  readonly connection = { socket_id: '4711.42', state: 'connected', bind() {}, unbind() {} };
  disconnected = false;
  constructor(
    readonly key: string,
    readonly options: { channelAuthorization?: { customHandler: AuthHandler } },
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(name: string) {
    const channel = new FakeChannel(name);
    this.channels.set(name, channel);
    if (name.startsWith('private-')) {
      const authorize = this.options.channelAuthorization?.customHandler;
      if (!authorize) throw new Error(`no channel authorisation for ${name}`);
      authorize({ socketId: this.connection.socket_id, channelName: name }, (error) => {
        channel.subscribed = !error;
      });
    } else {
      channel.subscribed = true;
    }
    return channel;
  }
  unsubscribe(name: string) {
    this.channels.delete(name);
  }
  disconnect() {
    this.disconnected = true;
  }
}

jest.mock('pusher-js', () => ({ __esModule: true, default: class extends FakePusher {} }));

// Captures the mounted app's store (test/unit/support/captured-store.ts).
jest.mock('../../../app/store', () => jest.requireActual('../../../../test/unit/support/captured-store').capturingStoreModule());

useBackend();
const EVENT = 'App\\Events\\PusherNotification';
const privateMode: RealtimeConfig = { key: 'k', cluster: 'mt1', host: '127.0.0.1', port: 8080, tls: false, channel: 'private' };
const publicMode: RealtimeConfig = { ...privateMode, channel: 'public' };
/** No f_pusher_channel on the page: what a stock shop's page (and the drop-in view) gives. */
const autoMode: RealtimeConfig = { ...privateMode, channel: 'auto' };

const supportNotifications = () => {
  (globalThis as { Notification?: unknown }).Notification = function Notification() {};
};
// The widget logs its channel choice (one line); the auto tests read these.
let info: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  FakePusher.instances.length = 0;
  delete (globalThis as { Notification?: unknown }).Notification;
  info.mockRestore();
  warn.mockRestore();
});

function authAnswers() {
  server.use(http.post(`${BASE_URL}/broadcasting/auth`, () => HttpResponse.json({ auth: 'k:0123456789abcdef' })));
}

/** The one socket's channel, once subscribed (private ones after their auth answer). */
async function subscribedChannel(): Promise<FakeChannel> {
  return waitFor(() => {
    expect(FakePusher.instances).toHaveLength(1);
    const [channel, more] = [...FakePusher.instances[0].channels.values()];
    expect(more).toBeUndefined();
    expect(channel?.subscribed).toBe(true);
    return channel;
  });
}

async function deliver(channel: FakeChannel, data: unknown) {
  await act(async () => channel.deliver(EVENT, data));
}

/** The shell is on view and the sagas have had time for a socket chunk to load, had they asked for one. */
async function settledApp(user: unknown) {
  await screen.findByRole(user ? 'button' : 'link', { name: user ? 'Sign out' : 'Sign in' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

async function signIn(user: typeof signedInUser) {
  const { signInSucceeded } = await import('../../session/session-slice');
  await act(async () => {
    capturedStore().dispatch(signInSucceeded({ user }));
  });
}

describe('live notifications, private channel (default)', () => {
  it("subscribes the user's private channel, authorised at broadcasting/auth through the widget's client", async () => {
    supportNotifications();
    authAnswers();
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: privateMode });
    const channel = await subscribedChannel();
    expect(channel.name).toBe('private-notification-send.7');
    await settled();
    const [auth] = requestsTo('broadcasting/auth');
    expect(auth.body).toBe('socket_id=4711.42&channel_name=private-notification-send.7');
    expect(auth.headers.get('x-csrf-token')).toBe('page-token');

    await deliver(channel, { message: 'Your order (YRI-1) status is updated', message_type: 'success' });
    expect(await findNotice('Success: Your order (YRI-1) status is updated')).toHaveClass('sf-notice--success');
    await deliver(channel, { message: 'Something odd', message_type: 'purple' });
    expect(await findNotice('Info: Something odd')).toHaveClass('sf-notice--info');
  });

  it('does not listen when the channel is refused', async () => {
    supportNotifications();
    server.use(http.post(`${BASE_URL}/broadcasting/auth`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await mountApp('/', shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: privateMode });
    await waitFor(() => expect(requestsTo('broadcasting/auth')).toHaveLength(1));
    const channel = FakePusher.instances[0].channels.get('private-notification-send.1')!;
    await deliver(channel, { message: 'Not for you', message_type: 'success' });
    expect(screen.queryByText(/Not for you/)).not.toBeInTheDocument();
  });
});

describe('live notifications, public channel (the stock original)', () => {
  it('subscribes notification-send-{id} with no broadcasting/auth request and shows messages with the translated title', async () => {
    supportNotifications();
    server.use(
      http.get(`${BASE_URL}/resources/lang/en.json`, () => HttpResponse.json({ Success: 'Gelukt', Warning: 'Let op', Error: 'Fout' })),
    );
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: publicMode });
    const channel = await subscribedChannel();
    expect(channel.name).toBe('notification-send-7');
    expect(FakePusher.instances[0].options.channelAuthorization).toBeUndefined();

    await deliver(channel, { message: 'Product stock in low.', message_type: 'warning' });
    expect(await findNotice('Let op: Product stock in low.')).toHaveClass('sf-notice--warning');
    await settled();
    expect(requestsTo('broadcasting/auth')).toHaveLength(0);
  });

  it('ignores payloads without a string message', async () => {
    supportNotifications();
    await mountApp('/', shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: publicMode });
    const channel = await subscribedChannel();
    for (const junk of [
      null,
      'Your order has shipped',
      ['x'],
      {},
      { message: 42, message_type: 'success' },
      { message: '  ', message_type: 'error' },
    ]) {
      await deliver(channel, junk);
    }
    await deliver(channel, { message: 'Only this one', message_type: 42 });
    expect(await findNotice('Info: Only this one')).toBeInTheDocument();
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
  });
});

describe('connecting and disconnecting with the session', () => {
  it.each([
    ['private', privateMode],
    ['public', publicMode],
  ] as const)(
    '%s: a guest who signs in on the page is connected without a reload, once; signing out disconnects',
    async (_mode, realtime) => {
      supportNotifications();
      authAnswers();
      await mountApp('/', shell({ user: null }, { pushar_activated: 1 }), { realtime });
      await settledApp(null);
      expect(FakePusher.instances).toHaveLength(0);

      await signIn({ ...signedInUser, id: 5 });
      const channel = await subscribedChannel();
      expect(channel.name).toBe(realtime.channel === 'public' ? 'notification-send-5' : 'private-notification-send.5');
      await deliver(channel, { message: 'Welcome back', message_type: 'success' });
      expect(await findNotice('Success: Welcome back')).toBeInTheDocument();

      // The same user signing in again keeps the socket it has.
      await signIn({ ...signedInUser, id: 5 });
      expect(FakePusher.instances).toHaveLength(1);
      expect(FakePusher.instances[0].disconnected).toBe(false);

      // The header's (the account sidebar on the dashboard, where sign-in lands, has one too).
      await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(FakePusher.instances[0].disconnected).toBe(true));
      expect(FakePusher.instances).toHaveLength(1);
      await settled();
      expect(requestsTo('broadcasting/auth')).toHaveLength(realtime.channel === 'public' ? 0 : 1);
    },
  );

  it('disconnects when the session expires, and a different user gets a fresh socket', async () => {
    supportNotifications();
    await mountApp('/', shell({ user: { ...signedInUser, id: 3 } }, { pushar_activated: 1 }), { realtime: publicMode });
    await subscribedChannel();
    const { sessionExpired } = await import('../../../lib/session/session-events');
    await act(async () => {
      capturedStore().dispatch(sessionExpired());
    });
    expect(FakePusher.instances[0].disconnected).toBe(true);

    await signIn({ ...signedInUser, id: 4 });
    await waitFor(() => expect(FakePusher.instances).toHaveLength(2));
    expect([...FakePusher.instances[1].channels.keys()]).toEqual(['notification-send-4']);
  });

  it('closes the socket when the widget is unmounted', async () => {
    supportNotifications();
    const app = await mountApp('/', shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: publicMode });
    await subscribedChannel();
    app.unmount();
    expect(FakePusher.instances[0].disconnected).toBe(true);
  });

  it('stays off without the push setting, without a key, or for guests', async () => {
    supportNotifications();
    for (const [data, config] of [
      [shell({ user: signedInUser }, { pushar_activated: 0 }), { realtime: publicMode }],
      [shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: null }],
      [shell({ user: null }, { pushar_activated: 1 }), { realtime: publicMode }],
    ] as const) {
      const app = await mountApp('/', data, config);
      await settledApp(data.user);
      app.unmount();
    }
    expect(FakePusher.instances).toHaveLength(0);
  });

  it('alerts when the browser has no Notification API', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    await mountApp('/', shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: publicMode });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Web Notification is not supported'));
    expect(FakePusher.instances).toHaveLength(0);
    alert.mockRestore();
  });
});

/** The stock shop's answer to broadcasting/auth, as the contract fixture records it (status and body). */
function stockShopAuthAnswer() {
  const fixture = loadFixtures().find((f) => f.name === 'session/broadcasting-auth')!;
  const stock = fixture.cases['stock-shop-no-route'];
  return () => HttpResponse.json(stock.answer as Record<string, unknown>, { status: stock.status });
}

const htmlPage = (status: number, title: string) => () =>
  new HttpResponse(`<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="app"></div></body></html>`, {
    status,
    headers: { 'content-type': 'text/html; charset=UTF-8' },
  });

/** The lines the widget logs about its channel choice. */
function channelLines(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((args) => String(args[0])).filter((line) => line.startsWith('[storefront] live notifications'));
}

describe('live notifications with no f_pusher_channel on the page (auto)', () => {
  it('listens on the private channel when broadcasting/auth signs it, and says so once', async () => {
    supportNotifications();
    // The default backend answers with the fixture's `own-private-channel` case.
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: autoMode });
    const channel = await subscribedChannel();
    expect(channel.name).toBe('private-notification-send.7');
    await deliver(channel, { message: 'Your order (YRI-7) status is updated', message_type: 'success' });
    expect(await findNotice('Success: Your order (YRI-7) status is updated')).toBeInTheDocument();
    expect(FakePusher.instances).toHaveLength(1);
    expect(channelLines(info)).toEqual([
      '[storefront] live notifications on the private channel private-notification-send.7 (broadcasting/auth admitted it)',
    ]);
  });

  it.each([
    ['404 JSON (a stock shop: no route; the contract fixture)', stockShopAuthAnswer(), 'HTTP 404'],
    ['404 HTML (the same without JSON in Accept)', htmlPage(404, 'Error 404'), 'HTTP 404'],
    [
      '405 (a GET catch-all on the path)',
      () => HttpResponse.json({ message: 'The POST method is not supported for this route.' }, { status: 405 }),
      'HTTP 405',
    ],
    [
      '419 (a POST catch-all refusing the token)',
      () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }),
      'HTTP 419',
    ],
    ['200 HTML (the site serves its page there)', htmlPage(200, 'Yoori'), 'an HTML page'],
  ])('broadcasting/auth answers %s: the stock public channel instead, said once', async (_label, answer, sign) => {
    supportNotifications();
    server.use(http.post(`${BASE_URL}/broadcasting/auth`, answer));
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: autoMode });
    await waitFor(() => expect(FakePusher.instances).toHaveLength(2));
    const [tried, used] = FakePusher.instances;
    expect(tried.disconnected).toBe(true);
    expect([...used.channels.keys()]).toEqual(['notification-send-7']);
    expect(used.options.channelAuthorization).toBeUndefined();

    await act(async () =>
      used.channels.get('notification-send-7')!.deliver(EVENT, { message: 'Product stock in low.', message_type: 'warning' }),
    );
    expect(await findNotice('Warning: Product stock in low.')).toBeInTheDocument();
    await settled();
    expect(requestsTo('broadcasting/auth')).toHaveLength(1);
    expect(channelLines(info)).toEqual([
      `[storefront] live notifications on the public channel notification-send-7 (broadcasting/auth answered ${sign}: the shop has no such route, so it broadcasts on the stock public channel)`,
    ]);
  });

  it('stays on the private channel when broadcasting/auth is there and refuses (403): no public fallback', async () => {
    supportNotifications();
    server.use(http.post(`${BASE_URL}/broadcasting/auth`, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: autoMode });
    await waitFor(() => expect(channelLines(warn)).toHaveLength(1));
    expect(FakePusher.instances).toHaveLength(1);
    expect([...FakePusher.instances[0].channels.keys()]).toEqual(['private-notification-send.7']);
    expect(FakePusher.instances[0].disconnected).toBe(false);
    expect(channelLines(info)).toEqual([]);
  });

  it('f_pusher_channel=private forces the private channel: a 404 does not switch it to public', async () => {
    supportNotifications();
    server.use(http.post(`${BASE_URL}/broadcasting/auth`, stockShopAuthAnswer()));
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: privateMode });
    await waitFor(() => expect(requestsTo('broadcasting/auth')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(FakePusher.instances).toHaveLength(1);
    expect([...FakePusher.instances[0].channels.keys()]).toEqual(['private-notification-send.7']);
    expect(channelLines(info)).toEqual([
      '[storefront] live notifications on the private channel private-notification-send.7 (the page field f_pusher_channel says private)',
    ]);
  });

  it('after falling back to public, signing out disconnects the public socket', async () => {
    supportNotifications();
    server.use(http.post(`${BASE_URL}/broadcasting/auth`, stockShopAuthAnswer()));
    await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime: autoMode });
    await waitFor(() => expect(FakePusher.instances).toHaveLength(2));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(FakePusher.instances[1].disconnected).toBe(true));
    expect(FakePusher.instances).toHaveLength(2);
  });
});
