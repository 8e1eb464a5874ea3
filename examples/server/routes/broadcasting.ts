/** POST broadcasting/auth — private channel auth for the signed-in user's own notification channel only. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { readBody } from '../lib/responses';
import { notificationChannel } from '../services/notify';

export function broadcastingRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/broadcasting/auth', async (c) => {
    const user = c.get('user');
    const body = await readBody(c);
    const socketId = typeof body.socket_id === 'string' ? body.socket_id : '';
    const channel = typeof body.channel_name === 'string' ? body.channel_name : '';
    if (!user || !socketId || channel !== notificationChannel(user.id)) return c.json({ message: 'Forbidden' }, 403);
    const pusher = c.get('deps').pusher;
    if (!pusher) return c.json({ message: 'Realtime server not available' }, 503);
    try {
      return c.json({ auth: pusher.authorizeChannel(socketId, channel) });
    } catch {
      return c.json({ message: 'Forbidden' }, 403);
    }
  });
  return r;
}
