/** Coupons: user/apply_coupon, user/coupon-delete, user/coupons, seller/coupons/{id} (test/contract/commerce/{apply-coupon,coupon-delete,user-coupons,seller-coupons}.json). */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { businessError, readBody, toInt } from '../lib/responses';
import { cartLinesFull, cartOwner, cartPayload, sessionScope } from '../services/cart';
import { applyCoupon, couponPage, removeCoupon } from '../services/coupons';
import { plainPaginator } from './notifications';

const isOn = (v: unknown) => v === 1 || v === '1' || v === true;

/** Laravel's page resolver: anything that is not an integer ≥ 1 is page 1. */
const pageOf = (raw: string | undefined) => {
  const n = /^\s*\d{1,9}\s*$/.test(raw ?? '') ? Number.parseInt(raw!, 10) : 1;
  return n >= 1 ? n : 1;
};

export function couponRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The SPA posts its whole payment_form; only coupon_code and trx_id are read (test/contract/commerce/apply-coupon.json).
  r.post('/user/apply_coupon', loginCheck(), async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const user = c.get('user')!;
    const owner = await cartOwner(c);
    const scope = await sessionScope(db, owner);
    const lines = await cartLinesFull(db, base, owner, scope, data.settings);
    const code = typeof body.coupon_code === 'string' ? body.coupon_code.trim() : '';
    // The SPA posts carts[0].trx_id; without one, the caller's current cart trx.
    const posted = typeof body.trx_id === 'string' ? body.trx_id.trim() : '';
    const trx = posted || (lines[0]?.wire.trx_id ?? '');
    const result = await applyCoupon(db, data, { userId: user.id, code, trx, lines });
    if (!result.ok) return businessError(c, result.error);
    return c.json({ ...(await cartPayload(db, base, data, owner, scope)), success: 'coupon applied' });
  });

  r.post('/user/coupon-delete', loginCheck(), async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const user = c.get('user')!;
    const owner = await cartOwner(c);
    const posted = typeof body.trx_id === 'string' ? body.trx_id.trim() : '';
    const trx = posted || ((await cartLinesFull(db, base, owner, await sessionScope(db, owner)))[0]?.wire.trx_id ?? '');
    // The session user's row only (the original trusts the posted user_id).
    await removeCoupon(db, { userId: user.id, couponId: toInt(body.coupon_id), trx });
    return c.json({ ...(await cartPayload(db, base, data, owner, 'regular')), success: 'Coupon Removed Successfully' });
  });

  // The gift-voucher page's data: every current coupon, admin and seller alike, newest first, 10 a page.
  const userCoupons = async (c: Context<AppEnv>) => {
    const { db } = c.get('deps');
    const page = pageOf(c.req.query('page'));
    const { data, total } = await couponPage(
      db,
      "c.status = 1 AND c.start_date <= (now() AT TIME ZONE 'UTC') AND c.end_date >= (now() AT TIME ZONE 'UTC')",
      [],
      page,
      10,
      c.get('base'),
    );
    return c.json({ coupons: plainPaginator(data, total, page, 10, c.req.url) });
  };
  // The SPA asks for `user/coupons/` (a trailing slash), which the original's router also matches.
  r.get('/user/coupons', loginCheck(), userCoupons);
  r.get('/user/coupons/', loginCheck(), userCoupons);

  // A seller's coupons that have not ended (start_date is not checked), 16 a page; [] with the coupon system off.
  r.get('/seller/coupons/:id', async (c) => {
    const { db } = c.get('deps');
    const data = await c.get('store').get();
    if (!isOn(data.settings.coupon_system)) return c.json({ coupons: [] });
    const page = pageOf(c.req.query('page'));
    const result = await couponPage(
      db,
      "c.user_id = $1 AND c.status = 1 AND c.end_date >= (now() AT TIME ZONE 'UTC')",
      [toInt(c.req.param('id'))],
      page,
      16,
      c.get('base'),
    );
    return c.json({ coupons: plainPaginator(result.data, result.total, page, 16, c.req.url) });
  });
  return r;
}
