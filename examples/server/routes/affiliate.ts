/**
 * The affiliate programme (services/affiliate.ts). The original's server never
 * implemented these (test/contract/affiliate/{affiliate-register,affiliate-links}.json): the shapes are the affiliate
 * API contract (test/contract/affiliate/*.json). Every endpoint:
 * - answers 404 {"message":"Not Found"} while the `affiliate` add-on is off, as a backend without
 *   the programme would (the widget then says the store does not offer it);
 * - is behind loginCheck (a guest gets the 302 to /login);
 * - answers {"error":"You are not an affiliate"} to a signed-in user without a referral_code.
 * Development only (DEV_TOOLS=1 only, lib/dev-tools.ts): `POST /_dev/affiliate-payouts/{id}/approve`.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { z } from 'zod';
import { businessError, fieldErrors, readBody, validationError } from '../lib/responses';
import { isNumeric, message, required, rule } from '../lib/validate';
import {
  affiliateDashboard,
  affiliateLinks,
  affiliatePayouts,
  approvePayout,
  dashboardDays,
  isAffiliate,
  NOT_AFFILIATE,
  MINIMUM_PAYOUT,
  requestPayout,
} from '../services/affiliate';
import { addOns } from '../services/shell';

/** Laravel's page resolver: anything but an integer ≥ 1 is page 1. */
function requestedPage(raw: string | undefined): number {
  const page = /^\s*\d{1,9}\s*$/.test(raw ?? '') ? Number.parseInt(raw!, 10) : 1;
  return page >= 1 ? page : 1;
}

/** The add-on gate runs first: without the programme the routes do not exist at all. */
const addOnGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!addOns(await c.get('store').get()).includes('affiliate')) return c.json({ message: 'Not Found' }, 404);
  await next();
};

const affiliateOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAffiliate(c.get('user'))) return businessError(c, NOT_AFFILIATE);
  await next();
};

const uid = (c: Context<AppEnv>) => c.get('user')!.id;

/** affiliate-payout-request: amount required|numeric|min, method required|in:bank,paypal, account_details required|string|max:255. */
const payoutBody = z.object({
  amount: required('amount')
    .pipe(rule(isNumeric, message.numeric('amount')))
    .pipe(rule((v) => Number(v) >= MINIMUM_PAYOUT, message.minValue('amount', MINIMUM_PAYOUT)))
    .transform((v) => v as string | number),
  method: required('method').pipe(z.enum(['bank', 'paypal'], message.in('method'))),
  account_details: required('account_details')
    .pipe(rule((v) => typeof v === 'string' || typeof v === 'number', message.string('account_details')))
    .transform((v) => String(v).trim())
    .pipe(z.string().refine((v) => [...v].length <= 255, message.max('account_details', 255))),
});

export function affiliateRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const guard = [addOnGate, loginCheck(), affiliateOnly] as const;

  r.get('/user/affiliate-links', ...guard, async (c) => {
    const page = requestedPage(c.req.query('page'));
    return c.json(await affiliateLinks(c.get('deps').db, c.get('base'), uid(c), page, c.req.url));
  });

  r.get('/user/affiliate-dashboard', ...guard, async (c) => {
    return c.json(await affiliateDashboard(c.get('deps').db, c.get('base'), uid(c), dashboardDays(c.req.query('days'))));
  });

  r.get('/user/affiliate-payouts', ...guard, async (c) => {
    const page = requestedPage(c.req.query('page'));
    return c.json(await affiliatePayouts(c.get('deps').db, uid(c), page, c.req.url));
  });

  r.post('/user/affiliate-payout-request', ...guard, async (c) => {
    const parsed = payoutBody.safeParse(await readBody(c));
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const outcome = await requestPayout(c.get('deps').db, uid(c), parsed.data);
    if (!outcome.ok) return businessError(c, outcome.error);
    return c.json({ success: 'Payout request sent', payout: outcome.payout, balance: outcome.balance });
  });

  // Stands in for the admin's approval, so tests and demos can finish a payout.
  r.post('/_dev/affiliate-payouts/:id/approve', async (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,9}$/.test(raw) ? Number.parseInt(raw, 10) : 0;
    const result = await approvePayout(c.get('deps').db, id);
    if (result === 'missing') return c.json({ error: 'No such payout' }, 404);
    if (result === 'rejected') return businessError(c, 'The payout was rejected');
    return c.json({ success: 'Payout approved', payout: result });
  });

  return r;
}
