/**
 * user/addToCart, cart/list, cart/update, cart/delete/{id}: the original's «CartPayload» answers
 * (commerce.md §4). Business errors are HTTP 200 {error}, as in the original.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { businessError, readBody, toInt } from '../lib/responses';
import { addToCart, cartLines, cartOwner, dropBuyNow, hasBuyNow, ownLine, payloadFor } from '../services/cart';

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
    const lines = await cartLines(db, base, await cartOwner(c), 'regular');
    return c.json({ ...payloadFor(lines, data, base), success: 'Successfully added to cart' });
  });

  r.get('/cart/list', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    // cart_page=1 (the cart page) ends a pending buy-now, as clearing session('is_buy_now') does.
    if (c.req.query('cart_page') === '1') await dropBuyNow(db, owner);
    const scope = (await hasBuyNow(db, owner)) ? 'buy-now' : 'regular';
    return c.json(payloadFor(await cartLines(db, base, owner, scope), data, base));
  });

  r.post('/cart/update', async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    const line = await ownLine(db, owner, toInt(body.id));
    if (!line) return businessError(c, 'Attempt to read property "product_id" on null');
    let delta = toInt(body.quantity, 0);
    if (body.status === 'minus' && delta > 0) delta = -delta;
    const next = line.quantity + delta;
    if (next > line.cap) return businessError(c, 'Product is out of stock');
    // Going below the minimum is ignored, and the call still succeeds (the original's behaviour).
    if (delta !== 0 && next >= Math.max(1, line.minimum_order_quantity)) {
      await db.query('UPDATE carts SET quantity = $1 WHERE id = $2', [next, line.id]);
    }
    const scope = (await hasBuyNow(db, owner)) ? 'buy-now' : 'regular';
    return c.json({ ...payloadFor(await cartLines(db, base, owner, scope), data, base), success: 'Cart Updated' });
  });

  r.get('/cart/delete/:id', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    const line = await ownLine(db, owner, toInt(c.req.param('id')));
    if (line) await db.query('DELETE FROM carts WHERE id = $1', [line.id]);
    // The original deletes any row by id and answers the regular lines with no success key.
    return c.json(payloadFor(await cartLines(db, base, owner, 'regular'), data, base));
  });
  return r;
}
