/** Coupons: user/apply_coupon, user/coupon-delete, user/coupons, seller/coupons/{id} (commerce.md §4.5–4.8). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function couponRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
