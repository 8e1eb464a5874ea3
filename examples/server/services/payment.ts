/**
 * Payment (test/contract/commerce/{payment-order,complete-order}.json): what `user/payment-order` lists and what `user/complete-order` does.
 *
 * Whose orders: a signed-in shopper's own; a guest's are the walk-in user's orders of the session's
 * walk-in trx. (The original lets anyone pay or open any walk-in order, and signs a guest in as the
 * order's user when paying by code; neither is reproduced.)
 *
 * complete-order, by cart (no code): inside `withTrxLock(trx)` and one DB transaction it checks and
 * takes the stock of every line (products and the variant row, `… WHERE current_stock >= qty`, so two
 * shoppers can never both buy the last unit), deletes the lines, completes the trx's status-0 orders
 * and, for the wallet, takes the balance (refused when short). A repeat after the orders are complete
 * (a double click, a retry after a lost answer) answers "Order done" again and changes nothing.
 * By code (pay now from the order history): the caller's unpaid order, no stock change (as the
 * original), wallet or the card gateway only. Only an order the checkout completed (status 1: pay
 * later, cash on delivery, an offline payment or a card payment that failed) is payable by code.
 * An unfinished one (status 0, confirm-order ran but complete-order did not) still has its goods in
 * the cart and its stock on the shelf; the original (1.6.7 OrderRepository@completeOrder) pays it
 * by code with an empty cart list, so it is paid while the stock is never taken and the line stays
 * in the cart. Here it is refused ("Transaction Cant be Completed"; the card gateway does not
 * open), and the cart's own path completes it.
 */
import { randomBytes } from 'node:crypto';
import type { AppDeps, SessionRow, UserRow } from '../lib/context';
import type { Db, Queryable } from '../db/types';
import { imageUrl } from '../lib/images';
import { withTrxLock } from '../lib/trx-lock';
import { laravelDate } from './format';
import { findOrders, orderOut, type OrderRecord } from './invoices';
import { checkUpload, uploadStoreFor } from './profile-uploads';
import { addOns } from './shell';
import { currencyOut } from './shell-format';
import type { StoreData } from './store';
import { chargeWallet, WALLET_SHORT } from './wallet';

/** Who is paying: a signed-in user, or a guest session with its walk-in trx. */
export interface Caller {
  userId: number | null;
  walkInTrx: string | null;
  sessionId: string;
}

export function callerOf(session: SessionRow, user: UserRow | null): Caller {
  return { userId: user?.id ?? null, walkInTrx: session.walk_in_trx, sessionId: session.id };
}

export const PERMISSION_DECLINED = 'Permission Declined';
export const CANT_COMPLETE = 'Transaction Cant be Completed';
export const ORDER_DONE = 'Order done';

/** The payment types `user/complete-order` takes from the page; the card gateway completes through its own flow. */
const PAGE_TYPES = new Set(['cash_on_delivery', 'pay_later', 'wallet', 'offline_method']);
const on = (v: unknown) => v === 1 || v === '1' || v === true;

export const isCode = (code: string | null | undefined): code is string => !!code && code !== 'undefined';

async function walkInUserId(db: Queryable): Promise<number | null> {
  const row = (await db.query<{ id: number }>(`SELECT id FROM users WHERE user_type = 'walk_in' ORDER BY id LIMIT 1`)).rows[0];
  return row?.id ?? null;
}

/** `AND …` restricting orders (alias o) to the caller's, with its parameters from `$next`. */
async function ownedSql(db: Queryable, caller: Caller, next: number): Promise<{ sql: string; params: unknown[] } | null> {
  if (caller.userId) return { sql: `o.user_id = $${next}`, params: [caller.userId] };
  const walkIn = await walkInUserId(db);
  if (!walkIn || !caller.walkInTrx) return null;
  return { sql: `o.user_id = $${next} AND o.trx_id = $${next + 1}`, params: [walkIn, caller.walkInTrx] };
}

const sellerSql = (data: StoreData) => (on(data.settings.seller_system) ? '' : ' AND o.seller_id = 1');

