import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { requestsTo, server, settled, useBackend } from '../../../../test/unit/support/backend';
import { BASE_URL, shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { mountApp } from '../../../../test/unit/support/mount-app';
import type { RealtimeConfig } from '../../../contract';

/**
 * Only pusher-js is replaced: a double whose connection reports state changes like pusher-js
 * does, so the real socket module's keep-connected logic, the sagas and the re-reads run.
 */
type StateHandler = (change: { previous: string; current: string }) => void;

class FakeConnection {
  state = 'connected';
  socket_id = '4711.42';
  handlers: StateHandler[] = [];
  bind(event: string, handler: StateHandler) {
    if (event === 'state_change') this.handlers.push(handler);
  }
  unbind(_event?: string, handler?: StateHandler) {
    this.handlers = this.handlers.filter((h) => h !== handler);
  }
  goTo(current: string) {
    const previous = this.state;
    this.state = current;
    this.handlers.forEach((h) => h({ previous, current }));
  }
}

class FakePusher {
  static instances: FakePusher[] = [];
  readonly connection = new FakeConnection();
  connects = 0;
  disconnected = false;
  constructor() {
    FakePusher.instances.push(this);
  }
  subscribe() {
    return { bind() {}, unbind() {} };
  }
  unsubscribe() {}
  /** Like pusher-js: a fresh attempt reports `disconnected`, then `connecting`; connect() on a live socket does nothing. */
  connect() {
    if (this.connection.state === 'connected') return;
    this.connects += 1;
    this.connection.goTo('connecting');
  }
  disconnect() {
    this.disconnected = true;
    this.connection.goTo('disconnected');
  }
}

jest.mock('pusher-js', () => ({ __esModule: true, default: class extends FakePusher {} }));

useBackend();
const publicMode: RealtimeConfig = { key: 'k', cluster: 'mt1', host: '127.0.0.1', port: 8080, tls: false, channel: 'public' };

beforeEach(() => {
  (globalThis as { Notification?: unknown }).Notification = function Notification() {};
});
afterEach(() => {
  FakePusher.instances.length = 0;
  delete (globalThis as { Notification?: unknown }).Notification;
});

async function connectedSocket(): Promise<FakePusher> {
  await mountApp('/', shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: publicMode });
  const socket = await waitFor(() => {
    expect(FakePusher.instances).toHaveLength(1);
    return FakePusher.instances[0];
  });
  // The bell (a lazy chunk) reads page 1 for its count; on a loaded machine that can come after
  // the first settle, and would then be taken for a re-read.
  await waitFor(() => expect(requestsTo('user-notification/all')).toHaveLength(1));
  await settled();
  return socket;
}

describe('reconnect delays', () => {
  it('grow exponentially with jitter and are capped at 30 s, never zero', async () => {
    // Imported here: the module loads pusher-js, whose double is only defined once this file ran.
    const { reconnectDelayMs } = await import('../../../lib/realtime/notification-socket');
    expect(reconnectDelayMs(0, () => 0)).toBe(500);
    expect(reconnectDelayMs(0, () => 1)).toBe(1000);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(6000);
    expect(reconnectDelayMs(20, () => 1)).toBe(30000);
    expect(reconnectDelayMs(20, () => 0)).toBe(15000);
  });
});

describe('resync after a lost connection', () => {
  it('re-reads the notifications and the cart once the socket is back, not on the first connect', async () => {
    server.use(http.get(`${BASE_URL}/cart/list`, () => HttpResponse.json({ carts: [] })));
    const socket = await connectedSocket();
    const before = { notifications: requestsTo('user-notification/all').length, cart: requestsTo('cart/list').length };

    // Lost and back, then a flapping second restore right after: one re-read. In one act, so a
    // loaded machine cannot stretch the gap between the restores past the settle pause.
    await act(async () => {
      socket.connection.goTo('unavailable');
      socket.connection.goTo('connecting');
      socket.connection.goTo('connected');
      socket.connection.goTo('connecting');
      socket.connection.goTo('connected');
    });

    await waitFor(() => expect(requestsTo('cart/list').length).toBe(before.cart + 1), { timeout: 3000 });
    await settled();
    expect(requestsTo('user-notification/all').length).toBe(before.notifications + 1);
  });

  it('starts fresh attempts with growing pauses while the socket stays lost, and at once when the browser is back online', async () => {
    const socket = await connectedSocket();
    jest.useFakeTimers();
    // The longest pause of each step (1, 2, 4 s): jitter only ever shortens it.
    const random = jest.spyOn(Math, 'random').mockReturnValue(1);
    try {
      // Dropped: pusher-js says `connecting` and then waits out a failed attempt (up to 15 s).
      act(() => socket.connection.goTo('connecting'));
      act(() => jest.advanceTimersByTime(999));
      expect(socket.connects).toBe(0);
      act(() => jest.advanceTimersByTime(1));
      expect(socket.connects).toBe(1);
      act(() => jest.advanceTimersByTime(1999));
      expect(socket.connects).toBe(1);
      act(() => jest.advanceTimersByTime(1));
      expect(socket.connects).toBe(2);
      act(() => jest.advanceTimersByTime(3999));
      expect(socket.connects).toBe(2);
      act(() => jest.advanceTimersByTime(1));
      expect(socket.connects).toBe(3);
      act(() => window.dispatchEvent(new Event('online')));
      expect(socket.connects).toBe(4);
      // Back: no more attempts.
      act(() => socket.connection.goTo('connected'));
      act(() => jest.advanceTimersByTime(60_000));
      expect(socket.connects).toBe(4);
    } finally {
      random.mockRestore();
      jest.useRealTimers();
    }
  });

  it('also when pusher-js parks in unavailable', async () => {
    const socket = await connectedSocket();
    jest.useFakeTimers();
    try {
      act(() => socket.connection.goTo('unavailable'));
      act(() => jest.advanceTimersByTime(1000));
      expect(socket.connects).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
