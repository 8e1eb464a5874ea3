/** All sellers and a shop page. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { productCard, shopCard } from '../services/format';
import { followedShopIds } from '../services/follow';
import { countProducts, queryCards, wishlistSet, Where } from '../services/products';

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

  r.get('/shop-page-data/:slug', async (c) => {
    const data = await c.get('store').get();
    const seller = data.sellers.find((s) => s.slug === c.req.param('slug'));
    if (!seller) return c.json({ message: 'Shop not found' }, 404);
    const { db } = c.get('deps');
    const base = c.get('base');
    const where = new Where().add('p.seller_id = ?', seller.id);
    const total = await countProducts(db, where);
    const wishlist = await wishlistSet(db, c.get('user')?.id);
    const rows = await queryCards(db, where, 'p.total_sale DESC, p.id', 24, 0);
    const best = (await queryCards(db, where, 'p.rating DESC, p.id', 8, 0)).map((p) => productCard(p, base, wishlist));
    const contents = { 'best_selling_products-0': best };
    return c.json({
      shop: {
        ...shopCard(seller, base, (await followedShopIds(db, c.get('user')?.id)).has(seller.id)),
        image_899x480: imageUrl(base, 'shop-banner', seller.id, 899, 480),
        contents,
        component_names: Object.keys(contents),
        shop_page_contents: [{ best_selling_products: 'best_selling_products' }],
      },
      coupons: paginate([], 0, 1, 16, c.req.url),
      products: paginate(
        rows.map((p) => productCard(p, base, wishlist)),
        total,
        1,
        24,
        `${base}/home/filtered_products?route=shop&slug=${encodeURIComponent(seller.slug)}`,
      ),
    });
  });
  return r;
}
