// HMAC signing and verification, compatible with the official `pusher` Node SDK 5.x
// (node_modules/pusher/lib/requests.js, auth.js, token.js).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

export function md5Hex(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/** Constant-time string comparison (length leaks, contents do not). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  return timingSafeEqual(left, right);
}

/**
 * The `auth` value a client presents when subscribing to a private or presence channel:
 * `key:hex(HMAC-SHA256(secret, "socketId:channel[:channelData]"))`.
 */
export function channelAuth(key: string, secret: string, socketId: string, channel: string, channelData?: string): string {
  const parts = [socketId, channel];
  if (channelData !== undefined) parts.push(channelData);
  return `${key}:${hmacSha256Hex(secret, parts.join(':'))}`;
}

export type RestAuthResult = { ok: true } | { ok: false; reason: string };

export interface RestAuthInput {
  method: string;
  /** Request path exactly as sent, e.g. `/apps/123/events` (the SDK signs the full path). */
  path: string;
  /** Raw query string without the leading `?`. */
  rawQuery: string;
  body: string;
  key: string;
  secret: string;
  nowSeconds?: number;
  /** Allowed clock skew, seconds. */
  maxSkewSeconds?: number;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Parses a query string into [key, value] pairs, keeping order and duplicates. */
export function parseQuery(rawQuery: string): Array<[string, string]> {
  if (!rawQuery) return [];
  return rawQuery
    .split('&')
    .filter((part) => part.length > 0)
    .map((part) => {
      const eq = part.indexOf('=');
      return eq === -1 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
}

/**
 * The string the SDK signs: `METHOD\npath\nk=v&k=v` with every query parameter except
 * auth_signature, keys lower-cased and sorted, values unencoded.
 */
export function restSigningString(method: string, path: string, params: Array<[string, string]>): string {
  const query = params
    .filter(([k]) => k !== 'auth_signature')
    .map(([k, v]): [string, string] => [k.toLowerCase(), v])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return [method.toUpperCase(), path, query].join('\n');
}

/** Verifies a signed REST request the way Pusher does. */
export function verifyRestRequest(input: RestAuthInput): RestAuthResult {
  const params = parseQuery(input.rawQuery);
  const lookup = new Map<string, string>();
  for (const [k, v] of params) {
    const lower = k.toLowerCase();
    if (lookup.has(lower)) return { ok: false, reason: `Duplicate parameter ${lower}` };
    lookup.set(lower, v);
  }

  const authKey = lookup.get('auth_key');
  const timestamp = lookup.get('auth_timestamp');
  const version = lookup.get('auth_version');
  const signature = lookup.get('auth_signature');
  if (!authKey || !timestamp || !signature) return { ok: false, reason: 'Missing authentication parameters' };
  if (version !== undefined && version !== '1.0') return { ok: false, reason: 'Unsupported auth_version' };
  if (!safeEqual(authKey, input.key)) return { ok: false, reason: 'Unknown auth_key' };

  const ts = Number(timestamp);
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  const skew = input.maxSkewSeconds ?? 600;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - ts) > skew) {
    return { ok: false, reason: 'Timestamp expired or invalid' };
  }

  const bodyMd5 = lookup.get('body_md5');
  if (input.body.length > 0) {
    if (!bodyMd5 || !safeEqual(bodyMd5.toLowerCase(), md5Hex(input.body))) {
      return { ok: false, reason: 'body_md5 does not match the body' };
    }
  } else if (bodyMd5 !== undefined && !safeEqual(bodyMd5.toLowerCase(), md5Hex(''))) {
    return { ok: false, reason: 'body_md5 does not match the body' };
  }

  const expected = hmacSha256Hex(input.secret, restSigningString(input.method, input.path, params));
  if (!safeEqual(signature.toLowerCase(), expected)) return { ok: false, reason: 'Invalid signature' };
  return { ok: true };
}

/** Builds a signed query string (what the SDK sends); for tests and for in-repo tools. */
export function signRestQuery(
  method: string,
  path: string,
  body: string,
  key: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const params: Array<[string, string]> = [
    ['auth_key', key],
    ['auth_timestamp', String(nowSeconds)],
    ['auth_version', '1.0'],
  ];
  if (body.length > 0) params.push(['body_md5', md5Hex(body)]);
  const signature = hmacSha256Hex(secret, restSigningString(method, path, params));
  return [...params, ['auth_signature', signature]].map(([k, v]) => `${k}=${v}`).join('&');
}
