/**
 * Checkout (test/contract/commerce/{user-address-checkout,find-shipping-cost,confirm-order}.json): the checkout's cart payload, pickup hubs, the area-based
 * shipping cost and confirm-order.
 *
 * confirm-order follows `Admin/OrderRepository@confirmOrder`, one order per seller group, minus
 * what the original gets wrong with money and reliability:
 * - every amount is an exact decimal (src/lib/money/decimal.ts) written to `numeric` columns, and
 *   each order's sums follow the widget's `linesTotals` rules, so Σ orders = the checkout summary;
 * - the group shipping of product_base is 0 (no "last line's shipping"); area_base charges the
 *   posted address's city cost once per group (Σ = `user/find/shipping_cost`);
 * - applied coupons go to the orders they belong to (a seller's to its order, the admin's split by
 *   sub_total in exact minor units); the original adds the trx's whole coupon sum again for every
 *   seller group (test/contract/commerce/payment-order.json: two-sellers-coupon and -corrected);
 * - stock is checked for every line before anything is written, so no partial set of orders;
 * - it runs under the cart's trx lock in one transaction and first deletes the trx's unpaid orders,
 *   so repeating it replaces the set of orders instead of adding one.
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import { withTrxLock } from '../lib/trx-lock';
import { attributeOrders } from './affiliate';
import { add, compare, dec, mul, round, sub, toFixedString, ZERO, type Decimal } from './cart-decimal';
import { rowId } from './address';
import { VISIBLE_SQL } from './format';
import {
  cartLines,
  cartPayload,
  deleteUnpaidOrders,
  sessionScope,
  type CartLineWire,
  type CartOwner,
  type CartPayload,
  type LineScope,
} from './cart';
import type { StoreData } from './store';

const on = (v: unknown) => v === 1 || v === '1' || v === true;
const setting = (data: StoreData, key: string, fallback = '') => {
  const v = data.settings[key];
  return v === undefined || v === null ? fallback : String(v);
};
export const feeTypeOf = (data: StoreData) => setting(data, 'shipping_fee_type', 'flat_rate');

// ---------------------------------------------------------------------------------------------
// The cart payload (services/cart.ts builds it; the checkout picks the city for area_base)

export const lineScope = sessionScope;
export { deleteUnpaidOrders };

/** A city's area shipping cost (`cities.cost`), 0 for an unknown or empty id. */
export async function cityCost(db: Queryable, cityId: unknown): Promise<Decimal> {
  const id = rowId(cityId);
  if (id === null) return ZERO;
  const row = (await db.query<{ cost: string }>('SELECT cost::text AS cost FROM cities WHERE id = $1', [id])).rows[0];
  return row ? dec(row.cost) : ZERO;
}

/** «CartPayload» of the owner's session-scoped lines; area_base groups carry the given city's cost. */
export async function checkoutPayload(
  db: Queryable,
  base: string,
  data: StoreData,
  owner: CartOwner,
  scope: LineScope,
  opts: { areaCityId?: unknown } = {},
): Promise<CartPayload> {
  return cartPayload(db, base, data, owner, scope, { areaCityId: rowId(opts.areaCityId) });
}

// ---------------------------------------------------------------------------------------------
// Pickup hubs, the default address's city, find/shipping_cost

export interface PickupHubWire {
  id: number;
  user_id: number | null;
  phone: string | null;
  pick_up_status: number;
  created_at: string;
  updated_at: string;
  address: string;
  name: string;
}

const laravelStamp = (d: Date | string) => new Date(d).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

/** Active hubs (PickupHubRepository@activeHubs), only for a signed-in shopper while `pickup_point` is on. */
export async function pickupHubsFor(db: Queryable, data: StoreData, signedIn: boolean): Promise<PickupHubWire[]> {
  if (!signedIn || !on(data.settings.pickup_point)) return [];
  const rows = (
    await db.query<Omit<PickupHubWire, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string }>(
      'SELECT id, user_id, phone, pick_up_status, created_at, updated_at, address, name FROM pickup_hubs WHERE pick_up_status = 1 ORDER BY id',
    )
  ).rows;
  return rows.map((r) => ({ ...r, created_at: laravelStamp(r.created_at), updated_at: laravelStamp(r.updated_at) }));
}

