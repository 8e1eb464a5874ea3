/** user/addToCart, cart/list, cart/update, cart/delete/{id}. Business errors are 200 {error}. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { businessError, readBody, toInt } from '../lib/responses';
import { newTrxId } from '../lib/session';
import { cartLines, cartOwner, cartPayload, checkoutsFor } from '../services/cart';

interface ProductRow { id: number; seller_id: number; has_variant: number; current_stock: number; minimum_order_quantity: number }
interface StockRow { id: number; name: string; variant_ids: string; current_stock: number }

export function stockError(available: number): string {
  return available <= 0 ? 'Product is out of stock' : `Only ${available} left in stock`;
}

export function cartRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/user/addToCart', async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const data = await c.get('store').get();
    const productId = toInt(body.id ?? body.product_id);
    const product = (await db.query<ProductRow>(
      'SELECT id, seller_id, has_variant, current_stock, minimum_order_quantity FROM products WHERE id = $1', [productId],
    )).rows[0];
    if (!product) return businessError(c, 'Product not found');

    const quantity = body.quantity === undefined || body.quantity === '' ? product.minimum_order_quantity : toInt(body.quantity);
    const variantIds = typeof body.variants_ids === 'string' ? body.variants_ids.trim() : Array.isArray(body.variants_ids) ? body.variants_ids.join('-') : '';
    let stock: StockRow | null = null;
    if (product.has_variant) {
      if (!variantIds) return businessError(c, 'Please choose all options');
      stock = (await db.query<StockRow>('SELECT id, name, variant_ids, current_stock FROM product_stocks WHERE product_id = $1 AND variant_ids = $2', [product.id, variantIds])).rows[0] ?? null;
      if (!stock) return businessError(c, 'Please choose all options');
    }
    if (quantity < product.minimum_order_quantity || quantity < 1) {
      return businessError(c, `Minimum order quantity is ${Math.max(1, product.minimum_order_quantity)}`);
    }
    const isBuyNow = body.is_buy_now === true || body.is_buy_now === 1 || body.is_buy_now === '1' || body.is_buy_now === 'true';
    const owner = await cartOwner(c, true);
    const ownerSql = owner.userId ? 'user_id = $1' : 'user_id IS NULL AND trx_id = $1';
    const ownerParam = owner.userId ?? owner.trx;
    const capacity = stock ? stock.current_stock : product.current_stock;

    if (isBuyNow) {
      if (quantity > capacity) return businessError(c, stockError(capacity));
      await db.query(`DELETE FROM carts WHERE ${ownerSql} AND is_buy_now = 1`, [ownerParam]);
      await db.query(
        `INSERT INTO carts (user_id, trx_id, product_id, seller_id, product_stock_id, variant, variant_ids, quantity, is_buy_now)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1)`,
        [owner.userId, newTrxId(), product.id, product.seller_id, stock?.id ?? null, stock?.name ?? null, stock?.variant_ids ?? null, quantity],
      );
      const carts = await cartLines(db, c.get('base'), owner, { buyNow: 'only' });
      return c.json({ success: 'Product added to cart', carts, checkouts: checkoutsFor(carts, data, c.get('base')), coupons: [] });
    }

    const existing = (await db.query<{ id: number; quantity: number }>(
      `SELECT id, quantity FROM carts WHERE ${ownerSql} AND product_id = $2 AND product_stock_id IS NOT DISTINCT FROM $3 AND is_buy_now = 0`,
      [ownerParam, product.id, stock?.id ?? null],
    )).rows[0];
    const already = existing?.quantity ?? 0;
    if (already + quantity > capacity) return businessError(c, stockError(capacity - already));
    if (existing) {
      await db.query('UPDATE carts SET quantity = $1 WHERE id = $2', [already + quantity, existing.id]);
    } else {
      await db.query(
        `INSERT INTO carts (user_id, trx_id, product_id, seller_id, product_stock_id, variant, variant_ids, quantity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [owner.userId, owner.trx, product.id, product.seller_id, stock?.id ?? null, stock?.name ?? null, stock?.variant_ids ?? null, quantity],
      );
    }
    return c.json({ success: 'Product added to cart', ...(await cartPayload(c, data, owner)) });
  });

  r.get('/cart/list', async (c) => {
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    if (c.req.query('cart_page') && (owner.userId || owner.trx)) {
      // Visiting the cart page drops a pending buy-now line (original behaviour).
      const ownerSql = owner.userId ? 'user_id = $1' : 'user_id IS NULL AND trx_id = $1';
      await c.get('deps').db.query(`DELETE FROM carts WHERE ${ownerSql} AND is_buy_now = 1`, [owner.userId ?? owner.trx]);
    }
    return c.json(await cartPayload(c, data, owner));
  });

  r.post('/cart/update', async (c) => {
    const body = await readBody(c);
    const { db } = c.get('deps');
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    const line = await findOwnLine(c, toInt(body.id), owner);
    if (!line) return businessError(c, 'Cart item not found');
    let delta = toInt(body.quantity, 0);
    if (body.status === 'minus' && delta > 0) delta = -delta;
    if (delta === 0) return businessError(c, 'Invalid quantity');
    const next = line.quantity + delta;
    if (next < Math.max(1, line.minimum_order_quantity)) return businessError(c, `Minimum order quantity is ${Math.max(1, line.minimum_order_quantity)}`);
    if (next > line.cap) return businessError(c, stockError(line.cap - line.quantity));
    await db.query('UPDATE carts SET quantity = $1 WHERE id = $2', [next, line.id]);
    return c.json({ success: 'Cart updated successfully', ...(await cartPayload(c, data, owner)) });
  });

  r.get('/cart/delete/:id', async (c) => {
    const data = await c.get('store').get();
    const owner = await cartOwner(c);
    const line = await findOwnLine(c, toInt(c.req.param('id')), owner);
    if (!line) return businessError(c, 'Cart item not found');
    await c.get('deps').db.query('DELETE FROM carts WHERE id = $1', [line.id]);
    return c.json({ success: 'Product removed from cart', ...(await cartPayload(c, data, owner)) });
  });
  return r;
}

async function findOwnLine(c: import('hono').Context<AppEnv>, id: number, owner: { userId: number | null; trx: string | null }) {
  if (!owner.userId && !owner.trx) return null;
  const ownerSql = owner.userId ? 'c.user_id = $2' : 'c.user_id IS NULL AND c.trx_id = $2';
  return (await c.get('deps').db.query<{ id: number; quantity: number; minimum_order_quantity: number; cap: number }>(
    `SELECT c.id, c.quantity, p.minimum_order_quantity, COALESCE(s.current_stock, p.current_stock) AS cap
       FROM carts c JOIN products p ON p.id = c.product_id LEFT JOIN product_stocks s ON s.id = c.product_stock_id
      WHERE c.id = $1 AND ${ownerSql}`,
    [id, owner.userId ?? owner.trx],
  )).rows[0] ?? null;
}
