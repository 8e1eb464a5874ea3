/**
 * POST broadcasting/auth — private channel auth for the signed-in user's own notification
 * channel only (what Laravel's route answers once BroadcastServiceProvider is on). With
 * REALTIME_CHANNEL=public the server stands in for the stock original, which has no such route.
 *
 * POST /_dev/realtime/outage {seconds} (DEV_TOOLS=1 only, not part of the original) — cuts the
 * calling session's sockets and refuses its new ones for a while, so a browser test can watch the
 * widget get back on; other sessions keep theirs.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { readBody } from '../lib/responses';
import { notificationChannel } from '../services/notify';

export function broadcastingRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/broadcasting/auth', async (c) => {
    const { config, pusher } = c.get('deps');
    if (config.realtimeChannel === 'public') return c.notFound();
    const user = c.get('user');
    const body = await readBody(c);
    const socketId = typeof body.socket_id === 'string' ? body.socket_id : '';
    const channel = typeof body.channel_name === 'string' ? body.channel_name : '';
    if (!user || !socketId || channel !== notificationChannel('private', user.id)) return c.json({ message: 'Forbidden' }, 403);
    if (!pusher) return c.json({ message: 'Realtime server not available' }, 503);
    try {
      return c.json({ auth: pusher.authorizeChannel(socketId, channel) });
    } catch {
      return c.json({ message: 'Forbidden' }, 403);
    }
  });

  r.post('/_dev/realtime/outage', async (c) => {
    const { pusher } = c.get('deps');
    if (!pusher?.outage) return c.notFound();
    const seconds = Number((await readBody(c)).seconds);
    if (!Number.isFinite(seconds) || seconds < 0 || seconds > 120) return c.json({ message: 'seconds: 0 to 120' }, 422);
    return c.json({ cut: pusher.outage(c.get('session').id, seconds * 1000), seconds });
  });
  return r;
}
