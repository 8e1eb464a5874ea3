/**
 * Orders as the original serialises them (test/contract/commerce/{get-invoices,invoice-by-code}.json): the raw «Order» with its appends
 * (`delivered_days`, `total_order_quantity`) and the `delivered_at` relation the accessor loads,
 * its «OrderDetail» lines (+ `product_name`, + `refund`), and who may see them (test/contract/commerce/{get-invoices,invoice-by-code,invoice-download}.json).
 */
import type { Queryable } from '../db/types';
import type { RequestScope, SessionRow, UserRow } from '../lib/context';
import { fullUserOut } from './auth-format';
import { dbDateTime, laravelDate } from './format';
import { addOns } from './shell';

type Row = Record<string, unknown>;

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const DAY_MS = 86_400_000;

export interface OrderRecord extends Row {
  id: number;
  user_id: number;
  seller_id: number | null;
  code: string;
  trx_id: string;
  delivery_status: string;
  payment_status: string;
  payment_type: string;
  status: number;
  is_mailed: number;
  /** to_jsonb of the latest order_delivered_event row, or null. */
  delivered_row: Row | null;
  quantity_sum: string | number | null;
}

/** Every order column plus what the appends need; `where` uses the alias `o`. */
export async function findOrders(db: Queryable, where: string, params: unknown[]): Promise<OrderRecord[]> {
  return (
    await db.query<OrderRecord>(
      `SELECT o.*,
         (SELECT to_jsonb(h) FROM delivery_histories h WHERE h.order_id = o.id AND h.event = 'order_delivered_event'
           ORDER BY h.created_at DESC, h.id DESC LIMIT 1) AS delivered_row,
         (SELECT sum(d.quantity) FROM order_details d WHERE d.order_id = o.id) AS quantity_sum
       FROM orders o WHERE ${where} ORDER BY o.id`,
      params,
    )
  ).rows;
}

/** Carbon's diffInDays from the delivery to now: whole days, rounded down. */
export function deliveredDays(row: OrderRecord, now = Date.now()): number | null {
  const at = row.delivered_row?.created_at;
  if (!at) return null;
  return Math.floor(Math.abs(now - new Date(String(at)).getTime()) / DAY_MS);
}

/** The DeliveryHistory row (id, order_id, user_id, delivery_hero_id, event, remarks, timestamps). */
function deliveredAtOut(h: Row | null): Row | null {
  if (!h) return null;
  return {
    id: num(h.id),
    order_id: num(h.order_id),
    user_id: h.user_id ?? null,
    delivery_hero_id: h.delivery_hero_id ?? null,
    event: String(h.event),
    remarks: h.remarks ?? null,
    created_at: laravelDate(h.created_at as string),
    updated_at: laravelDate((h.updated_at ?? h.created_at) as string),
  };
}

const jsonOr = (v: unknown, fallback: unknown) => (v === null || v === undefined ? fallback : v);

/** «Order» (raw model, 1.6.7 appends). Money columns are numeric in the database and numbers here. */
export function orderOut(o: OrderRecord): Row {
  return {
    id: o.id,
    seller_id: o.seller_id,
    user_id: o.user_id,
    delivery_hero_id: o.delivery_hero_id ?? null,
    billing_address: jsonOr(o.billing_address, []),
    shipping_address: jsonOr(o.shipping_address, []),
    delivery_status: o.delivery_status,
    payment_type: o.payment_type,
    payment_status: o.payment_status,
    payment_details: jsonOr(o.payment_details, []),
    sub_total: num(o.sub_total),
    discount: num(o.discount),
    coupon_discount: num(o.coupon_discount),
    total_tax: num(o.total_tax),
    total_amount: num(o.total_amount),
    shipping_cost: num(o.shipping_cost),
    total_payable: num(o.total_payable),
    code: o.code,
    date: dbDateTime(o.date as string),
    viewed: num(o.viewed),
    delivery_viewed: num(o.delivery_viewed),
    payment_status_viewed: num(o.payment_status_viewed),
    commission_calculated: num(o.commission_calculated),
    is_cancelled: String(o.is_cancelled ?? '0'),
    is_deleted: String(o.is_deleted ?? '0'),
    trx_id: o.trx_id,
    is_mailed: num(o.is_mailed),
    offline_method_id: o.offline_method_id ?? null,
    offline_method_file: o.offline_method_file ?? null,
    status: num(o.status),
    pickup_hub_id: o.pickup_hub_id ?? null,
    cancel_request: num(o.cancel_request),
    cancel_request_at: dbDateTime(o.cancel_request_at as string | null),
    delivery_hero_assign_at: dbDateTime(o.delivery_hero_assign_at as string | null),
    created_by: o.created_by ?? null,
    is_draft: num(o.is_draft),
    shipping_method: o.shipping_method ?? null,
    is_coupon_system_active: o.is_coupon_system_active ?? null,
    tax_method: o.tax_method ?? null,
    created_at: laravelDate(o.created_at as string),
    updated_at: laravelDate(o.updated_at as string),
    delivered_days: deliveredDays(o),
    // SUM() arrives as a numeric string, or the integer 0 when there are no lines.
    total_order_quantity: o.quantity_sum === null || o.quantity_sum === undefined ? 0 : String(num(o.quantity_sum)),
    delivered_at: deliveredAtOut(o.delivered_row),
  };
}

