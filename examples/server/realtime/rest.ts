// The signed HTTP API the official `pusher` server SDK publishes through.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isValidChannelName, isValidEventName } from './protocol';
import { verifyRestRequest } from './signature';

export interface RestOptions {
  appId: string;
  key: string;
  secret: string;
  publish(channels: string[], event: string, data: string, exceptSocketId?: string): void;
}

/** Pusher allows 10 KB per event; this development server is more lenient. */
export const MAX_EVENT_DATA_BYTES = 100 * 1024;
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_SIZE = 10;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const SOCKET_ID = /^\d+\.\d+$/;

interface ValidEvent {
  channels: string[];
  name: string;
  data: string;
  socketId?: string;
}

class RequestError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

function validateEvent(input: unknown, allowChannelList: boolean): ValidEvent {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RequestError(400, 'Event must be a JSON object');
  }
  const event = input as Record<string, unknown>;
  if (!isValidEventName(event.name)) throw new RequestError(400, 'name must be a string of 1-200 characters');

  let channels: unknown;
  if (allowChannelList && event.channels !== undefined) channels = event.channels;
  else if (event.channel !== undefined) channels = [event.channel];
  else throw new RequestError(400, allowChannelList ? 'channels or channel is required' : 'channel is required');
  if (!Array.isArray(channels) || channels.length === 0) throw new RequestError(400, 'channels must be a non-empty array');
  if (channels.length > MAX_CHANNELS_PER_EVENT) {
    throw new RequestError(400, `At most ${MAX_CHANNELS_PER_EVENT} channels per event`);
  }
  for (const channel of channels) {
    if (!isValidChannelName(channel)) throw new RequestError(400, `Invalid channel name: ${String(channel).slice(0, 200)}`);
  }

  if (event.data === undefined) throw new RequestError(400, 'data is required');
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) throw new RequestError(413, 'Event data too large');

  const socketId = event.socket_id;
  if (socketId !== undefined && socketId !== null && (typeof socketId !== 'string' || !SOCKET_ID.test(socketId))) {
    throw new RequestError(400, 'Invalid socket_id');
  }
  return {
    channels: [...new Set(channels as string[])],
    name: event.name,
    data,
    socketId: typeof socketId === 'string' ? socketId : undefined,
  };
}

export function createRestApp(options: RestOptions): Hono {
  const app = new Hono();
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'Request body too large' }, 413),
  });

  /** Checks app id and signature; returns the parsed JSON body or a Response to send. */
  async function authenticate(c: Context): Promise<{ body: unknown } | Response> {
    if (c.req.param('appId') !== options.appId) return c.json({ error: 'Unknown app' }, 404);
    const raw = await c.req.text();
    const url = new URL(c.req.url);
    const result = verifyRestRequest({
      method: c.req.method,
      path: url.pathname,
      rawQuery: url.search.replace(/^\?/, ''),
      body: raw,
      key: options.key,
      secret: options.secret,
    });
    if (!result.ok) return c.json({ error: result.reason }, 401);
    try {
      return { body: JSON.parse(raw) as unknown };
    } catch {
      return c.json({ error: 'Body must be JSON' }, 400);
    }
  }

  function fail(c: Context, error: unknown): Response {
    if (error instanceof RequestError) return c.json({ error: error.message }, error.status);
    throw error;
  }

  app.post('/apps/:appId/events', limit, async (c) => {
    const auth = await authenticate(c);
    if (auth instanceof Response) return auth;
    try {
      const event = validateEvent(auth.body, true);
      options.publish(event.channels, event.name, event.data, event.socketId);
      return c.json({}, 200);
    } catch (error) {
      return fail(c, error);
    }
  });

  app.post('/apps/:appId/batch_events', limit, async (c) => {
    const auth = await authenticate(c);
    if (auth instanceof Response) return auth;
    try {
      const batch = (auth.body as { batch?: unknown } | null)?.batch;
      if (!Array.isArray(batch)) throw new RequestError(400, 'batch must be an array');
      if (batch.length > MAX_BATCH_SIZE) throw new RequestError(400, `At most ${MAX_BATCH_SIZE} events per batch`);
      const events = batch.map((item) => validateEvent(item, false));
      for (const event of events) options.publish(event.channels, event.name, event.data, event.socketId);
      return c.json({}, 200);
    } catch (error) {
      return fail(c, error);
    }
  });

  return app;
}
