import type { Context } from 'hono';
import type { AppEnv } from './context';

/** The original's wording (its en.json drops the full stop of the key). */
export const DEMO_REFUSAL = 'This function is disabled in demo server';

/** Where the original checks config('app.demo_mode'): the refusal to return, or null to go on. */
export function demoRefusal(c: Context<AppEnv>): Response | null {
  return c.get('deps').config.demoMode ? c.json({ error: DEMO_REFUSAL }) : null;
}
