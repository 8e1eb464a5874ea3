/**
 * Carts. Guests' lines belong to the session's walk-in trx (user_id NULL); signed-in
 * users' lines belong to the user (trx = users.cart_trx). A guest cart merges into
 * the user's cart on login. Buy-now lines are flagged and kept apart.
 */
import type { Context } from 'hono';
import type { CartLine } from '../../../src/types/entities';
import type { Db } from '../db/types';
import type { AppEnv, SessionRow, UserRow } from '../lib/context';
import { imageUrl } from '../lib/images';
import { applyDiscount, round2 } from '../lib/money';
import { newTrxId, updateSession } from '../lib/session';
import type { CartOwnerRef } from './products';
import type { StoreData } from './store';

export interface CartOwner extends CartOwnerRef {
  trx: string | null;
}

/** The current owner; `create` allocates a trx id when there is none yet. */
export async function cartOwner(c: Context<AppEnv>, create = false): Promise<CartOwner> {
  const db = c.get('deps').db;
  const user = c.get('user');
  const session = c.get('session');
  if (user) {
    if (!user.cart_trx && create) {
      user.cart_trx = newTrxId();
      await db.query('UPDATE users SET cart_trx = $1 WHERE id = $2', [user.cart_trx, user.id]);
    }
    return { userId: user.id, trx: user.cart_trx };
  }
  if (!session.walk_in_trx && create) {
    session.walk_in_trx = newTrxId();
    await updateSession(db, session.id, { walk_in_trx: session.walk_in_trx });
  }
  return { userId: null, trx: session.walk_in_trx };
}

interface LineRow {
  id: number; seller_id: number; product_id: number; product_name: string; slug: string; sku: string | null;
  price: number; special_discount_type: string | null; special_discount: number; special_discount_check: number;
  stock_price: number | null; stock_sku: string | null; stock_current: number | null; product_current: number;
  minimum_order_quantity: number; is_digital: number; variant: string | null; quantity: number; trx_id: string;
  is_buy_now: number; product_stock_id: number | null;
}

function ownerWhere(owner: CartOwnerRef): { sql: string; param: unknown } {
  return owner.userId ? { sql: 'c.user_id = $1', param: owner.userId } : { sql: 'c.user_id IS NULL AND c.trx_id = $1', param: owner.trx };
}

export async function cartLines(db: Db, base: string, owner: CartOwnerRef, opts: { buyNow?: 'exclude' | 'only' } = {}): Promise<CartLine[]> {
  if (!owner.userId && !owner.trx) return [];
  const w = ownerWhere(owner);
  const buy = opts.buyNow === 'only' ? 'AND c.is_buy_now = 1' : 'AND c.is_buy_now = 0';
  const rows = (await db.query<LineRow>(
    `SELECT c.id, c.seller_id, c.product_id, p.product_name, p.slug, p.sku, p.price, p.special_discount_type, p.special_discount,
            p.special_discount_check, s.price AS stock_price, s.sku AS stock_sku, s.current_stock AS stock_current,
            p.current_stock AS product_current, p.minimum_order_quantity, p.is_digital, c.variant, c.quantity, c.trx_id,
            c.is_buy_now, c.product_stock_id
       FROM carts c JOIN products p ON p.id = c.product_id LEFT JOIN product_stocks s ON s.id = c.product_stock_id
      WHERE ${w.sql} ${buy} ORDER BY c.id`,
    [w.param],
  )).rows;
  return rows.map((r) => lineOut(r, base));
}