/** «Refund» (raw). */
export function refundOut(r: Row): Row {
  return {
    id: num(r.id),
    user_id: num(r.user_id),
    order_id: num(r.order_id),
    order_detail_id: num(r.order_detail_id),
    seller_id: r.seller_id ?? null,
    processed_by: r.processed_by ?? null,
    total_amount: num(r.total_amount),
    shipping_cost: num(r.shipping_cost),
    refund_amount: num(r.refund_amount),
    payment_type: r.payment_type ?? null,
    payment_details: jsonOr(r.payment_details, []),
    exchange_rate: num(r.exchange_rate),
    seller_approval: r.seller_approval,
    admin_approval: r.admin_approval,
    status: r.status,
    reject_reason: r.reject_reason ?? null,
    remark: r.remark ?? null,
    created_at: laravelDate(r.created_at as string),
    updated_at: laravelDate(r.updated_at as string),
  };
}

export interface DetailRecord extends Row {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  refund_row: Row | null;
}

/** The lines of these orders (or the one line `detailId`) with the product's name (deleted products included). */
export async function findDetails(db: Queryable, orderIds: number[], detailId?: number): Promise<DetailRecord[]> {
  if (!orderIds.length && detailId === undefined) return [];
  const where = detailId === undefined ? 'd.order_id = ANY($1::int[])' : 'd.id = $1';
  return (
    await db.query<DetailRecord>(
      `SELECT d.*, p.product_name, (SELECT to_jsonb(r) FROM refunds r WHERE r.order_detail_id = d.id) AS refund_row
       FROM order_details d JOIN products p ON p.id = d.product_id WHERE ${where} ORDER BY d.id`,
      [detailId === undefined ? orderIds : detailId],
    )
  ).rows;
}

/** «OrderDetail» (raw, no appends); `extra` adds `product_name` / `refund` where the endpoint does. */
export function detailOut(d: DetailRecord, extra: { productName?: boolean; refund?: boolean } = {}): Row {
  const out: Row = {
    id: d.id,
    order_id: d.order_id,
    product_id: d.product_id,
    variation: d.variation ?? '',
    price: num(d.price),
    tax: num(d.tax),
    discount: num(d.discount),
    coupon_discount: jsonOr(d.coupon_discount, { code: '', discount: 0 }),
    shipping_cost: jsonOr(d.shipping_cost, { type: '', depend_on_quantity: 0, per_cost: 0, total_cost: 0 }),
    quantity: num(d.quantity),
    pickup_hub_id: d.pickup_hub_id ?? null,
    product_referral_code: d.product_referral_code ?? null,
    is_refundable: num(d.is_refundable),
    created_at: laravelDate(d.created_at as string),
    updated_at: laravelDate(d.updated_at as string),
  };
  if (extra.productName) out.product_name = d.product_name;
  if (extra.refund) out.refund = d.refund_row ? refundOut(d.refund_row) : null;
  return out;
}

/** An order with its lines nested, as `Order::with('orderDetails')` serialises. */
export async function ordersWithDetails(db: Queryable, orders: OrderRecord[], extra: { productName?: boolean; refund?: boolean } = {}) {
  const details = await findDetails(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    ...orderOut(o),
    order_details: details.filter((d) => d.order_id === o.id).map((d) => detailOut(d, extra)),
  }));
}