/** A cart's lines are whose: a user's by user id, a guest's by the walk-in trx. */
function lineOwner(caller: Caller): { sql: string; param: unknown } | null {
  if (caller.userId) return { sql: 'c.user_id = $1', param: caller.userId };
  if (!caller.walkInTrx) return null;
  return { sql: 'c.user_id IS NULL AND c.trx_id = $1', param: caller.walkInTrx };
}

/** Whether a buy-now is pending (our stand-in for session('is_buy_now')): the caller has a buy-now line. */
async function buyNowPending(db: Queryable, caller: Caller): Promise<boolean> {
  const w = lineOwner(caller);
  if (!w) return false;
  return (await db.query(`SELECT 1 FROM carts c WHERE ${w.sql} AND c.is_buy_now = 1 LIMIT 1`, [w.param])).rows.length > 0;
}

/** The trx of the first session-scoped cart line, or "" (OrderController@userLastOrder). */
export async function cartTrx(db: Queryable, caller: Caller): Promise<string> {
  const w = lineOwner(caller);
  if (!w) return '';
  const buyNow = await buyNowPending(db, caller);
  const row = (
    await db.query<{ trx_id: string }>(`SELECT c.trx_id FROM carts c WHERE ${w.sql} AND c.is_buy_now = $2 ORDER BY c.id LIMIT 1`, [
      w.param,
      buyNow ? 1 : 0,
    ])
  ).rows[0];
  return row?.trx_id ?? '';
}

// ---------------------------------------------------------------- reading orders

/** The caller's status-0 orders of a trx (the cart's orders waiting for payment). */
export async function pendingOrders(db: Queryable, data: StoreData, caller: Caller, trx: string): Promise<OrderRecord[]> {
  if (!trx) return [];
  const owned = await ownedSql(db, caller, 2);
  if (!owned) return [];
  return findOrders(db, `o.trx_id = $1 AND o.status = 0 AND ${owned.sql}${sellerSql(data)}`, [trx, ...owned.params]);
}

/** The caller's orders with this code (one, codes are unique). */
export async function ordersByCode(db: Queryable, data: StoreData, caller: Caller, code: string): Promise<OrderRecord[]> {
  const owned = await ownedSql(db, caller, 2);
  if (!owned) return [];
  return findOrders(db, `o.code = $1 AND ${owned.sql}${sellerSql(data)}`, [code, ...owned.params]);
}

async function completedOrdersExist(db: Queryable, data: StoreData, caller: Caller, trx: string): Promise<boolean> {
  const owned = await ownedSql(db, caller, 2);
  if (!owned) return false;
  return (
    (
      await db.query(`SELECT 1 FROM orders o WHERE o.trx_id = $1 AND o.status = 1 AND ${owned.sql}${sellerSql(data)} LIMIT 1`, [
        trx,
        ...owned.params,
      ])
    ).rows.length > 0
  );
}

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

interface DetailRow {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string | null;
  [key: string]: unknown;
}

