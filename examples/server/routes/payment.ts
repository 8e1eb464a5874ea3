/** Payment: user/payment-order, user/complete-order (commerce.md §6.1–6.2). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function paymentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
