/** Checkout: user/find/shipping_cost, user/confirm-order (commerce.md §5.6–5.10). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function checkoutRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
