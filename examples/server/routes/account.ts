/**
 * Wishlist, compare list and followed shops (test/contract/lists/{wishlists,compare-list,followed-sellers}.json), one file each; notifications live in
 * routes/notifications.ts. Account APIs use loginCheck (302 → /login).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { compareRoutes } from './compare';
import { followRoutes } from './follow';
import { wishlistRoutes } from './wishlist';

export function accountRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.route('/', wishlistRoutes());
  r.route('/', compareRoutes());
  r.route('/', followRoutes());
  return r;
}