/** `address_ids.city_id` of an address object (a posted one, or the user's default row). */
export function cityIdOf(address: unknown): unknown {
  if (!address || typeof address !== 'object' || Array.isArray(address)) return null;
  const ids = (address as Record<string, unknown>).address_ids;
  return ids && typeof ids === 'object' ? (ids as Record<string, unknown>).city_id : null;
}

/**
 * `user/find/shipping_cost`: the city's cost once per seller of the lines the checkout shows.
 * (The original counts the sellers of ALL the caller's lines, buy-now ones included; counting the
 * checkout's lines keeps the figure equal to what confirm-order charges.)
 */
export async function areaShippingCost(db: Queryable, base: string, owner: CartOwner, cityId: unknown): Promise<Decimal> {
  const lines = await cartLines(db, base, owner, await lineScope(db, owner));
  const sellers = new Set(lines.map((l) => l.seller_id)).size;
  return mul(await cityCost(db, cityId), sellers);
}

// ---------------------------------------------------------------------------------------------
// The walk-in user

/** The shared "Walk-In Customer" guests' orders belong to (getWalkInCustomer), created on first need. */
export async function walkInUserId(db: Queryable): Promise<number> {
  const find = async () =>
    (await db.query<{ id: number }>("SELECT id FROM users WHERE user_type = 'walk_in' ORDER BY id LIMIT 1")).rows[0]?.id ?? null;
  const found = await find();
  if (found !== null) return found;
  // No password and no e-mail: nobody can sign in as the shared account (the original's is "123456").
  await db.query(
    `INSERT INTO users (first_name, last_name, email, user_type, status) VALUES ('Walk-In', 'Customer', NULL, 'walk_in', 1)
     ON CONFLICT ((user_type)) WHERE user_type = 'walk_in' DO NOTHING`,
  );
  const created = await find();
  if (created === null) throw new Error('walk-in user missing');
  return created;
}

// ---------------------------------------------------------------------------------------------
// confirm-order

/** PHP's message for `$carts->first()->user_id` on an empty collection. */
export const EMPTY_CART_ERROR = 'Attempt to read property "user_id" on null';

/**
 * PHP's message for `$item->product->current_stock` when the line's product is gone (1.6.7
 * OrderRepository@confirmOrder). A product no longer listed (unpublished, awaiting approval)
 * answers the same: the original would write an order for it.
 */
export const UNLISTED_LINE_ERROR = 'Attempt to read property "current_stock" on null';

export interface ConfirmInput {
  owner: CartOwner;
  /** The signed-in shopper's id; null for a guest (orders go to the walk-in user, no coupons). */
  userId: number | null;
  base: string;
  data: StoreData;
  body: Record<string, unknown>;
  /** The affiliate whose link the session followed (sessions.referrer_user_id), or null. */
  referrerUserId?: number | null;
}

export type ConfirmOutcome = { ok: true; trx: string; orderIds: number[] } | { ok: false; error: string };

interface GroupMoney {
  sellerId: number;
  lines: CartLineWire[];
  subTotal: Decimal;
  discount: Decimal;
  tax: Decimal;
  shipping: Decimal;
  coupon: Decimal;
}

/** `total` split over `weights` in the total's minor units (at least cents); the last part takes the remainder. */
export function splitByWeight(total: Decimal, weights: Decimal[]): Decimal[] {
  if (!weights.length) return [];
  const scale = Math.max(2, total.scale);
  const units = round(total, scale).units;
  const wScale = Math.max(0, ...weights.map((w) => w.scale));
  const w = weights.map((x) => (x.units > 0n ? x.units * 10n ** BigInt(wScale - x.scale) : 0n));
  const sum = w.reduce((a, b) => a + b, 0n);
  let given = 0n;
  return w.map((wi, i) => {
    const share = i === w.length - 1 ? units - given : sum > 0n ? (units * wi) / sum : 0n;
    given += share;
    return { units: share, scale };
  });
}

