/** All sellers (a shop page: routes/shop-page.ts). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { sellersPage } from '../services/directory';
import { followedShopIds } from '../services/follow';

export function sellerRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/sellers', async (c) => {
    const data = await c.get('store').get();
    // The original answers a bare [] when the shop runs without sellers (FrontendController@sellers).
    if (Number(data.settings.seller_system ?? 1) !== 1) return c.json({ sellers: [] });
    const { db } = c.get('deps');
    const followed = await followedShopIds(db, c.get('user')?.id);
    const query = { sort: c.req.query('sort'), paginate: c.req.query('paginate'), page: c.req.query('page') };
    return c.json({ sellers: await sellersPage(db, data, c.get('base'), query, followed, c.req.url) });
  });

  return r;
}