/** «OrderDetail» rows with `product` as orderByCodes loads it (`product:id,thumbnail` plus the Product appends). */
async function detailsWithProduct(db: Queryable, base: string, orderIds: number[]): Promise<Map<number, Record<string, unknown>[]>> {
  const rows = (
    await db.query<DetailRow>(
      `SELECT d.*, p.product_name FROM order_details d LEFT JOIN products p ON p.id = d.product_id WHERE d.order_id = ANY($1::int[]) ORDER BY d.id`,
      [orderIds],
    )
  ).rows;
  const out = new Map<number, Record<string, unknown>[]>();
  for (const d of rows) {
    const list = out.get(d.order_id) ?? [];
    list.push({
      id: d.id,
      order_id: d.order_id,
      product_id: d.product_id,
      variation: d.variation ?? '',
      price: num(d.price),
      tax: num(d.tax),
      discount: num(d.discount),
      coupon_discount: d.coupon_discount,
      shipping_cost: d.shipping_cost,
      quantity: d.quantity,
      pickup_hub_id: d.pickup_hub_id ?? null,
      product_referral_code: d.product_referral_code ?? null,
      is_refundable: d.is_refundable,
      created_at: laravelDate(d.created_at as string),
      updated_at: laravelDate(d.updated_at as string),
      product:
        d.product_name === null
          ? null
          : {
              id: d.product_id,
              thumbnail: {
                storage: 'local',
                image_40x40: imageUrl(base, 'product', d.product_id, 40, 40),
                image_72x72: imageUrl(base, 'product', d.product_id, 72, 72),
              },
              image_190x230: imageUrl(base, 'product', d.product_id, 190, 230),
              image_40x40: imageUrl(base, 'product', d.product_id, 40, 40),
              image_72x72: imageUrl(base, 'product', d.product_id, 72, 72),
              image_110x122: imageUrl(base, 'product', d.product_id, 110, 122),
              // Only id and thumbnail are selected, so the discount appends read their defaults.
              special_discount_check: 0,
              discount_percentage: 0,
              product_name: d.product_name,
            },
    });
    out.set(d.order_id, list);
  }
  return out;
}

/** checkCodByTrx / checkCodByCode: true when a product of the orders refuses cash on delivery. */
async function checkCod(db: Queryable, orderIds: number[]): Promise<boolean> {
  if (!orderIds.length) return false;
  return (
    (
      await db.query(
        `SELECT 1 FROM order_details d JOIN products p ON p.id = d.product_id WHERE d.order_id = ANY($1::int[]) AND p.cash_on_delivery = 0 LIMIT 1`,
        [orderIds],
      )
    ).rows.length > 0
  );
}

/** «AppliedCoupon» rows of a trx (CartRepository@appliedCoupons): the active `checkouts` rows. */
async function appliedCoupons(db: Queryable, trx: string): Promise<Record<string, unknown>[]> {
  const rows = (
    await db.query<{
      coupon_id: number;
      title: string | null;
      status: number;
      discount_type: string;
      discount: unknown;
      coupon_discount: unknown;
    }>(
      `SELECT ch.coupon_id, ch.status, cp.discount_type, ch.coupon_discount AS discount, cp.discount AS coupon_discount,
              (SELECT l.title FROM coupon_languages l WHERE l.coupon_id = cp.id ORDER BY (l.lang = 'en') DESC, l.id LIMIT 1) AS title
         FROM checkouts ch JOIN coupons cp ON cp.id = ch.coupon_id
        WHERE ch.trx_id = $1 AND ch.status = 1 ORDER BY ch.id`,
      [trx],
    )
  ).rows;
  return rows.map((r) => ({
    coupon_id: r.coupon_id,
    title: r.title ?? '',
    status: r.status,
    discount_type: r.discount_type,
    discount: num(r.discount),
    coupon_discount: num(r.coupon_discount),
  }));
}

interface OfflineMethodRow {
  id: number;
  name: string;
  type: string;
  image: string | null;
  instructions: string;
}

/** PosOfflineMethodResource: {id, name, image (URL or the default), instructions}. */
function offlineMethodOut(m: OfflineMethodRow, base: string) {
  return {
    id: m.id,
    name: m.name,
    image: m.image ? `${base}/${m.image}` : imageUrl(base, 'logo', m.id, 105, 75),
    instructions: m.instructions,
  };
}

async function activeOfflineMethods(db: Queryable): Promise<OfflineMethodRow[]> {
  return (await db.query<OfflineMethodRow>('SELECT id, name, type, image, instructions FROM offline_methods WHERE status = 1 ORDER BY id'))
    .rows;
}

/**
 * JazzCash's form fields, as the original's keys. The original fills them from its config and sends
 * the merchant password and hash salt to every shopper; here every value is empty.
 */
