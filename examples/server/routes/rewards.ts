/** The reward add-on (commerce.md §10.4–10.5): history and conversion to wallet credit. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function rewardRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
