/** The account's order lists (commerce.md §7.4). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { loginCheck } from '../lib/login-check';
import { pageParams } from '../lib/paginate';
import { accountOrders } from '../services/orders';
import { currencyOut } from '../services/shell-format';

export function orderRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The dashboard's and 1.6.7 order history's table: five orders a page, plus the XOF currency row
  // (null unless the shop has one), which the original's price formatting special-cases.
  r.get('/user/profile-orders', loginCheck(), async (c) => {
    const { page, perPage } = pageParams({ page: c.req.query('page') }, 5, 5);
    const orders = await accountOrders(c.get('deps').db, c.get('base'), c.get('user')!.id, page, perPage, c.req.url);
    const xof = (await c.get('store').get()).currencies.find((x) => x.code === 'XOF');
    return c.json({ orders, xof: xof ? currencyOut(xof) : null });
  });
  return r;
}