const JAZZ_KEYS = [
  'pp_Version',
  'pp_TxnType',
  'pp_Language',
  'pp_MerchantID',
  'pp_SubMerchantID',
  'pp_Password',
  'pp_BankID',
  'pp_ProductID',
  'pp_IsRegisteredCustomer',
  'pp_TokenizedCardNumber',
  'pp_TxnRefNo',
  'pp_Amount',
  'pp_TxnCurrency',
  'pp_TxnDateTime',
  'pp_BillReference',
  'pp_Description',
  'pp_TxnExpiryDateTime',
  'pp_ReturnURL',
  'pp_SecureHash',
  'ppmpf_1',
  'ppmpf_2',
  'ppmpf_3',
  'ppmpf_4',
  'ppmpf_5',
  'pp_CustomerID',
  'pp_CustomerEmail',
  'pp_MobileNumber',
  'pp_CINIC',
];

/** `GET user/payment-order?code=` (test/contract/commerce/payment-order.json). */
export async function paymentOrder(db: Db, data: StoreData, base: string, caller: Caller, code: string): Promise<Record<string, unknown>> {
  const byCode = isCode(code);
  const trx = byCode ? '' : await cartTrx(db, caller);
  const orders = byCode ? await ordersByCode(db, data, caller, code) : await pendingOrders(db, data, caller, trx);
  if (!orders.length) return { error: PERMISSION_DECLINED };
  const ids = orders.map((o) => o.id);
  const details = byCode ? await detailsWithProduct(db, base, ids) : null;
  const currency = (c: string) => {
    const row = data.currencies.find((x) => x.code === c);
    return row ? currencyOut(row) : null;
  };
  return {
    orders: orders.map((o) => (details ? { ...orderOut(o), order_details: details.get(o.id) ?? [] } : orderOut(o))),
    coupons: !byCode && on(data.settings.coupon_system) ? await appliedCoupons(db, trx) : [],
    indian_currency: currency('INR'),
    offline_methods: addOns(data).includes('offline_payment') ? (await activeOfflineMethods(db)).map((m) => offlineMethodOut(m, base)) : [],
    jazz_data: Object.fromEntries(JAZZ_KEYS.map((k) => [k, ''])),
    check_cod: await checkCod(db, ids),
    xof: currency('XOF'),
    jazz_url: '',
    mid_trans_token: '',
  };
}

// ---------------------------------------------------------------- completing

export interface CompleteInput {
  paymentType: string;
  trxId: string;
  code: string;
  /** The offline method's id. */
  offlineId?: unknown;
  /** The offline proof (a Blob from the multipart body). */
  file?: unknown;
  /** Set by the card gateway only: the gateway's verified payload. */
  gateway?: Record<string, unknown>;
  /** The payment_type a verified gateway payment is written with ('stripe' unless said; routes/gateway-sdk.ts). */
  gatewayType?: string;
}

export type CompleteResult = { ok: true; trx: string; code: string; repeat: boolean } | { ok: false; error: string };

class Refusal extends Error {}

/** Offline proof: a picture or a PDF, up to 5 MB, as the tax paper upload. */
const PROOF_RULE = { kinds: ['jpeg', 'png', 'webp', 'pdf'] as const, maxKb: 5120 };

interface Prepared {
  status: 'paid' | 'unpaid' | null;
  details: unknown;
  offlineId: string | null;
  offlineFile: unknown;
}