const minDec = (a: Decimal, b: Decimal) => (compare(a, b) <= 0 ? a : b);
const maxZero = (a: Decimal) => (compare(a, ZERO) < 0 ? ZERO : a);
const money = (d: Decimal) => toFixedString(d);

/** The coupons' owners (coupons.user_id), when the coupons table has that column. */
async function couponOwners(db: Queryable, ids: number[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  if (!ids.length) return out;
  const hasColumn = (
    await db.query(
      "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'coupons' AND column_name = 'user_id'",
    )
  ).rows.length;
  if (!hasColumn) return out;
  const rows = (await db.query<{ id: number; user_id: number | null }>('SELECT id, user_id FROM coupons WHERE id = ANY($1::int[])', [ids]))
    .rows;
  for (const r of rows) out.set(r.id, r.user_id);
  return out;
}

/** Each group's coupon discount: seller coupons to their seller, admin coupons split by sub_total. */
async function allotCoupons(db: Queryable, groups: GroupMoney[], payload: CartPayload, data: StoreData, signedIn: boolean): Promise<void> {
  if (!signedIn || !on(data.settings.coupon_system) || !payload.coupons.length) return;
  const owners = await couponOwners(
    db,
    payload.coupons.map((c) => Number(c.coupon_id)),
  );
  const room = (g: GroupMoney) => maxZero(sub(sub(g.subTotal, g.discount), g.coupon));
  for (const coupon of payload.coupons) {
    const amount = maxZero(dec(coupon.discount));
    const owner = owners.get(Number(coupon.coupon_id)) ?? null;
    const own = owner !== null && owner > 1 ? groups.find((g) => g.sellerId === owner) : undefined;
    if (own) {
      own.coupon = add(own.coupon, minDec(amount, room(own)));
      continue;
    }
    // An admin coupon (or a seller's without a group here): over every order, in proportion to sub_total.
    const capped = minDec(amount, add(...groups.map(room)));
    splitByWeight(
      capped,
      groups.map((g) => g.subTotal),
    ).forEach((share, i) => {
      groups[i].coupon = add(groups[i].coupon, share);
    });
  }
}

async function newOrderCode(db: Queryable, prefix: string): Promise<string> {
  for (;;) {
    const code = `${prefix}-${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}${randomInt(0, 10)}`;
    if (!(await db.query('SELECT 1 FROM orders WHERE code = $1', [code])).rows.length) return code;
  }
}

const postedObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

interface LineFacts {
  cart_id: number;
  /** Published and approved: a product taken down after it went into the cart is missing here. */
  listed: boolean;
  product_id: number;
  product_name: string;
  product_stock: number;
  variant_stock: number | null;
  is_refundable: number;
  shipping_type: string | null;
  shipping_fee: string | null;
  depend_on_quantity: number | null;
  /** A product coupon's share of the line (carts.coupon_discount, migration 10), when the column exists. */
  line_coupon: string | null;
}

/** What confirm-order needs beyond the wire line: the product, its stock and shipping rule. */
async function lineFacts(db: Queryable, cartIds: number[]): Promise<Map<number, LineFacts>> {
  const rows = (
    await db.query<LineFacts>(
      `SELECT c.id AS cart_id, (${VISIBLE_SQL}) AS listed, p.id AS product_id, p.product_name, p.current_stock AS product_stock, s.current_stock AS variant_stock,
              p.is_refundable, p.shipping_type, p.shipping_fee::text AS shipping_fee,
              NULLIF(to_jsonb(p)->>'shipping_fee_depend_on_quantity', '')::int AS depend_on_quantity,
              to_jsonb(c)->>'coupon_discount' AS line_coupon
         FROM carts c JOIN products p ON p.id = c.product_id LEFT JOIN product_stocks s ON s.id = c.product_stock_id
        WHERE c.id = ANY($1::int[])`,
      [cartIds],
    )
  ).rows;
  return new Map(rows.map((r) => [r.cart_id, r]));
}

/** The group's shipping: pickup 0; area_base the posted city's cost; else Σ product_base line shipping + the group's. */
function groupShipping(lines: CartLineWire[], groupCost: unknown, feeType: string, pickup: boolean, areaCost: Decimal): Decimal {
  if (pickup) return ZERO;
  if (feeType === 'area_base') return areaCost;
  const lineShipping = feeType === 'product_base' ? add(...lines.map((l) => l.shipping_cost)) : ZERO;
  return add(lineShipping, groupCost);
}

/** `user/confirm-order`. */
export async function confirmOrder(db: Db, input: ConfirmInput): Promise<ConfirmOutcome> {
  const { owner, data, base, body } = input;
  const first = (await cartLines(db, base, owner, await lineScope(db, owner)))[0];
  if (!first) return { ok: false, error: EMPTY_CART_ERROR };
  const trx = first.trx_id;
  const signedIn = input.userId !== null;
  return withTrxLock(trx, () =>
    db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const payload = await checkoutPayload(tx, base, data, owner, await lineScope(tx, owner));
      const lines = payload.carts.filter((l) => l.trx_id === trx);
      if (!lines.length || Array.isArray(payload.checkouts)) return { ok: false, error: EMPTY_CART_ERROR };
      // Earlier unpaid orders of this cart go first (checkoutCoupon): a repeat replaces, never adds.
      await deleteUnpaidOrders(tx, trx);

      // Every line's stock before anything is written (the original commits the groups before the short one).
      const facts = await lineFacts(
        tx,
        lines.map((l) => l.id),
      );
      for (const line of lines) {
        const f = facts.get(line.id);
        if (!f) return { ok: false, error: EMPTY_CART_ERROR };
        // The original reads the line's product (soft-deleted = null) before its stock.
        if (!f.listed) return { ok: false, error: UNLISTED_LINE_ERROR };
        const stock = Math.min(f.product_stock, f.variant_stock ?? f.product_stock);
        if (stock < line.quantity) return { ok: false, error: `${f.product_name} is out of Stock` };
      }

      const feeType = feeTypeOf(data);
      const pickHub = body.pick_hub_id;
      const pickup = !(pickHub === undefined || pickHub === null || pickHub === '' || pickHub === 0 || pickHub === '0');
      let pickupHubId: number | null = null;
      if (pickup) {
        pickupHubId = rowId(pickHub);
        const hub =
          pickupHubId === null
            ? []
            : (await tx.query('SELECT 1 FROM pickup_hubs WHERE id = $1 AND pick_up_status = 1', [pickupHubId])).rows;
        if (!hub.length) return { ok: false, error: 'No query results for model [App\\Models\\PickupHub].' };
      }
      const shippingAddress = postedObject(body.shipping_address);
      const billingAddress = postedObject(body.billing_address);
      // PHP reads $data['shipping_address']['address_ids']['city_id'] for area_base delivery.
      if (!pickup && feeType === 'area_base' && !shippingAddress) return { ok: false, error: 'Undefined array key "shipping_address"' };
      const areaCost = !pickup && feeType === 'area_base' ? await cityCost(tx, cityIdOf(shippingAddress)) : ZERO;

      const groups: GroupMoney[] = Object.values(payload.checkouts).map((g) => {
        const own = lines.filter((l) => l.seller_id === g.seller_id);
        return {
          sellerId: g.seller_id,
          lines: own,
          subTotal: add(...own.map((l) => mul(l.price, l.quantity))),
          discount: add(...own.map((l) => mul(l.discount, l.quantity))),
          tax: add(...own.map((l) => mul(l.tax, l.quantity)), g.tax),
          shipping: groupShipping(own, g.shipping_cost, feeType, pickup, areaCost),
          coupon: ZERO,
        };
      });
      await allotCoupons(tx, groups, payload, data, signedIn);

      const userId = input.userId ?? (await walkInUserId(tx));
      const vatType = setting(data, 'vat_type', 'before_tax');
      const vatAndTaxType = setting(data, 'vat_and_tax_type', 'product_base');
      const afterTaxOrderVat = vatType === 'after_tax' && vatAndTaxType === 'order_base';
      const prefix = setting(data, 'order_prefix', 'YR') || 'YR';
      const couponSystem = data.settings.coupon_system;
      const orderIds: number[] = [];
      for (const g of groups) {
        if (!g.lines.length) continue;
        const off = add(g.discount, g.coupon);
        const totalAmount = afterTaxOrderVat ? sub(g.subTotal, off) : sub(add(g.subTotal, g.tax), off);
        const totalPayable = afterTaxOrderVat ? add(totalAmount, g.tax, g.shipping) : add(totalAmount, g.shipping);
        const order = (
          await tx.query<{ id: number }>(
            `INSERT INTO orders (seller_id, user_id, billing_address, shipping_address, payment_type, sub_total, discount, coupon_discount,
               total_tax, total_amount, shipping_cost, total_payable, code, date, trx_id, status, pickup_hub_id, shipping_method,
               is_coupon_system_active, tax_method)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now(), $14, 0, $15, $16, $17, $18) RETURNING id`,
            [
              g.sellerId,
              userId,
              JSON.stringify(pickup ? [] : (billingAddress ?? [])),
              JSON.stringify(pickup ? [] : (shippingAddress ?? [])),
              body.payment_type === undefined || body.payment_type === null ? '' : String(body.payment_type),
              money(g.subTotal),
              money(g.discount),
              money(g.coupon),
              money(g.tax),
              money(totalAmount),
              money(g.shipping),
              money(totalPayable),
              await newOrderCode(tx, prefix),
              trx,
              pickupHubId,
              feeType,
              couponSystem === undefined || couponSystem === null || couponSystem === '' ? null : Number(couponSystem),
              JSON.stringify({ vat_tax_type: vatAndTaxType, tax_type: vatType }),
            ],
          )
        ).rows[0];
        orderIds.push(order.id);
        for (const line of g.lines) {
          const f = facts.get(line.id)!;
          const lineShipping = compare(line.shipping_cost, ZERO) > 0 && feeType !== 'invoice_base';
          const depends = f.depend_on_quantity === 1 ? 1 : 0;
          const shippingDetail = lineShipping
            ? {
                type: f.shipping_type ?? '',
                depend_on_quantity: depends,
                per_cost: depends ? Number(f.shipping_fee ?? 0) : 0,
                total_cost: line.shipping_cost,
              }
            : { type: '', depend_on_quantity: 0, per_cost: 0, total_cost: 0 };
          await tx.query(
            `INSERT INTO order_details (order_id, product_id, variation, price, tax, discount, coupon_discount, shipping_cost, quantity,
               pickup_hub_id, is_refundable)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [
              order.id,
              f.product_id,
              line.variant ?? '',
              money(dec(line.price)),
              money(dec(line.tax)),
              money(dec(line.discount)),
              JSON.stringify({ code: '', discount: signedIn ? Number(toFixedString(maxZero(dec(f.line_coupon)))) : 0 }),
              JSON.stringify(shippingDetail),
              line.quantity,
              null,
              f.is_refundable,
            ],
          );
        }
      }
      // Attribution and pending commission, in the same transaction as the orders.
      await attributeOrders(tx, orderIds, input.referrerUserId ?? null, input.userId);
      return { ok: true, trx, orderIds };
    }),
  );
}
