/** A seller's shop page (test/contract/catalogue/shop-page-data.json; services/shop-page.ts). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { pageParams } from '../lib/paginate';
import { businessError } from '../lib/responses';
import { shopPageData, ShopPageError } from '../services/shop-page';

export function shopPageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/shop-page-data/:slug', async (c) => {
    const url = new URL(c.req.url);
    try {
      const body = await shopPageData(
        {
          db: c.get('deps').db,
          data: await c.get('store').get(),
          base: c.get('base'),
          userId: c.get('user')?.id ?? null,
          path: `${url.origin}${url.pathname}`,
          page: pageParams({ page: c.req.query('page') }, 12).page,
        },
        c.req.param('slug'),
      );
      return c.json(body);
    } catch (e) {
      // SellerController@shop answers every exception as {error: message} with HTTP 200.
      if (e instanceof ShopPageError) return businessError(c, e.message);
      throw e;
    }
  });
  return r;
}
