/** Product reviews: the list, writing, replies and likes (catalogue.md §4.19–4.22). */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { toInt } from '../lib/responses';

export function reviewRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/product-reviews/:id', async (c) => {
    const { db } = c.get('deps');
    const productId = toInt(c.req.param('id'));
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 10, 50);
    const total = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND status = 1', [productId])
    ).rows[0].n;
    const rows = (
      await db.query<{
        id: number;
        user_id: number;
        title: string;
        comment: string;
        rating: number;
        created_at: Date;
        first_name: string;
        last_name: string;
      }>(
        `SELECT r.*, u.first_name, u.last_name FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.product_id = $1 AND r.status = 1
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [productId, perPage, offset],
      )
    ).rows;
    const dist = (
      await db.query<{ rating: number; n: number }>(
        'SELECT rating, count(*)::int AS n FROM reviews WHERE product_id = $1 GROUP BY rating',
        [productId],
      )
    ).rows;
    const percentages: Record<string, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
    for (const d of dist) percentages[d.rating] = total ? Math.round((d.n / total) * 100) : 0;
    const base = c.get('base');
    const reviews = rows.map((x) => ({
      id: x.id,
      user_id: x.user_id,
      title: x.title,
      comment: x.comment,
      rating: x.rating,
      images: [],
      image_link: [],
      review_date: new Date(x.created_at).toISOString().slice(0, 10),
      user: { full_name: `${x.first_name} ${x.last_name}`, profile_image: imageUrl(base, 'user', x.user_id, 40, 40) },
      replies: [],
      review_likes: [],
    }));
    return c.json({ reviews: paginate(reviews, total, page, perPage, c.req.url), percentages });
  });
  return r;
}
