/** The test card gateway: a redirect flow to a page this server hosts (commerce.md §6.3). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function gatewayRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
