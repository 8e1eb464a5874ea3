/** Video shopping (catalogue.md §4.35). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { productCard } from '../services/format';
import { queryCards, wishlistSet, Where } from '../services/products';

export function videoShopRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/get/video-shops', async (c) => {
    const { db } = c.get('deps');
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 12);
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM video_shops')).rows[0].n;
    const rows = (
      await db.query<{ id: number; slug: string; title: string; is_live: number }>(
        'SELECT id, slug, title, is_live FROM video_shops ORDER BY id LIMIT $1 OFFSET $2',
        [perPage, offset],
      )
    ).rows;
    const base = c.get('base');
    return c.json({
      videos: paginate(
        rows.map((v) => ({ ...v, thumbnail: imageUrl(base, 'video', v.id, 320, 480) })),
        total,
        page,
        perPage,
        c.req.url,
      ),
    });
  });

  r.get('/get/video-shops-details/:slug', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const v = (
      await db.query<{ id: number; slug: string; title: string; is_live: number; style: string; details: string; product_ids: number[] }>(
        'SELECT * FROM video_shops WHERE slug = $1',
        [c.req.param('slug')],
      )
    ).rows[0];
    if (!v) return c.json({ message: 'Video not found' }, 404);
    const wishlist = await wishlistSet(db, c.get('user')?.id);
    const products = (await queryCards(db, new Where().add('p.id = ANY(?::int[])', v.product_ids), 'p.id', 12, 0)).map((p) =>
      productCard(p, base, wishlist),
    );
    const related = (
      await queryCards(
        db,
        new Where().add('NOT (p.id = ANY(?::int[]))', v.product_ids).add('p.todays_deal = 1'),
        'p.total_sale DESC, p.id',
        8,
        0,
      )
    ).map((p) => productCard(p, base, wishlist));
    const popular = (
      await db.query<{ id: number; slug: string; title: string; is_live: number }>(
        'SELECT id, slug, title, is_live FROM video_shops WHERE id <> $1 ORDER BY id LIMIT 4',
        [v.id],
      )
    ).rows.map((x) => ({ ...x, thumbnail: imageUrl(base, 'video', x.id, 320, 480) }));
    return c.json({
      video: {
        id: v.id,
        slug: v.slug,
        title: v.title,
        style: v.style,
        is_live: v.is_live,
        thumbnail: imageUrl(base, 'video', v.id, 320, 480),
        video_url: null,
        shopping: { details: v.details },
        products,
        related_products: related,
        popular_videos: popular,
      },
    });
  });
  return r;
}
