/** Product details, variant lookup, views, recently viewed, reviews. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { businessError, readBody, toInt, toIntList } from '../lib/responses';
import { cartOwner } from '../services/cart';
import { findVariant, productDetail, wishlistSet } from '../services/products';

export function productRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  const details = async (c: import('hono').Context<AppEnv>) => {
    const { db } = c.get('deps');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    const result = await productDetail(
      db, data, c.get('base'), c.req.param('slug') ?? '', c.req.param('variant_slug'), owner, await wishlistSet(db, c.get('user')?.id),
    );
    if (!result) return c.json({ message: 'Product not found' }, 404);
    return c.json(result);
  };
  r.get('/home/product-details/:slug', details);
  r.get('/home/product-details/:slug/:variant_slug', details);

  r.post('/find/products-variants', async (c) => {
    const body = await readBody(c);
    const data = await c.get('store').get();
    const colorId = toInt(body.color_id, 0) || null;
    const valueIds = toIntList(body.variant_ids ?? body.attribute_values);
    const result = await findVariant(c.get('deps').db, data, c.get('base'), toInt(body.product_id), colorId, valueIds, await cartOwner(c));
    if (!result) return businessError(c, 'Product not found');
    return c.json(result);
  });

  r.post('/home/product-view', async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const slug = typeof body.product_slug === 'string' ? body.product_slug : '';
    const product = (await db.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [slug])).rows[0];
    if (!product) return c.json({ products: false, viewProduct: [] });
    await db.query('INSERT INTO product_views (session_id, user_id, product_id) VALUES ($1, $2, $3)', [c.get('session').id, c.get('user')?.id ?? null, product.id]);
    return c.json({ products: true, viewProduct: await viewedProducts(c) });
  });

  r.get('/viewed-products', async (c) => c.json({ viewed_products: await viewedProducts(c) }));

  r.get('/home/product-reviews/:id', async (c) => {
    const { db } = c.get('deps');
    const productId = toInt(c.req.param('id'));
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 10, 50);
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1', [productId])).rows[0].n;
    const rows = (await db.query<{ id: number; user_id: number; title: string; comment: string; rating: number; created_at: Date; first_name: string; last_name: string }>(
      `SELECT r.*, u.first_name, u.last_name FROM reviews r JOIN users u ON u.id = r.user_id WHERE r.product_id = $1
        ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`, [productId, perPage, offset],
    )).rows;
    const dist = (await db.query<{ rating: number; n: number }>('SELECT rating, count(*)::int AS n FROM reviews WHERE product_id = $1 GROUP BY rating', [productId])).rows;
    const percentages: Record<string, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
    for (const d of dist) percentages[d.rating] = total ? Math.round((d.n / total) * 100) : 0;
    const base = c.get('base');
    const reviews = rows.map((x) => ({
      id: x.id, user_id: x.user_id, title: x.title, comment: x.comment, rating: x.rating, images: [], image_link: [],
      review_date: new Date(x.created_at).toISOString().slice(0, 10),
      user: { full_name: `${x.first_name} ${x.last_name}`, profile_image: imageUrl(base, 'user', x.user_id, 40, 40) },
      replies: [], review_likes: [],
    }));
    return c.json({ reviews: paginate(reviews, total, page, perPage, c.req.url), percentages });
  });
  return r;
}

/** The session's (or user's) recent views, newest first, max 20; a brand-new guest sees globally recent views. */
async function viewedProducts(c: import('hono').Context<AppEnv>) {
  const { db } = c.get('deps');
  const user = c.get('user');
  const base = c.get('base');
  const select = (where: string, params: unknown[]) => db.query<{ id: number; slug: string; product_name: string }>(
    `SELECT p.id, p.slug, p.product_name FROM (
       SELECT product_id, max(id) AS last FROM product_views ${where} GROUP BY product_id ORDER BY last DESC LIMIT 20
     ) v JOIN products p ON p.id = v.product_id ORDER BY v.last DESC`, params);
  let rows = user
    ? (await select('WHERE user_id = $1 OR session_id = $2', [user.id, c.get('session').id])).rows
    : (await select('WHERE session_id = $1', [c.get('session').id])).rows;
  if (!rows.length) rows = (await select('', [])).rows;
  return rows.map((p) => ({ id: p.id, slug: p.slug, product_name: p.product_name, image_72x72: imageUrl(base, 'product', p.id, 72, 72) }));
}
