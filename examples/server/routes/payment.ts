/** Payment: user/payment-order, user/complete-order (test/contract/commerce/{payment-order,complete-order}.json). */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { businessError, readBody } from '../lib/responses';
import { callerOf, cartTrx, completeOrder, isCode, ORDER_DONE, paymentOrder, PERMISSION_DECLINED } from '../services/payment';

/** The original's PHP message when a guest's trx has no orders to complete. */
const NO_ORDER_USER = 'Attempt to read property "user" on null';

/** Where a non-AJAX completion goes (the original's gateway returns): the invoice, or back to the payment page. */
export function afterPaymentPath(c: Context<AppEnv>, result: { ok: boolean; trx: string; code: string }, flash?: string): string {
  const app = `${c.get('base')}${c.get('deps').config.appPath}`;
  if (result.ok)
    return isCode(result.code)
      ? `${app}/get-invoice/${encodeURIComponent(result.code)}`
      : `${app}/invoice/${encodeURIComponent(result.trx)}`;
  const page = isCode(result.code) ? `${app}/payment/${encodeURIComponent(result.code)}` : `${app}/payment`;
  return flash ? `${page}?payment=${flash}` : page;
}

export function paymentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // Guard: none (the original's). A guest's orders are the walk-in ones of the session's cart.
  r.get('/user/payment-order', async (c) => {
    const caller = callerOf(c.get('session'), c.get('user'));
    const answer = await paymentOrder(c.get('deps').db, await c.get('store').get(), c.get('base'), caller, c.req.query('code') ?? '');
    return c.json(answer);
  });

  // POST only: the original also takes GET for gateway returns, which this server's gateway does not need.
  r.post('/user/complete-order', async (c) => {
    const body = await readBody(c);
    const code = c.req.query('code') ?? (typeof body.code === 'string' ? body.code : '');
    const caller = callerOf(c.get('session'), c.get('user'));
    // The page always sends the trx of its orders; without one, the caller's cart's (as payment-order finds it).
    const posted = String(body.trx_id ?? c.req.query('trx_id') ?? '');
    const trxId = posted || isCode(code) ? posted : await cartTrx(c.get('deps').db, caller);
    const result = await completeOrder(c.get('deps'), await c.get('store').get(), c.get('base'), caller, {
      paymentType: String(body.payment_type ?? ''),
      trxId,
      code,
      offlineId: body.id,
      file: body.file,
    });
    const ajax = c.req.header('x-requested-with') === 'XMLHttpRequest';
    if (!ajax) {
      return c.redirect(afterPaymentPath(c, result.ok ? result : { ok: false, trx: trxId, code }, result.ok ? undefined : 'failed'), 302);
    }
    if (result.ok) return c.json({ success: ORDER_DONE });
    // Nothing of the caller's to complete: the original has no refusal for that. Signed in, it goes
    // through an empty list of orders and says "Order done"; a guest's next step reads the user of
    // a first order that is not there (1.6.7 app/Repositories/Admin/OrderRepository.php, completeOrder).
    // Someone else's orders count as none here (the original would complete them).
    if (result.error === PERMISSION_DECLINED) {
      return caller.userId ? c.json({ success: ORDER_DONE }) : businessError(c, NO_ORDER_USER);
    }
    return businessError(c, result.error);
  });

  return r;
}
