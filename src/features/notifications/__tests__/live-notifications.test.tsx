import { act, screen, waitFor } from '@testing-library/react';
import { useBackend } from '../../../../test/unit/support/backend';
import { shell, signedInUser } from '../../../../test/unit/support/fixtures';
import { findNotice, mountApp } from '../../../../test/unit/support/mount-app';
import type { LiveMessage } from '../../../lib/realtime/notification-socket';

// Only the socket is replaced: the saga, the authorisation call and the notices are real.
const sockets: { userId: number; emit: (m: LiveMessage) => void; closed: boolean; authorize: (s: string, c: string) => Promise<unknown> }[] = [];
jest.mock('../../../lib/realtime/notification-socket', () => ({
  connectNotifications: (_config: unknown, userId: number, authorize: (s: string, c: string) => Promise<unknown>, emit: (m: LiveMessage) => void) => {
    const socket = { userId, emit, closed: false, authorize };
    sockets.push(socket);
    return () => { socket.closed = true; };
  },
}));

useBackend();
const realtime = { key: 'k', cluster: 'mt1', host: '127.0.0.1', port: 8080, tls: false };
afterEach(() => { sockets.length = 0; delete (globalThis as { Notification?: unknown }).Notification; });

describe('live notifications', () => {
  it("listens on the signed-in user's own channel and shows each event as a notice of its type", async () => {
    (globalThis as { Notification?: unknown }).Notification = function Notification() {};
    const app = await mountApp('/', shell({ user: { ...signedInUser, id: 7 } }, { pushar_activated: 1 }), { realtime });
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0].userId).toBe(7);
    await act(async () => sockets[0].emit({ message: 'Your order has shipped', message_type: 'success' }));
    expect(await findNotice('Success: Your order has shipped')).toHaveClass('sf-notice--success');
    await act(async () => sockets[0].emit({ message: 'Something odd', message_type: 'purple' }));
    expect(await findNotice('Info: Something odd')).toHaveClass('sf-notice--info');
    app.unmount();
    expect(sockets[0].closed).toBe(true);
  });

  it('stays off without the push setting, without a key, or for guests', async () => {
    (globalThis as { Notification?: unknown }).Notification = function Notification() {};
    for (const [data, config] of [
      [shell({ user: signedInUser }, { pushar_activated: 0 }), { realtime }],
      [shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime: null }],
      [shell({ user: null }, { pushar_activated: 1 }), { realtime }],
    ] as const) {
      const app = await mountApp('/', data, config);
      await screen.findByRole('article', { name: 'Product 1' });
      app.unmount();
    }
    expect(sockets).toHaveLength(0);
  });

  it('alerts when the browser has no Notification API', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    await mountApp('/', shell({ user: signedInUser }, { pushar_activated: 1 }), { realtime });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Web Notification is not supported'));
    expect(sockets).toHaveLength(0);
    alert.mockRestore();
  });
});