function lineOut(r: LineRow, base: string): CartLine {
  const unit = r.stock_price ?? r.price;
  const special = r.stock_price !== null ? applyDiscount(r.stock_price, r.special_discount_type, r.special_discount) : r.special_discount_check;
  return {
    id: r.id,
    seller_id: r.seller_id,
    product_id: r.product_id,
    product_name: r.product_name,
    product_slug: r.slug,
    image_72x72: imageUrl(base, 'product', r.product_id, 72, 72),
    image_40x40: imageUrl(base, 'product', r.product_id, 40, 40),
    sku: r.stock_sku ?? r.sku,
    price: unit,
    discount: special > 0 ? round2(unit - special) : 0,
    tax: 0,
    shipping_cost: 0,
    quantity: r.quantity,
    trx_id: r.trx_id,
    current_stock: r.stock_current ?? r.product_current,
    min_quantity: r.minimum_order_quantity,
    is_digital_product: r.is_digital as 0 | 1,
    variant: r.variant || null,
    is_buy_now: r.is_buy_now === 1,
  };
}

/** Seller groups keyed by seller id (flat shipping per seller, no coupons applied). */
export function checkoutsFor(lines: CartLine[], data: StoreData, base: string): Record<string, unknown> {
  const perSeller = Number(data.settings.shipping_cost_per_seller ?? 4.99);
  const out: Record<string, unknown> = {};
  for (const l of lines) {
    if (out[l.seller_id]) continue;
    const s = data.sellerById.get(l.seller_id);
    out[l.seller_id] = {
      id: l.seller_id, seller_id: l.seller_id, name: s?.shop_name ?? '', image: imageUrl(base, 'shop', l.seller_id, 82, 82),
      code: '', is_applied: 0, discount: 0, shipping_cost: perSeller, tax: 0,
    };
  }
  return out;
}

export async function cartPayload(c: Context<AppEnv>, data: StoreData, owner?: CartOwnerRef) {
  const o = owner ?? (await cartOwner(c));
  const carts = await cartLines(c.get('deps').db, c.get('base'), o);
  return { carts, checkouts: checkoutsFor(carts, data, c.get('base')), coupons: [] as unknown[] };
}

/** Moves a guest's walk-in lines into the user's cart (summing duplicates, capped at stock). */
export async function mergeGuestCart(db: Db, session: SessionRow, user: UserRow): Promise<void> {
  if (!session.walk_in_trx) return;
  if (!user.cart_trx) {
    user.cart_trx = newTrxId();
    await db.query('UPDATE users SET cart_trx = $1 WHERE id = $2', [user.cart_trx, user.id]);
  }
  const guest = (await db.query<{ id: number; product_id: number; product_stock_id: number | null; quantity: number; is_buy_now: number }>(
    'SELECT id, product_id, product_stock_id, quantity, is_buy_now FROM carts WHERE user_id IS NULL AND trx_id = $1 ORDER BY id', [session.walk_in_trx],
  )).rows;
  for (const g of guest) {
    if (g.is_buy_now) {
      await db.query('DELETE FROM carts WHERE id = $1', [g.id]);
      continue;
    }
    const existing = (await db.query<{ id: number; quantity: number; cap: number }>(
      `SELECT c.id, c.quantity, COALESCE(s.current_stock, p.current_stock) AS cap FROM carts c JOIN products p ON p.id = c.product_id
         LEFT JOIN product_stocks s ON s.id = c.product_stock_id
        WHERE c.user_id = $1 AND c.product_id = $2 AND c.product_stock_id IS NOT DISTINCT FROM $3 AND c.is_buy_now = 0`,
      [user.id, g.product_id, g.product_stock_id],
    )).rows[0];
    if (existing) {
      await db.query('UPDATE carts SET quantity = $1 WHERE id = $2', [Math.min(existing.cap, existing.quantity + g.quantity), existing.id]);
      await db.query('DELETE FROM carts WHERE id = $1', [g.id]);
    } else {
      await db.query('UPDATE carts SET user_id = $1, trx_id = $2 WHERE id = $3', [user.id, user.cart_trx, g.id]);
    }
  }
  session.walk_in_trx = null;
  await db.query('UPDATE sessions SET walk_in_trx = NULL WHERE id = $1', [session.id]);
}
