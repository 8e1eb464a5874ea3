/** The wallet (commerce.md §10.1–10.3): its data, history and recharges. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function walletRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
