/** Order rows as the original's OrderResource gives them (test/contract/commerce/order-list.json). */
import type { Db, Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { paginate, type PaginateResource } from '../lib/paginate';
import { detailOut, findDetails, refundOut } from './invoices';
import { orderDate } from './shell';

export interface OrderRowWire {
  id: number;
  product_name: string;
  variation: string;
  sku: string;
  order_date: string;
  delivery_status: string;
  payment_status: string;
  total_payable: number;
  order_id: number;
  code: string;
  product_file_id: number | null;
  image: string;
  is_deleted: string;
  payment_type: string;
}

/** PHP's substr(name, 0, 21): the first 21 bytes, which may cut a UTF-8 character as the original does. */
function first21Bytes(name: string): string {
  return Buffer.from(name, 'utf8').subarray(0, 21).toString('utf8');
}

/**
 * OrderRepository@orders: the user's orders that are not deleted and either completed (status 1)
 * or never given a payment type ("0" or "": PHP's loose `payment_type = 0`), one row per order
 * through its first line, latest lines first.
 */
export async function accountOrders(
  db: Queryable,
  base: string,
  userId: number,
  page: number,
  perPage: number,
  requestUrl: string,
  opts: { adminOnly?: boolean } = {},
): Promise<PaginateResource<OrderRowWire>> {
  // home/user/order-list also keeps to the admin's orders while the seller system is off.
  const where = `o.user_id = $1 AND o.is_deleted = '0' AND (o.status = 1 OR o.payment_type IN ('0', ''))${opts.adminOnly ? ' AND o.seller_id = 1' : ''}`;
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o WHERE ${where}`, [userId])).rows[0].n;
  const rows = (
    await db.query<{
      line_id: number;
      order_id: number;
      variation: string;
      product_id: number;
      product_name: string;
      sku: string | null;
      delivery_status: string;
      payment_status: string;
      total_payable: number;
      code: string;
      is_deleted: string;
      payment_type: string;
      updated_at: Date;
      product_file_id: number | null;
    }>(
      `SELECT DISTINCT ON (d.order_id) d.id AS line_id, d.order_id, d.variation, d.product_id, d.created_at AS line_created,
         p.product_name, (SELECT s.sku FROM product_stocks s WHERE s.product_id = p.id AND s.name = d.variation LIMIT 1) AS sku,
         o.delivery_status, o.payment_status, o.total_payable, o.code, o.is_deleted, o.payment_type, o.updated_at,
         p.product_file_id
       FROM order_details d JOIN orders o ON o.id = d.order_id JOIN products p ON p.id = d.product_id
       WHERE ${where} ORDER BY d.order_id, d.id`,
      [userId],
    )
  ).rows
    .sort((a, b) => b.order_id - a.order_id)
    .slice((page - 1) * perPage, page * perPage);
  const data = rows.map((r) => ({
    id: r.line_id,
    product_name: first21Bytes(r.product_name),
    variation: r.variation,
    sku: r.sku ?? '',
    order_date: orderDate(new Date(r.updated_at)),
    delivery_status: r.delivery_status === 'confirm' ? 'confirmed' : r.delivery_status,
    payment_status: r.payment_status,
    total_payable: Number(r.total_payable),
    order_id: r.order_id,
    code: r.code,
    product_file_id: r.product_file_id ?? null,
    image: imageUrl(base, 'product', r.product_id, 40, 40),
    is_deleted: r.is_deleted,
    payment_type: r.payment_type,
  }));
  return paginate(data, total, page, perPage, requestUrl);
}

export type CancelResult = { ok: true; orderId: number } | { ok: false };

/**
 * OrderRepository@cancelOrder, in one transaction: only the owner's pending order. A paid order is
 * refunded to the wallet (income rows `order_shipping_cost` and `order_total_amount`, approved,
 * added to the balance; payment_status `refunded_to_wallet`). Stock comes back for EVERY line (the
 * original restores only the first), and only when complete-order had taken it (status 1). The
 * guarded UPDATE makes a repeat (double click, retry) a refusal, never a second refund.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const order = (
      await tx.query<{ id: number; payment_status: string; status: number; shipping_cost: string; total_amount: string }>(
        `UPDATE orders SET delivery_status = 'canceled', updated_at = now()
         WHERE id = $1 AND user_id = $2 AND delivery_status = 'pending'
         RETURNING id, payment_status, status, shipping_cost::text, total_amount::text`,
        [orderId, userId],
      )
    ).rows[0];
    if (!order) return { ok: false };
    if (order.payment_status === 'paid') {
      for (const [source, amount] of [
        ['order_shipping_cost', order.shipping_cost],
        ['order_total_amount', order.total_amount],
      ] as const) {
        await tx.query(
          `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, status)
           VALUES ($1, $2, $3::numeric, $4, 'income', 'system_automated', 'approved')`,
          [userId, order.id, amount, source],
        );
      }
      await tx.query(`UPDATE users SET balance = balance + $2::numeric + $3::numeric WHERE id = $1`, [
        userId,
        order.shipping_cost,
        order.total_amount,
      ]);
      await tx.query(`UPDATE orders SET payment_status = 'refunded_to_wallet' WHERE id = $1`, [order.id]);
    }
    if (Number(order.status) === 1) {
      const lines = (
        await tx.query<{ product_id: number; variation: string; quantity: number }>(
          'SELECT product_id, variation, quantity FROM order_details WHERE order_id = $1',
          [order.id],
        )
      ).rows;
      for (const line of lines) {
        await tx.query('UPDATE products SET current_stock = current_stock + $2 WHERE id = $1', [line.product_id, line.quantity]);
        await tx.query(
          `UPDATE product_stocks SET current_stock = current_stock + $3
           WHERE id = (SELECT id FROM product_stocks WHERE product_id = $1 AND coalesce(name, '') = $2 ORDER BY id LIMIT 1)`,
          [line.product_id, line.variation ?? '', line.quantity],
        );
      }
    }
    await tx.query(`INSERT INTO delivery_histories (order_id, event) VALUES ($1, 'order_canceled_event')`, [order.id]);
    return { ok: true, orderId: order.id };
  });
}

/** OrderRepository@deleteOrder: the owner hides the order from both lists (is_deleted = "1"). */
export async function removeOrder(db: Db, userId: number, orderId: number): Promise<boolean> {
  const res = await db.query<{ id: number }>(`UPDATE orders SET is_deleted = '1' WHERE id = $1 AND user_id = $2 RETURNING id`, [
    orderId,
    userId,
  ]);
  return res.rows.length > 0;
}

/** OrderDetail::with('product:id,thumbnail', 'refund'): the raw line, its product (id, thumbnail, appends) and its refund. */
export async function refundDetailOut(db: Queryable, base: string, detailId: number): Promise<Record<string, unknown> | null> {
  const d = (await findDetails(db, [], detailId))[0];
  if (!d) return null;
  const id = d.product_id;
  return {
    ...detailOut(d),
    product: {
      id,
      thumbnail: {
        storage: 'local',
        original_image: imageUrl(base, 'product', id, 800, 800).slice(base.length + 1),
        image_40x40: imageUrl(base, 'product', id, 40, 40).slice(base.length + 1),
        image_72x72: imageUrl(base, 'product', id, 72, 72).slice(base.length + 1),
        image_190x230: imageUrl(base, 'product', id, 190, 230).slice(base.length + 1),
      },
      image_190x230: imageUrl(base, 'product', id, 190, 230),
      image_40x40: imageUrl(base, 'product', id, 40, 40),
      image_72x72: imageUrl(base, 'product', id, 72, 72),
      image_110x122: imageUrl(base, 'product', id, 110, 122),
      special_discount_check: 0,
      discount_percentage: 0,
      product_name: d.product_name,
    },
    refund: d.refund_row ? refundOut(d.refund_row) : null,
  };
}

export type RefundResult =
  | { kind: 'created'; detailId: number }
  | { kind: 'not-found' }
  | { kind: 'exists'; detailId: number }
  | { kind: 'not-refundable'; detailId: number }
  | { kind: 'failed' };

/**
 * RefundController@store + RefundRepository@store. The owner of a delivered, refundable line asks
 * within `refund_request_time` days of delivery; one refund per line (a unique index makes a
 * double submit a refusal). The amounts are recomputed here in numeric: what the line cost,
 * `price×qty + tax×qty + shipping − (discount×qty + line coupon)`. (The original forgets `× qty`
 * on tax and discount, which refunds a multi-unit line wrongly; not reproduced.) Without
 * `refund_with_shipping_cost` the shipping stays with the shop.
 */
export async function requestRefund(
  db: Db,
  input: { userId: number; orderId: number; detailId: number; reason: string; refundRequestTime: number; withShipping: boolean },
): Promise<RefundResult> {
  return db.transaction(async (tx) => {
    const line = (
      await tx.query<{
        id: number;
        order_id: number;
        user_id: number;
        seller_id: number | null;
        is_refundable: number;
        has_refund: boolean;
      }>(
        `SELECT d.id, d.order_id, o.user_id, o.seller_id, d.is_refundable, EXISTS (SELECT 1 FROM refunds r WHERE r.order_detail_id = d.id) AS has_refund
         FROM order_details d JOIN orders o ON o.id = d.order_id WHERE d.id = $1 AND d.order_id = $2`,
        [input.detailId, input.orderId],
      )
    ).rows[0];
    if (!line || line.user_id !== input.userId) return { kind: 'not-found' };
    if (line.has_refund) return { kind: 'exists', detailId: line.id };
    const delivered = (
      await tx.query<{ created_at: string }>(
        `SELECT created_at FROM delivery_histories WHERE order_id = $1 AND event = 'order_delivered_event' ORDER BY created_at DESC, id DESC LIMIT 1`,
        [line.order_id],
      )
    ).rows[0];
    // The original reads deliveredAt->created_at on null for an order never delivered.
    if (!delivered) return { kind: 'failed' };
    const days = Math.floor(Math.abs(Date.now() - new Date(delivered.created_at).getTime()) / 86_400_000);
    if (!Number(line.is_refundable) || !(input.refundRequestTime > days)) return { kind: 'not-refundable', detailId: line.id };
    await tx.query(
      `WITH m AS (
         SELECT d.id, d.order_id, coalesce((d.shipping_cost->>'total_cost')::numeric, 0) AS ship,
           d.price * d.quantity + d.tax * d.quantity + coalesce((d.shipping_cost->>'total_cost')::numeric, 0)
             - (d.discount * d.quantity + coalesce((d.coupon_discount->>'discount')::numeric, 0)) AS total
         FROM order_details d WHERE d.id = $1)
       INSERT INTO refunds (user_id, order_id, order_detail_id, seller_id, total_amount, shipping_cost, refund_amount, remark)
       SELECT $2, m.order_id, m.id, $3, m.total, m.ship, CASE WHEN $4::boolean THEN m.total ELSE m.total - m.ship END, $5 FROM m`,
      [line.id, input.userId, line.seller_id, input.withShipping, input.reason],
    );
    return { kind: 'created', detailId: line.id };
  });
}