/** The full «User» of an order's owner (walk-in user for guest orders), or null if the row is gone. */
export async function ownerUserOut(c: RequestScope, userId: number): Promise<Row | null> {
  const row = (await c.get('deps').db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId])).rows[0];
  if (!row) return null;
  const affiliate = addOns(await c.get('store').get()).includes('affiliate');
  return fullUserOut(row, c.get('base'), { affiliate }) as unknown as Row;
}

/** Whether the order's owner is the shared walk-in user (every guest's orders belong to it). */
export async function isWalkInUser(db: Queryable, userId: number): Promise<boolean> {
  const row = (await db.query<{ user_type: string }>('SELECT user_type FROM users WHERE id = $1', [userId])).rows[0];
  return row?.user_type === 'walk_in';
}

/** How many ended guest checkouts a session keeps readable. */
const KEPT_CHECKOUTS = 20;

/** The checkouts (trx ids) whose walk-in orders this session may read: its walk-in cart's and those get-invoices ended. */
export function sessionGuestTrx(session: SessionRow): string[] {
  const ended = Array.isArray(session.guest_checkouts) ? session.guest_checkouts.filter((t): t is string => typeof t === 'string') : [];
  return session.walk_in_trx ? [session.walk_in_trx, ...ended] : ended;
}

/** The session's ended checkouts after `trx` ends too (newest first, at most KEPT_CHECKOUTS). */
export function withEndedCheckout(session: SessionRow, trx: string): string[] {
  return [trx, ...sessionGuestTrx(session).filter((t) => t !== trx)].slice(0, KEPT_CHECKOUTS);
}

/**
 * get-invoices ends a guest checkout: the session forgets the walk-in customer and the session
 * addresses, and remembers the checkout among those it may still read (in the database and in
 * the request's copy of the session).
 */
export async function endGuestCheckout(db: Queryable, session: SessionRow, trx: string): Promise<void> {
  const ended = withEndedCheckout(session, trx);
  await db.query(
    'UPDATE sessions SET user_id = NULL, walk_in_trx = NULL, addresses = NULL, guest_checkouts = $2::jsonb, updated_at = now() WHERE id = $1',
    [session.id, JSON.stringify(ended)],
  );
  session.walk_in_trx = null;
  session.guest_checkouts = ended;
  session.user_id = null;
}

/** The order's line sums the PDF prints (price × quantity, tax × quantity), exact, by line id. */
export async function lineSums(db: Queryable, orderId: number): Promise<Map<number, { id: number; line_total: string; line_tax: string }>> {
  const rows = (
    await db.query<{ id: number; line_total: string; line_tax: string }>(
      'SELECT id, (price * quantity)::text AS line_total, (tax * quantity)::text AS line_tax FROM order_details WHERE order_id = $1',
      [orderId],
    )
  ).rows;
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's orders of one checkout are marked mailed. */
export async function markOrdersMailed(db: Queryable, trx: string, userId: number): Promise<void> {
  await db.query('UPDATE orders SET is_mailed = 1 WHERE trx_id = $1 AND user_id = $2', [trx, userId]);
}

/**
 * Who may see an order. A signed-in caller sees their own orders. A walk-in (guest) order is seen
 * only from the session that checked it out: its trx is the session's walk-in trx or one of the
 * checkouts get-invoices ended there. `invoice/{code}` and the PDF show a signed-in caller nothing
 * else (as the original); `get-invoices/{trx}` (`walkInForUsers`) also shows them their session's
 * guest checkout. The original (1.6.7 Site/OrderController getInvoice, invoiceDownload,
 * sellerWiseInvoices) shows every walk-in order to every guest, and get-invoices to every
 * signed-in caller: with sequential ids anyone could read every guest's order and address.
 */
export async function canSeeOrder(
  c: RequestScope,
  order: Pick<OrderRecord, 'user_id' | 'trx_id'>,
  walkInForUsers = false,
): Promise<boolean> {
  const user = c.get('user');
  if (user && user.id === order.user_id) return true;
  if (user && !walkInForUsers) return false;
  if (!sessionGuestTrx(c.get('session')).includes(order.trx_id)) return false;
  return isWalkInUser(c.get('deps').db, order.user_id);
}
