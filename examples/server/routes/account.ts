/** Wishlist, compare list, followed sellers (notifications: routes/notifications.ts). Account APIs use loginCheck (302 → /login). */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { loginCheck } from '../lib/login-check';
import { pageParams, paginate } from '../lib/paginate';
import { businessError, toInt } from '../lib/responses';
import { updateSession } from '../lib/session';
import { PRODUCT_CARD_COLUMNS, productCard, type ProductCardRow } from '../services/format';

async function productById(c: Context<AppEnv>, id: number) {
  return (
    (await c.get('deps').db.query<ProductCardRow>(`SELECT ${PRODUCT_CARD_COLUMNS} FROM products p WHERE p.id = $1`, [id])).rows[0] ?? null
  );
}

async function compareIds(c: Context<AppEnv>): Promise<number[]> {
  const user = c.get('user');
  if (!user) return c.get('session').compare ?? [];
  return (
    await c
      .get('deps')
      .db.query<{ product_id: number }>('SELECT product_id FROM compares WHERE user_id = $1 ORDER BY created_at', [user.id])
  ).rows.map((r) => r.product_id);
}

export function accountRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = loginCheck();

  // ---- wishlist
  r.get('/user/add-to-wishlist/:id', auth, async (c) => {
    const user = c.get('user')!;
    const product = await productById(c, toInt(c.req.param('id')));
    if (!product) return businessError(c, 'Product not found');
    const { db } = c.get('deps');
    const row = (
      await db.query(
        'INSERT INTO wishlists (user_id, product_id) VALUES ($1, $2) ON CONFLICT (user_id, product_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id, user_id, product_id',
        [user.id, product.id],
      )
    ).rows[0];
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1', [user.id])).rows[0].n;
    return c.json({
      success: 'Product added to wishlist',
      wishlist: row,
      product: productCard(product, c.get('base'), new Set([product.id])),
      wishlists: count,
    });
  });

  r.get('/user/remove-wishlist-product/:id', auth, async (c) => {
    const user = c.get('user')!;
    const { db } = c.get('deps');
    const id = toInt(c.req.param('id'));
    const row =
      (await db.query('DELETE FROM wishlists WHERE user_id = $1 AND product_id = $2 RETURNING id, user_id, product_id', [user.id, id]))
        .rows[0] ?? null;
    const count = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1', [user.id])).rows[0].n;
    return c.json({ success: 'Product removed from wishlist', wishlist: row, totalWishlist: count });
  });

  r.get('/user/wishlists', auth, async (c) => {
    const user = c.get('user')!;
    const { db } = c.get('deps');
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 10);
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM wishlists WHERE user_id = $1', [user.id])).rows[0].n;
    const rows = (
      await db.query<ProductCardRow & { wid: number; wdate: Date }>(
        `SELECT w.id AS wid, w.created_at AS wdate, ${PRODUCT_CARD_COLUMNS} FROM wishlists w JOIN products p ON p.id = w.product_id
        WHERE w.user_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
        [user.id, perPage, offset],
      )
    ).rows;
    const base = c.get('base');
    const data = rows.map((p) => {
      const card = productCard(p, base, new Set([p.id]));
      return {
        id: p.wid,
        slug: p.slug,
        image_72x72: imageUrl(base, 'product', p.id, 72, 72),
        product_name: p.product_name,
        current_stock: p.current_stock,
        special_discount_type: p.special_discount_type,
        special_discount_check: p.special_discount_check,
        discount_percentage: card.discount_percentage,
        price: p.price,
        status: 1,
        date: new Date(p.wdate).toISOString().slice(0, 10),
        product: card,
      };
    });
    return c.json({ wishlist: paginate(data, total, page, perPage, c.req.url) });
  });

  // ---- compare (guests keep it in the session)
  r.get('/home/add-to-compare/:id', async (c) => {
    const product = await productById(c, toInt(c.req.param('id')));
    if (!product) return businessError(c, 'Product not found');
    const { db } = c.get('deps');
    const user = c.get('user');
    let compare: unknown = null;
    if (user) {
      compare = (
        await db.query('INSERT INTO compares (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id, product_id', [
          user.id,
          product.id,
        ])
      ).rows[0] ?? { user_id: user.id, product_id: product.id };
    } else {
      const list = c.get('session').compare ?? [];
      if (!list.includes(product.id)) list.push(product.id);
      await updateSession(db, c.get('session').id, { compare: list.slice(-10) });
      c.get('session').compare = list.slice(-10);
    }
    const ids = await compareIds(c);
    return c.json({
      success: 'Product added to compare list',
      compare,
      compare_list: ids.length,
      product: productCard(product, c.get('base')),
    });
  });

  r.get('/home/remove-compare_product/:id', async (c) => {
    const id = toInt(c.req.param('id'));
    const { db } = c.get('deps');
    const user = c.get('user');
    if (user) await db.query('DELETE FROM compares WHERE user_id = $1 AND product_id = $2', [user.id, id]);
    else {
      const list = (c.get('session').compare ?? []).filter((x) => x !== id);
      await updateSession(db, c.get('session').id, { compare: list });
      c.get('session').compare = list;
    }
    const products = await compareProducts(c);
    return c.json({ success: 'Product removed from compare list', product: { id }, compare_list: products.length, products });
  });

  r.get('/home/compare-list', async (c) => c.json({ products: await compareProducts(c) }));

  // ---- followed sellers (no follow data is seeded; the list starts empty)
  r.get('/user/followed-sellers', auth, async (c) => {
    const { page, perPage } = pageParams({ page: c.req.query('page') }, 12);
    return c.json({ sellers: paginate([], 0, page, perPage, c.req.url) });
  });
  return r;
}

async function compareProducts(c: Context<AppEnv>) {
  const ids = await compareIds(c);
  if (!ids.length) return [];
  const data = await c.get('store').get();
  const rows = (
    await c.get('deps').db.query<ProductCardRow>(`SELECT ${PRODUCT_CARD_COLUMNS} FROM products p WHERE p.id = ANY($1::int[])`, [ids])
  ).rows;
  const base = c.get('base');
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r): r is ProductCardRow => !!r)
    .map((p) => ({
      ...productCard(p, base),
      brand: p.brand_id ? (data.brands.find((b) => b.id === p.brand_id)?.title ?? null) : null,
      category: data.categoryById.get(p.category_id)?.title ?? null,
      status: 1,
    }));
}
