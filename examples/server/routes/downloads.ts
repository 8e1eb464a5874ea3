/** Digital downloads: user/digital-product-order-list and the signed file-download/{id} (commerce.md §7.10, §7.12). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function downloadRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
