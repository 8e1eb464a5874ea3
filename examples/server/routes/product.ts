/** Product page: details, variant lookup, views, recently viewed, reviews. */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { readBody, toInt } from '../lib/responses';
import { findVariant, productById, productDetail, recordView, viewedProducts, type Viewer } from '../services/products';

/** The cart `trx_id` the SPA sends ('' without a cart; the quick view sends the string "undefined"). */
function trxParam(v: unknown): string | null {
  return typeof v === 'string' && v !== '' && v !== 'undefined' ? v : null;
}

/** Guests are recorded by session (the original writes user 0, which its users FK rejects). */
const viewer = (c: Context<AppEnv>): Viewer => ({ userId: c.get('user')?.id ?? null, sessionId: c.get('session').id });

export function productRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/product-details/:slug', async (c) => {
    const data = await c.get('store').get();
    const result = await productDetail(c.get('deps').db, data, {
      slug: c.req.param('slug'),
      trxId: trxParam(c.req.query('trx_id')),
      userId: c.get('user')?.id ?? null,
      base: c.get('base'),
    });
    if (!result) return c.json({ message: 'Product not found' }, 404);
    return c.json(result);
  });

  r.post('/find/products-variants', async (c) => {
    const body = await readBody(c);
    // 1.5.3 named the list attribute_ids.
    const list = body.variant_ids ?? body.attribute_ids;
    if (!Array.isArray(list) && (list === null || typeof list !== 'object')) {
      return c.json({
        error: `array_filter(): Argument #1 ($array) must be of type array, ${list === undefined || list === null ? 'null' : typeof list} given`,
      });
    }
    const { db } = c.get('deps');
    const values = Array.isArray(list) ? list : Object.values(list as Record<string, unknown>);
    const colorId = body.color_id === undefined || body.color_id === null ? null : String(body.color_id);
    const product = await productById(db, toInt(body.product_id));
    return c.json(
      await findVariant(db, c.get('base'), product, {
        productId: toInt(body.product_id),
        colorId,
        variantIds: values,
        trxId: trxParam(body.trx_id),
      }),
    );
  });

  r.post('/home/product-view', async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const ok = await recordView(db, typeof body.product_slug === 'string' ? body.product_slug : '', viewer(c));
    return c.json({ products: ok, viewProduct: await viewedProducts(db, c.get('base'), viewer(c)) });
  });

  r.get('/viewed-products', async (c) => c.json({ viewed_products: await viewedProducts(c.get('deps').db, c.get('base'), viewer(c)) }));

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
