/** Order rows as the original's OrderResource gives them (commerce.md §2.14). */
import type { Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { paginate, type PaginateResource } from '../lib/paginate';
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
): Promise<PaginateResource<OrderRowWire>> {
  const where = `o.user_id = $1 AND o.is_deleted = '0' AND (o.status = 1 OR o.payment_type IN ('0', ''))`;
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
    }>(
      `SELECT DISTINCT ON (d.order_id) d.id AS line_id, d.order_id, d.variation, d.product_id, d.created_at AS line_created,
         p.product_name, (SELECT s.sku FROM product_stocks s WHERE s.product_id = p.id AND s.name = d.variation LIMIT 1) AS sku,
         o.delivery_status, o.payment_status, o.total_payable, o.code, o.is_deleted, o.payment_type, o.updated_at
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
    total_payable: r.total_payable,
    order_id: r.order_id,
    code: r.code,
    product_file_id: null,
    image: imageUrl(base, 'product', r.product_id, 40, 40),
    is_deleted: r.is_deleted,
    payment_type: r.payment_type,
  }));
  return paginate(data, total, page, perPage, requestUrl);
}
