/** All sellers (a shop page: routes/shop-page.ts). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { pageParams, paginate } from '../lib/paginate';
import { shopCard } from '../services/format';
import { followedShopIds } from '../services/follow';

export function sellerRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/sellers', async (c) => {
    const data = await c.get('store').get();
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 12);
    if (Number(data.settings.seller_system ?? 1) !== 1) return c.json({ sellers: [] });
    const sort = c.req.query('sort') ?? 'top_rated';
    const sorted = [...data.sellers].sort((a, b) => {
      switch (sort) {
        case 'newest':
          return String(b.join_date) < String(a.join_date) ? -1 : 1;
        case 'oldest':
          return String(a.join_date) < String(b.join_date) ? -1 : 1;
        case 'top_selling':
          return b.total_sale - a.total_sale || a.id - b.id;
        default:
          return b.rating - a.rating || a.id - b.id;
      }
    });
    const followed = await followedShopIds(c.get('deps').db, c.get('user')?.id);
    const items = sorted.slice(offset, offset + perPage).map((s) => shopCard(s, c.get('base'), followed.has(s.id)));
    return c.json({ sellers: paginate(items, sorted.length, page, perPage, c.req.url) });
  });

  return r;
}
