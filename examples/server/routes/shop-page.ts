/** A seller's shop page (catalogue.md §4.26). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { paginate } from '../lib/paginate';
import { productCard, shopCard } from '../services/format';
import { followedShopIds } from '../services/follow';
import { countProducts, queryCards, wishlistSet, Where } from '../services/products';

export function shopPageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

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
