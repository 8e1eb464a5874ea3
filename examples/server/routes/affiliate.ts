/** The affiliate programme (issue 12): built by the issue-12 work. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function affiliateRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  return r;
}
