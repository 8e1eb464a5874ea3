/**
 * The development helpers (/_dev/…, /_bench/…) answer only when the server was started with
 * DEV_TOOLS=1 (config.ts says when that is allowed). One gate for all of them, so a new helper
 * cannot forget its own check. The test payment gateways (/_dev/gateway…) are the demo's payment
 * provider, not a development helper: they stay on, and pay nothing that the shopper could not
 * have paid with the real gateway.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

const DEV_PATH = /^\/_(dev|bench)(\/|$)/;
const PAYMENT_GATEWAY = /^\/_dev\/gateway(-[a-z]+)?(\/|$)/;

export const isDevToolPath = (path: string) => DEV_PATH.test(path) && !PAYMENT_GATEWAY.test(path);

export function devToolsGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isDevToolPath(c.req.path) && !c.get('deps').config.devTools) return c.json({ message: 'Not found' }, 404);
    await next();
  };
}
