/**
 * POST /internal/notify {user_id, message, type, url?} — for cli/notify.ts (not part of the original). Accepted only from
 * loopback and with X-Internal-Signature = hex HMAC-SHA256(PUSHER_APP_SECRET, raw body).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { fieldErrors, validationError } from '../lib/responses';
import { userExists } from '../services/auth';
import { NOTICE_TYPES, NOTIFICATION_EVENT, notifyUser, type NoticeType } from '../services/notify';
import { notifySchema } from '../validation/notify';

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

export function internalRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.post('/internal/notify', async (c) => {
    // With @hono/node-server the socket is on c.env.incoming; app.request() in tests has no socket (in-process).
    const env = (c as unknown as { env?: { incoming?: { socket?: { remoteAddress?: string } } } }).env;
    const remote = env?.incoming?.socket?.remoteAddress;
    if (env?.incoming && !isLoopback(remote)) return c.json({ message: 'Forbidden' }, 403);

    const raw = await c.req.text();
    const given = c.req.header('x-internal-signature') ?? '';
    const expected = signBody(c.get('deps').config.pusher.secret, raw);
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      return c.json({ message: 'Invalid signature' }, 401);
    }
    let body: { user_id?: unknown; message?: unknown; type?: unknown; url?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      return c.json({ message: 'Invalid JSON' }, 400);
    }
    const checked = await notifySchema.safeParseAsync(body);
    if (!checked.success) return validationError(c, fieldErrors(checked.error));
    const userId = Number(checked.data.user_id);
    const message = String(checked.data.message);
    const type = (NOTICE_TYPES as readonly string[]).includes(String(body.type)) ? (body.type as NoticeType) : 'info';
    const { db, pusher, config } = c.get('deps');
    if (!(await userExists(db, userId))) return c.json({ message: 'User not found' }, 404);
    const result = await notifyUser(
      db,
      { userId, message, type, url: typeof body.url === 'string' ? body.url : null },
      { pusher, mode: config.realtimeChannel },
    );
    // The channel tells whoever sent it where a listener must be subscribed to see it.
    return c.json({
      success: true,
      notification_id: result.id,
      published: result.published,
      channel: result.channel,
      event: NOTIFICATION_EVENT,
    });
  });
  return r;
}
