/**
 * user/addToCart, cart/list, cart/update, cart/delete/{id}: the original's «CartPayload» answers
 * (test/contract/commerce/{cart-list,add-to-cart,cart-update,cart-delete}.json). Business errors are HTTP 200 {error}, as in the original. Every answer comes
 * from one builder (services/cart.ts cartPayload): lines, seller groups and applied coupons.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { z } from 'zod';
import { businessError, readBody, toInt } from '../lib/responses';
import { anything, intLike } from '../lib/validate';
import { withTrxLock } from '../lib/trx-lock';
import { translated } from '../seed/lang';
import { sessionLocale } from '../services/shell';
import {
  addToCart,
  buildCart,
  cartOwner,
  cartPayload,
  deleteUnpaidOrders,
  dropBuyNow,
  ownLine,
  setLineQuantity,
  deleteLine,
  purgeStaleGuestLines,
  sessionScope,
} from '../services/cart';

/** cart/update: the line's id, the change in quantity (0 when missing) and `status` ("minus" takes away). */
const updateBody = z.object({ id: intLike(0), quantity: intLike(0), status: anything() });

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

export function cartRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/user/addToCart', async (c) => {
    // The SPA's product_form; the review fields it sends along are ignored.
    const body = await readBody(c);
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const ids = body.variants_ids;
    const result = await addToCart(db, {
      owner: await cartOwner(c, true),
      productId: toInt(body.id ?? body.product_id),
      // A missing quantity compares like PHP's null: below any minimum.
      quantity: toInt(body.quantity, 0),
      variantIds: Array.isArray(ids) ? ids.join('-') : ids === null || ids === undefined ? '' : String(ids).trim(),
      variantName: typeof body.variants_name === 'string' ? body.variants_name.trim() : '',
      isBuyNow: truthy(body.is_buy_now),
    });
    if (!result.ok) return businessError(c, result.error);
    // The answer always lists the regular lines, also after a buy-now add.
    return c.json({
      ...(await cartPayload(db, base, data, await cartOwner(c), 'regular')),
      success: translated(sessionLocale(c.get('session'), data), 'Successfully added to cart'),
    });
  });

  r.get('/cart/list', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    if (!owner.userId) await purgeStaleGuestLines(db);
    // cart_page=1 (the cart page) ends a pending buy-now, as clearing session('is_buy_now') does.
    if (c.req.query('cart_page') === '1') await dropBuyNow(db, owner);
    const scope = await sessionScope(db, owner);
    const built = await buildCart(db, base, data, owner, scope);
    const trx = built.lines[0]?.wire.trx_id;
    // As the original (1.6.7 app/Repositories/Site/CartRepository.php:681-686), reading a non-empty cart throws away the trx's unpaid orders (under the trx's lock).
    if (trx) await withTrxLock(trx, () => deleteUnpaidOrders(db, trx));
    return c.json(built.payload);
  });

  r.post('/cart/update', async (c) => {
    const body = updateBody.parse(await readBody(c));
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    // Our fix: only the caller's own line (the original updates any row by id).
    const line = await ownLine(db, owner, body.id);
    if (!line) return businessError(c, 'Attempt to read property "product_id" on null');
    let delta = body.quantity;
    if (body.status === 'minus' && delta > 0) delta = -delta;
    const next = line.quantity + delta;
    if (next > line.cap) return businessError(c, 'Product is out of stock');
    // Going below the minimum is ignored, and the call still succeeds (the original's behaviour).
    if (delta !== 0 && next >= Math.max(1, line.minimum_order_quantity)) {
      await setLineQuantity(db, line.id, next);
    }
    const scope = await sessionScope(db, owner);
    return c.json({
      ...(await cartPayload(db, base, data, owner, scope)),
      success: translated(sessionLocale(c.get('session'), data), 'Cart Updated'),
    });
  });

  r.get('/cart/delete/:id', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    // Our fix: only the caller's own line (the original deletes any row by id).
    const line = await ownLine(db, owner, toInt(c.req.param('id')));
    if (line) await deleteLine(db, line.id);
    // The regular lines, with no success key.
    return c.json(await cartPayload(db, base, data, owner, 'regular'));
  });
  return r;
}
