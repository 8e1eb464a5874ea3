/**
 * CSRF: state-changing requests must send `X-CSRF-TOKEN` equal to the session's token
 * (POST login may send `_token` in the body instead). Otherwise 419.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { isSessionless } from './session';

/** GET routes that change state (the original backend's convention). */
const STATE_CHANGING_GET =
  /^\/(logout|delete\/user-address\/[^/]+|cart\/delete\/[^/]+|user\/add-to-wishlist\/[^/]+|user\/remove-wishlist-product\/[^/]+|home\/add-to-compare\/[^/]+|home\/remove-compare_product\/[^/]+|user\/follow-shop|user\/remove-followed|change\/currency\/[^/]+|change\/locale\/[^/]+|user-notification\/seen-all|notification\/(?:seen|remove)\/[^/]+|user\/(?:cancel-order|remove-order|mail-order|get-invoices)\/[^/]+)\/?$/;

/**
 * The test card gateway's page posts plain HTML forms (no header can be sent). Each gateway
 * session has its own random nonce in the path and belongs to the browser session that opened
 * it, which is what the token would otherwise prove.
 */
const GATEWAY_DECISION = /^\/_dev\/gateway\/[a-f0-9]{32}\/(approve|decline|cancel)$/;

/**
 * The development wallet page's Approve forms carry this server instance's random nonce in the
 * path instead of a token (routes/wallet.ts). The original also exempts `user/recharge-wallet`,
 * `user/complete-recharge*` and `my-wallet` for its providers' post-backs; this server's test
 * gateway returns through its own nonce pages and the widget always sends the token, so those
 * stay protected here.
 */
const DEV_WALLET_APPROVE = /^\/_dev\/wallet\/[a-f0-9]{32}\/recharges\/\d+\/approve$/;

/**
 * The test in-page gateway's Approve (routes/gateway-sdk.ts), posted by the providers' stand-in
 * script, which has no token (a real provider's window is off-site). It only records a test
 * transaction for the caller's own session; spending it needs the widget's complete-order, which
 * carries the token.
 */
const SDK_TEST_TRANSACTION = '/_dev/gateway-sdk/transactions';

export const changesState = (method: string, path: string) =>
  method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE' || (method === 'GET' && STATE_CHANGING_GET.test(path));

export function needsCsrf(method: string, path: string): boolean {
  if (isSessionless(path)) return false;
  if (method === 'POST' && GATEWAY_DECISION.test(path)) return false;
  if (method === 'POST' && DEV_WALLET_APPROVE.test(path)) return false;
  if (method === 'POST' && path === SDK_TEST_TRANSACTION) return false;
  return changesState(method, path);
}

/**
 * Hono answers HEAD through the GET handler, so a HEAD to a state-changing GET route (the original
 * uses GET for logout, cancel-order, wishlist…) would act without a token. HEAD gets 405 there.
 */
export function headNeverChangesState(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'HEAD' && changesState('GET', c.req.path)) return c.body(null, 405, { Allow: 'GET' });
    await next();
  };
}

/**
 * A second wall behind the token: a browser says where a request comes from (Sec-Fetch-Site, or
 * Origin on a POST). A state change asked for by another site is refused, token or not. The test
 * gateways' own forms are same-origin, so they pass.
 */
function crossSite(c: Context<AppEnv>): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && origin !== 'null' && origin !== c.get('deps').config.appUrl;
}

export function tokensEqual(a: string | undefined | null, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function csrfMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSessionless(c.req.path) && changesState(c.req.method, c.req.path) && crossSite(c)) return refused();
    if (!needsCsrf(c.req.method, c.req.path)) return next();
    const expected = c.get('session').csrf_token;
    let ok = tokensEqual(c.req.header('x-csrf-token'), expected);
    if (!ok && c.req.method === 'POST' && c.req.path === '/login') {
      const type = c.req.header('content-type') ?? '';
      try {
        if (type.includes('application/json')) {
          const body = await c.req.json();
          ok = tokensEqual(typeof body?._token === 'string' ? body._token : null, expected);
        } else if (type.includes('form')) {
          const body = await c.req.parseBody();
          ok = tokensEqual(typeof body._token === 'string' ? body._token : null, expected);
        }
      } catch {
        ok = false;
      }
    }
    if (!ok) return refused();
    await next();
  };
}

/** Laravel's answer to a missing or wrong token (TokenMismatchException). */
const refused = () =>
  new Response(JSON.stringify({ message: 'CSRF token mismatch.' }), {
    status: 419,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