/** What the chosen type writes on the orders, after its own checks (null status: COD/pay later keep theirs). */
async function prepare(
  deps: AppDeps,
  data: StoreData,
  caller: Caller,
  input: CompleteInput,
  byCode: boolean,
  base: string,
): Promise<Prepared> {
  const type = input.paymentType;
  if (input.gateway) return { status: 'paid', details: input.gateway, offlineId: null, offlineFile: [] };
  if (!PAGE_TYPES.has(type)) throw new Refusal(CANT_COMPLETE);
  // Paying an existing order by code: the page offers the wallet and gateways only.
  if (byCode && type !== 'wallet') throw new Refusal(CANT_COMPLETE);
  if (type === 'pay_later' && !(caller.userId && on(data.settings.pay_later_system))) throw new Refusal(CANT_COMPLETE);
  if (type === 'wallet') {
    if (!caller.userId || !on(data.settings.wallet_system)) throw new Refusal(CANT_COMPLETE);
    return { status: 'paid', details: [], offlineId: null, offlineFile: [] };
  }
  if (type === 'offline_method') {
    const id = Number.parseInt(String(input.offlineId ?? ''), 10);
    const method = addOns(data).includes('offline_payment') ? (await activeOfflineMethods(deps.db)).find((m) => m.id === id) : undefined;
    if (!method) throw new Refusal(CANT_COMPLETE);
    const checked = await checkUpload('file', input.file, { kinds: [...PROOF_RULE.kinds], maxKb: PROOF_RULE.maxKb });
    if (!checked) throw new Refusal('The file field is required.');
    if ('error' in checked) throw new Refusal(checked.error);
    const path = await uploadStoreFor(deps, deps.config.dataDir).put('private', checked);
    const out = offlineMethodOut(method, base);
    return {
      status: 'unpaid',
      details: { name: out.name, image: out.image, type: method.type },
      offlineId: String(method.id),
      offlineFile: { storage: 'local', image: path },
    };
  }
  return { status: null, details: null, offlineId: null, offlineFile: null };
}

/** Takes every line's quantity from the product and its variant row, or refuses (and the transaction rolls back). */
async function takeStock(
  tx: Queryable,
  lines: Array<{ product_id: number; product_stock_id: number | null; quantity: number; product_name: string }>,
) {
  for (const l of lines) {
    const product = await tx.query(
      'UPDATE products SET current_stock = current_stock - $2 WHERE id = $1 AND current_stock >= $2 RETURNING id',
      [l.product_id, l.quantity],
    );
    const variant =
      l.product_stock_id === null
        ? { rows: [1] }
        : await tx.query(
            'UPDATE product_stocks SET current_stock = current_stock - $2 WHERE id = $1 AND current_stock >= $2 RETURNING id',
            [l.product_stock_id, l.quantity],
          );
    if (!product.rows.length || !variant.rows.length) throw new Refusal(`${l.product_name} is out of Stock`);
  }
}

