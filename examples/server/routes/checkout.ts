/**
 * Checkout: `user/find/shipping_cost` and `user/confirm-order` (test/contract/commerce/{find-shipping-cost,user-address-checkout,confirm-order}.json). No guard on
 * either (guests check out as the walk-in user); business errors are HTTP 200 `{error}`.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { businessError, readBody } from '../lib/responses';
import { amountOut, cartOwner } from '../services/cart';
import { sessionReferrer } from '../services/affiliate';
import { areaShippingCost, confirmOrder } from '../services/checkout';

export function checkoutRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  /** The area cost of a city for the checkout's sellers: `{shipping_cost}` (0 for an unknown city). */
  r.post('/user/find/shipping_cost', async (c) => {
    const body = await readBody(c);
    const cost = await areaShippingCost(c.get('deps').db, c.get('base'), await cartOwner(c), body.city_id);
    return c.json({ shipping_cost: amountOut(cost) });
  });

  /** One unpaid order per seller group of the checkout's lines; `{success: "Order done"}`, no codes. */
  r.post('/user/confirm-order', async (c) => {
    const body = await readBody(c);
    const user = c.get('user');
    const outcome = await confirmOrder(c.get('deps').db, {
      owner: await cartOwner(c),
      userId: user?.id ?? null,
      base: c.get('base'),
      data: await c.get('store').get(),
      body,
      // Orders from a session that followed an affiliate's link are attributed to it.
      referrerUserId: await sessionReferrer(c.get('deps').db, c.get('session').id),
    });
    if (!outcome.ok) return businessError(c, outcome.error);
    return c.json({ success: 'Order done' });
  });

  return r;
}
