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
  connect() {
    this.connects += 1;
  }
  disconnect() {
    this.disconnected = true;
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

    await act(async () => socket.connection.goTo('unavailable'));
    await act(async () => socket.connection.goTo('connecting'));
    await act(async () => socket.connection.goTo('connected'));
    // A flapping connection: a second restore right after reads only once.
    await act(async () => socket.connection.goTo('connecting'));
    await act(async () => socket.connection.goTo('connected'));

    await waitFor(() => expect(requestsTo('cart/list').length).toBe(before.cart + 1), { timeout: 3000 });
    await settled();
    expect(requestsTo('user-notification/all').length).toBe(before.notifications + 1);
  });

  it('asks pusher-js to connect again with backoff when it gives up, and at once when the browser is back online', async () => {
    const socket = await connectedSocket();
    jest.useFakeTimers();
    try {
      act(() => socket.connection.goTo('unavailable'));
      expect(socket.connects).toBe(0);
      act(() => jest.advanceTimersByTime(1000));
      expect(socket.connects).toBe(1);
      act(() => socket.connection.goTo('unavailable'));
      act(() => jest.advanceTimersByTime(999));
      // Second pause is 1-2 s: not yet certainly due, but due by 2 s.
      act(() => jest.advanceTimersByTime(1001));
      expect(socket.connects).toBe(2);
      act(() => window.dispatchEvent(new Event('online')));
      expect(socket.connects).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
