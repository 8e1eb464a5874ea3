/** The signing helpers must agree byte for byte with the official `pusher` SDK. */
import { createRequire } from 'node:module';
import PusherSdk from 'pusher';
import { channelAuth, md5Hex, restSigningString, parseQuery, verifyRestRequest } from '../../examples/server/realtime/signature';

const requireCjs = createRequire(__filename);
// Internal SDK helpers: the exact code that signs REST requests and the Token class.
const { createSignedQueryString } = requireCjs('pusher/lib/requests') as {
  createSignedQueryString(
    token: unknown,
    request: { method: string; path: string; body?: string; params?: Record<string, string> },
  ): string;
};
const Token = requireCjs('pusher/lib/token') as new (key: string, secret: string) => unknown;

const KEY = 'k';
const SECRET = 's3cr3t';

describe('signature', () => {
  test('channel auth equals the SDK authorizeChannel (private and presence)', () => {
    const sdk = new PusherSdk({ appId: '1', key: KEY, secret: SECRET, host: '127.0.0.1' });
    expect(channelAuth(KEY, SECRET, '123.456', 'private-notification-send.1')).toBe(
      sdk.authorizeChannel('123.456', 'private-notification-send.1').auth,
    );
    const presence = sdk.authorizeChannel('1.2', 'presence-room', { user_id: '7', user_info: { name: 'Zoë' } });
    expect(channelAuth(KEY, SECRET, '1.2', 'presence-room', presence.channel_data)).toBe(presence.auth);
  });

  test('REST requests signed by the SDK verify; tampering does not', () => {
    const body = JSON.stringify({ name: 'e', channels: ['c'], data: '{"x":"ü"}' });
    const path = '/apps/1/events';
    const query = createSignedQueryString(new Token(KEY, SECRET), { method: 'POST', path, body });
    const base = { method: 'POST', path, rawQuery: query, body, key: KEY, secret: SECRET };
    expect(verifyRestRequest(base)).toEqual({ ok: true });
    expect(verifyRestRequest({ ...base, path: '/apps/2/events' }).ok).toBe(false);
    expect(verifyRestRequest({ ...base, body: body + ' ' }).ok).toBe(false);
    expect(verifyRestRequest({ ...base, secret: 'other' }).ok).toBe(false);
    expect(verifyRestRequest({ ...base, nowSeconds: Math.floor(Date.now() / 1000) + 601 }).ok).toBe(false);
    expect(verifyRestRequest({ ...base, rawQuery: `${query}&extra=1` }).ok).toBe(false);
  });

  test('extra params are part of the signature and keys are compared lower-cased and sorted', () => {
    const path = '/apps/1/channels';
    const query = createSignedQueryString(new Token(KEY, SECRET), { method: 'GET', path, params: { info: 'user_count' } });
    expect(verifyRestRequest({ method: 'GET', path, rawQuery: query, body: '', key: KEY, secret: SECRET })).toEqual({ ok: true });
    expect(restSigningString('post', '/p', parseQuery('B=2&a=1&auth_signature=x'))).toBe('POST\n/p\na=1&b=2');
    expect(md5Hex('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });
});