async function writeOrders(tx: Queryable, ids: number[], type: string, p: Prepared, firstCompletion: boolean) {
  const set = ['payment_type = $2', 'status = 1', 'updated_at = now()'];
  const params: unknown[] = [ids, type];
  if (p.status) {
    params.push(p.status, JSON.stringify(p.details ?? []), p.offlineId, JSON.stringify(p.offlineFile ?? []));
    set.push('payment_status = $3', 'payment_details = $4::jsonb', 'offline_method_id = $5', 'offline_method_file = $6::jsonb');
  }
  await tx.query(`UPDATE orders SET ${set.join(', ')} WHERE id = ANY($1::int[])`, params);
  if (firstCompletion) {
    await tx.query(`INSERT INTO delivery_histories (order_id, event) SELECT unnest($1::int[]), 'order_create_event'`, [ids]);
  }
  await tx.query(
    `INSERT INTO payment_histories (order_id, event, remarks)
     SELECT id, 'order_payment_' || payment_status || '_event', $2 FROM orders WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids, `With_${type}`],
  );
}

/** Whether paying this order by its code may go ahead: completed by the checkout, unpaid, not cancelled. */
function payableByCode(o: OrderRecord): boolean {
  return Number(o.status) === 1 && o.payment_status === 'unpaid' && o.is_cancelled !== '1' && o.delivery_status !== 'canceled';
}

/** `POST user/complete-order` (test/contract/commerce/complete-order.json) and the gateway's approval. */
export async function completeOrder(
  deps: AppDeps,
  data: StoreData,
  base: string,
  caller: Caller,
  input: CompleteInput,
): Promise<CompleteResult> {
  const db = deps.db;
  const byCode = isCode(input.code);
  try {
    if (byCode) {
      const code = input.code;
      const found = await ordersByCode(db, data, caller, code);
      if (!found.length) return { ok: false, error: PERMISSION_DECLINED };
      return await withTrxLock(found[0].trx_id, async () => {
        const orders = await ordersByCode(db, data, caller, code);
        if (orders.every((o) => o.payment_status === 'paid')) return { ok: true, trx: orders[0].trx_id, code, repeat: true } as const;
        if (orders.some((o) => !payableByCode(o))) return { ok: false, error: CANT_COMPLETE } as const;
        const p = await prepare(deps, data, caller, input, true, base);
        const ids = orders.map((o) => o.id);
        await db.transaction(async (tx) => {
          if (input.paymentType === 'wallet' && !(await chargeWallet(tx, caller.userId!, ids))) throw new Refusal(WALLET_SHORT);
          await writeOrders(tx, ids, input.gateway ? (input.gatewayType ?? 'stripe') : input.paymentType, p, false);
        });
        return { ok: true, trx: orders[0].trx_id, code, repeat: false } as const;
      });
    }

    const trx = String(input.trxId ?? '');
    if (!trx) return { ok: false, error: PERMISSION_DECLINED };
    return await withTrxLock(trx, async () => {
      const orders = await pendingOrders(db, data, caller, trx);
      if (!orders.length) {
        // Already complete: a repeat (double click, retry after a lost answer, reload) changes nothing.
        if (await completedOrdersExist(db, data, caller, trx)) return { ok: true, trx, code: '', repeat: true } as const;
        return { ok: false, error: PERMISSION_DECLINED } as const;
      }
      const ids = orders.map((o) => o.id);
      if (input.paymentType === 'cash_on_delivery' && !input.gateway && (await checkCod(db, ids)))
        return { ok: false, error: CANT_COMPLETE } as const;
      const p = await prepare(deps, data, caller, input, false, base);
      const w = lineOwner(caller)!;
      const buyNow = await buyNowPending(db, caller);
      const lines = (
        await db.query<{ id: number; product_id: number; product_stock_id: number | null; quantity: number; product_name: string }>(
          `SELECT c.id, c.product_id, c.product_stock_id, c.quantity, p.product_name
             FROM carts c JOIN products p ON p.id = c.product_id
            WHERE ${w.sql} AND c.trx_id = $2 AND c.is_buy_now = $3 ORDER BY c.id`,
          [w.param, trx, buyNow ? 1 : 0],
        )
      ).rows;
      await db.transaction(async (tx) => {
        await takeStock(tx, lines);
        if (lines.length) await tx.query('DELETE FROM carts WHERE id = ANY($1::int[])', [lines.map((l) => l.id)]);
        if (input.paymentType === 'wallet' && !input.gateway && !(await chargeWallet(tx, caller.userId!, ids)))
          throw new Refusal(WALLET_SHORT);
        await writeOrders(tx, ids, input.gateway ? (input.gatewayType ?? 'stripe') : input.paymentType, p, true);
        // The next cart of a signed-in shopper starts a new trx, so this one's orders stay apart.
        if (caller.userId && !buyNow)
          await tx.query('UPDATE users SET cart_trx = NULL WHERE id = $1 AND cart_trx = $2', [caller.userId, trx]);
      });
      return { ok: true, trx, code: '', repeat: false } as const;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    throw error;
  }
}

/** Σ total_payable of what the gateway would charge (exact, as numeric text), with the orders. */
export async function payableOf(
  db: Queryable,
  data: StoreData,
  caller: Caller,
  trx: string,
  code: string,
): Promise<{ amount: string; orders: OrderRecord[] } | null> {
  const orders = isCode(code)
    ? (await ordersByCode(db, data, caller, code)).filter(payableByCode)
    : await pendingOrders(db, data, caller, trx);
  if (!orders.length) return null;
  const row = (
    await db.query<{ amount: string }>('SELECT SUM(total_payable)::text AS amount FROM orders WHERE id = ANY($1::int[])', [
      orders.map((o) => o.id),
    ])
  ).rows[0];
  return { amount: row.amount, orders };
}

export const randomId = (bytes = 16) => randomBytes(bytes).toString('hex');
