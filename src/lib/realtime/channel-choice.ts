import { isApiError } from '../http/api-error';
import { notificationChannel, type ChannelKind } from './notification-channel';

/**
 * How a shop without Laravel's broadcasting/auth route answers the private channel's
 * authorisation. A stock shop has none (1.6.7 and 1.5.3 config/app.php keep
 * App\Providers\BroadcastServiceProvider commented out): 404 from the router
 * (test/contract/session/broadcasting-auth.json, case `stock-shop-no-route`); 405 where a GET
 * catch-all covers the path (1.6.7 routes/web.php as shipped: Route::fallback); 419 where a POST
 * catch-all in the web group refuses the token first.
 */
const NO_ROUTE = [404, 405, 419];

/**
 * Why a failed broadcasting/auth means "this shop has no such route": "HTTP 404", "HTTP 405",
 * "HTTP 419" or "an HTML page" (a page served where the route would be: the site's SPA shell,
 * a login page); null when the route is there and said no (403), failed (5xx, network) or
 * answered JSON without `auth`.
 */
export function missingRouteSign(error: unknown): string | null {
  if (!isApiError(error) || error.status == null) return null;
  if (NO_ROUTE.includes(error.status)) return `HTTP ${error.status}`;
  // The HTTP client turns a 200 HTML answer into an `http` error (a login page: `session`).
  return error.status === 200 && (error.kind === 'http' || error.kind === 'session') ? 'an HTML page' : null;
}

/** Echo's name plus pusher-js's `private-` prefix: the name the shop's socket server sees. */
const wireName = (kind: ChannelKind, userId: number) => `${kind === 'private' ? 'private-' : ''}${notificationChannel(kind, userId)}`;

/**
 * The one console line that tells an integrator which channel the widget listens on, and why:
 * `field` (f_pusher_channel forces it), `admitted` (broadcasting/auth signed the private channel)
 * or the sign of a missing route (missingRouteSign).
 */
export function announceChannel(kind: ChannelKind, userId: number, why: string): void {
  const reason =
    why === 'field'
      ? `the page field f_pusher_channel says ${kind}`
      : why === 'admitted'
        ? 'broadcasting/auth admitted it'
        : `broadcasting/auth answered ${why}: the shop has no such route, so it broadcasts on the stock public channel`;
  console.info(`[storefront] live notifications on the ${kind} channel ${wireName(kind, userId)} (${reason})`);
}

/** The route is there and refused or failed: nothing to listen to until the next connect. */
export function announceRefusal(userId: number, error: unknown): void {
  console.warn(`[storefront] live notifications off: broadcasting/auth did not admit ${wireName('private', userId)}`, error);
}
