/**
 * Carts, answered in the original's «CartPayload» shape (test/contract/commerce/{cart-list,add-to-cart,cart-update,cart-delete}.json):
 * `{carts: [CartLine], checkouts: {<seller id>: SellerGroup} | [], coupons: []}`.
 *
 * Ownership: a guest's lines belong to the session's walk-in trx (user_id NULL), a signed-in
 * user's lines to the user (trx = users.cart_trx); a guest cart merges into the user's on login.
 * Buy-now lines are flagged; while a caller has one, the session-scoped lists (cart/list) show only
 * it, as the original does while session('is_buy_now') is set.
 *
 * Line money follows the original: `price` is the undiscounted unit price (the variant's stock
 * price), `discount` the per-unit discount amount (services/discount.ts), `tax` per unit (product
 * VAT) and `shipping_cost` the line total (product fee). Every sum is exact (services/cart-decimal.ts):
 * the widget's totals (src/lib/money/commerce-totals.ts) and confirm-order's orders agree to the digit.
 */
import type { Db, Queryable } from '../db/types';
import type { RequestScope, SessionRow, UserRow } from '../lib/context';
import { imageUrl } from '../lib/images';
import { newTrxId, updateSession } from '../lib/session';
import { add, compare, dec, mul, sub, toFixedString, ZERO, type Decimal } from './cart-decimal';
import { cartUnitDiscount, type DiscountFields } from './discount';
import { refreshAppliedCoupons, type AppliedCouponMoney } from './coupons';
import { VISIBLE_SQL } from './format';
import type { StoreData } from './store';

const isOn = (v: unknown) => v === 1 || v === '1' || v === true;

/** Whose cart: a user (by id) or a guest (by walk-in trx). */
export interface CartOwner {
  userId: number | null;
  trx: string | null;
}

export interface CartLineWire {
  id: number;
  seller_id: number;
  product_name: string;
  product_slug: string;
  image_72x72: string;
  image_40x40: string;
  sku: string;
  discount: number;
  price: number;
  quantity: number;
  trx_id: string;
  shipping_cost: number;
  tax: number;
  current_stock: number;
  min_quantity: number;
  is_digital_product: number;
  variant: string;
  is_buy_now: boolean;
}

export interface SellerGroupWire {
  id: '';
  seller_id: number;
  name: string | null;
  image: string | null;
  code: '';
  is_applied: 0;
  discount: 0;
  shipping_cost: string | number;
  tax: number;
}

export interface AppliedCouponWire {
  coupon_id: number;
  title: string;
  status: number;
  discount_type: string;
  discount: number;
  coupon_discount: number;
}

export interface CartPayload {
  carts: CartLineWire[];
  /** `[]` (a JSON array) when there are no lines, as the original sends it. */
  checkouts: Record<string, SellerGroupWire> | [];
  coupons: AppliedCouponWire[];
}

/** The current owner; `create` allocates a trx id when there is none yet. */
export async function cartOwner(c: RequestScope, create = false): Promise<CartOwner> {
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

function ownerWhere(owner: CartOwner, alias = 'c'): { sql: string; param: unknown } {
  return owner.userId
    ? { sql: `${alias}.user_id = $1`, param: owner.userId }
    : { sql: `${alias}.user_id IS NULL AND ${alias}.trx_id = $1`, param: owner.trx };
}

interface LineRow {
  id: number;
  seller_id: number;
  product_id: number;
  quantity: number;
  trx_id: string;
  variant: string | null;
  is_buy_now: number;
  stock_price: string | number | null;
  stock_sku: string | null;
  stock_current: number | null;
  /** The product row as JSON, so the discount window columns are read whether or not a migration added them yet. */
  product: Record<string, unknown>;
}

export type LineScope = 'regular' | 'buy-now';

/** A cart line with what the totals and coupons need beyond the wire shape. */
export interface CartLineFull {
  wire: CartLineWire;
  productId: number;
  /** A product coupon's share of the line (a line total), set by the coupon pass. */
  couponDiscount: Decimal;
}

/** The setting values the cart's money reads (store settings, overrides applied). */
type Settings = Record<string, unknown>;

/** The owner's lines of one scope, oldest first, with their exact money. */
export async function cartLinesFull(
  db: Queryable,
  base: string,
  owner: CartOwner,
  scope: LineScope = 'regular',
  settings: Settings = {},
): Promise<CartLineFull[]> {
  if (!owner.userId && !owner.trx) return [];
  const w = ownerWhere(owner);
  const rows = (
    await db.query<LineRow>(
      `SELECT c.id, c.seller_id, c.product_id, c.quantity, c.trx_id, c.variant, c.is_buy_now,
            s.price AS stock_price, s.sku AS stock_sku, s.current_stock AS stock_current, to_jsonb(p) AS product
       FROM carts c JOIN products p ON p.id = c.product_id LEFT JOIN product_stocks s ON s.id = c.product_stock_id
      WHERE ${w.sql} AND c.is_buy_now = $2 ORDER BY c.id`,
      [w.param, scope === 'buy-now' ? 1 : 0],
    )
  ).rows;
  return rows.map((r) => ({ wire: lineOut(r, base, settings), productId: r.product_id, couponDiscount: ZERO }));
}

/**
 * The owner's lines of one scope, oldest first. Pass the store's settings: without them a line's
 * `tax` and `shipping_cost` (product-based VAT and fees) are 0.
 */
export async function cartLines(
  db: Queryable,
  base: string,
  owner: CartOwner,
  scope: LineScope = 'regular',
  settings: Settings = {},
): Promise<CartLineWire[]> {
  return (await cartLinesFull(db, base, owner, scope, settings)).map((l) => l.wire);
}

const num = (v: unknown, fallback = 0) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
};

/** An exact amount as the JSON number the original's doubles are. */
export const amountOut = (d: Decimal): number => Number(toFixedString(d));

function discountFields(p: Record<string, unknown>): DiscountFields {
  return {
    special_discount: (p.special_discount as number | string | null) ?? null,
    special_discount_type: (p.special_discount_type as string | null) ?? null,
    special_discount_start: (p.special_discount_start as string | null) ?? null,
    special_discount_end: (p.special_discount_end as string | null) ?? null,
  };
}

/**
 * CartRepository@addToCart's per-line money (test/contract/commerce/add-to-cart.json): `tax` per unit = price × VAT% / 100 with
 * product-based VAT; `shipping_cost` = the product's flat fee (× quantity when it depends on it)
 * with product-based shipping; both 0 otherwise. Computed from the current price and quantity on
 * every read, so a quantity change never leaves a stale fee behind.
 */
function lineOut(r: LineRow, base: string, settings: Settings): CartLineWire {
  const p = r.product;
  const price = num(r.stock_price ?? p.price);
  const tax = settings.vat_and_tax_type === 'product_base' ? mul(mul(price, p.vat_percentage ?? 0), '0.01') : ZERO;
  const productShipping = settings.shipping_fee_type === 'product_base' && (p.shipping_type ?? 'flat_rate') === 'flat_rate';
  const fee = dec(p.shipping_fee ?? 0);
  const shipping = productShipping ? (num(p.shipping_fee_depend_on_quantity) ? mul(fee, r.quantity) : fee) : ZERO;
  return {
    id: r.id,
    seller_id: r.seller_id,
    product_name: String(p.product_name ?? ''),
    product_slug: String(p.slug ?? ''),
    image_72x72: imageUrl(base, 'product', r.product_id, 72, 72),
    image_40x40: imageUrl(base, 'product', r.product_id, 40, 40),
    // The sku of the stock row named like the variant; a simple product's one stock row is the product itself.
    sku: r.stock_sku ?? (r.variant ? null : (p.sku as string | null)) ?? '',
    discount: cartUnitDiscount(price, discountFields(p)),
    price,
    quantity: r.quantity,
    trx_id: r.trx_id,
    shipping_cost: amountOut(shipping),
    tax: amountOut(tax),
    current_stock: num(r.stock_current ?? p.current_stock),
    min_quantity: num(p.minimum_order_quantity, 1),
    is_digital_product: num(p.is_digital),
    variant: r.variant ?? '',
    is_buy_now: r.is_buy_now === 1,
  };
}

/** One seller group's exact money (the wire carries the same values). */
export interface GroupMoney {
  shipping: Decimal;
  tax: Decimal;
}

export interface CartBuildOptions {
  /**
   * Area-based shipping: the city whose `cost` every group carries (the original does this only
   * on `user/address`, for the default shipping address). Absent or null: 0, as on every other route.
   */
  areaCityId?: number | null;
}

/** Σ price × qty and Σ (price − discount) × qty of some lines. */
export function linesSums(lines: CartLineFull[]): { subTotal: Decimal; net: Decimal } {
  let subTotal = ZERO;
  let net = ZERO;
  for (const { wire } of lines) {
    subTotal = add(subTotal, mul(wire.price, wire.quantity));
    net = add(net, mul(sub(wire.price, wire.discount), wire.quantity));
  }
  return { subTotal, net };
}

interface InvoiceTier {
  min_amount: unknown;
  max_amount: unknown;
  fee: unknown;
}

/**
 * Seller groups keyed by the line's seller (user) id (test/contract/commerce/cart-list.json). In-house lines (no seller profile)
 * have null name and image. `shipping_cost` by fee type: flat_rate → the setting as stored (a
 * string); invoice_base → the tier of `invoice_based_shipping_fee` (the original's setting: a list
 * of {min_amount, max_amount, fee}) holding the group's Σ price × qty, else
 * `shipping_fee_default_rate` (0 when no tiers are set); area_base → the asked city's cost, else 0;
 * product_base → 0 (the original's "last line's shipping" here, with order-based VAT, is a bug
 * that charges it twice: not reproduced). `tax` with order-based VAT: the formula of 1.6.7 app/Traits/HomePage.php (cartList).
 */
export async function checkoutGroups(
  db: Queryable,
  lines: CartLineFull[],
  data: StoreData,
  base: string,
  opts: CartBuildOptions = {},
): Promise<{ checkouts: CartPayload['checkouts']; money: Map<number, GroupMoney> }> {
  const money = new Map<number, GroupMoney>();
  if (!lines.length) return { checkouts: [], money };
  const s = data.settings;
  const feeType = String(s.shipping_fee_type ?? 'flat_rate');
  const bySeller = new Map<number, CartLineFull[]>();
  for (const l of lines) bySeller.set(l.wire.seller_id, [...(bySeller.get(l.wire.seller_id) ?? []), l]);

  let common: { wire: string | number; exact: Decimal } = { wire: 0, exact: ZERO };
  if (feeType === 'flat_rate') {
    const flat = s.shipping_fee_flat_rate === undefined || s.shipping_fee_flat_rate === null ? '0' : String(s.shipping_fee_flat_rate);
    common = { wire: flat, exact: dec(flat) };
  } else if (feeType === 'area_base' && opts.areaCityId) {
    const city = (await db.query<{ cost: string }>('SELECT cost::text AS cost FROM cities WHERE id = $1', [opts.areaCityId])).rows[0];
    common = { wire: city ? num(city.cost) : 0, exact: dec(city ? city.cost : 0) };
  }
  const tiers = Array.isArray(s.invoice_based_shipping_fee) ? (s.invoice_based_shipping_fee as InvoiceTier[]) : [];
  const orderVat = s.vat_and_tax_type === 'order_base' && num(s.order_wise_tax_percentage) !== 0;

  const out: Record<string, SellerGroupWire> = {};
  for (const [sellerId, group] of bySeller) {
    let shipping = common;
    if (feeType === 'invoice_base') {
      const { subTotal } = linesSums(group);
      const tier = tiers.find((t) => compare(t.min_amount, subTotal) <= 0 && compare(t.max_amount, subTotal) >= 0);
      const fee = tier ? tier.fee : tiers.length ? (s.shipping_fee_default_rate ?? 0) : 0;
      shipping = { wire: num(fee), exact: dec(fee) };
    }
    let tax = ZERO;
    if (orderVat) {
      let taxable = ZERO;
      for (const l of group) {
        const { price, quantity, discount } = l.wire;
        if (s.vat_type === 'before_tax') {
          taxable = add(taxable, mul(price, quantity));
        } else {
          // The original's $shipping_cost here: the group's value, or the line's for product_base.
          const perUnitShipping = feeType === 'product_base' ? l.wire.shipping_cost : feeType === 'invoice_base' ? 0 : shipping.exact;
          taxable = add(
            taxable,
            sub(add(mul(price, quantity), mul(perUnitShipping, quantity)), add(mul(discount, quantity), l.couponDiscount)),
          );
        }
      }
      tax = mul(mul(taxable, s.order_wise_tax_percentage), '0.01');
    }
    const seller = data.sellers.find((x) => x.user_id === sellerId);
    money.set(sellerId, { shipping: shipping.exact, tax });
    out[sellerId] = {
      id: '',
      seller_id: sellerId,
      name: seller?.shop_name ?? null,
      image: seller ? imageUrl(base, 'shop', seller.id, 72, 72) : null,
      code: '',
      is_applied: 0,
      discount: 0,
      shipping_cost: shipping.wire,
      tax: amountOut(tax),
    };
  }
  return { checkouts: out, money };
}

/** «CartPayload» for a list of lines, without coupons or area costs (kept for older callers: prefer cartPayload). */
export async function payloadFor(db: Queryable, lines: CartLineFull[], data: StoreData, base: string): Promise<CartPayload> {
  return { carts: lines.map((l) => l.wire), checkouts: (await checkoutGroups(db, lines, data, base)).checkouts, coupons: [] };
}

/** Everything a cart read computes, exact: the wire payload, plus what confirm-order needs. */
export interface CartBuild {
  payload: CartPayload;
  lines: CartLineFull[];
  groups: Map<number, GroupMoney>;
  coupons: AppliedCouponMoney[];
}

/**
 * The single «CartPayload» builder of cart/list, addToCart, cart/update, cart/delete, apply_coupon,
 * coupon-delete and user/address: the scope's lines, their seller groups and the trx's applied
 * coupons (recomputed from the lines, test/contract/commerce/cart-list.json; only with coupon_system == 1).
 */
export async function buildCart(
  db: Queryable,
  base: string,
  data: StoreData,
  owner: CartOwner,
  scope: LineScope,
  opts: CartBuildOptions = {},
): Promise<CartBuild> {
  const lines = await cartLinesFull(db, base, owner, scope, data.settings);
  const coupons = lines.length && isOn(data.settings.coupon_system) ? await refreshAppliedCoupons(db, lines[0].wire.trx_id, lines) : [];
  const { checkouts, money } = await checkoutGroups(db, lines, data, base, opts);
  return {
    payload: {
      carts: lines.map((l) => l.wire),
      checkouts,
      coupons: coupons.map((c) => ({
        coupon_id: c.couponId,
        title: c.title,
        status: c.status,
        discount_type: c.discountType,
        discount: amountOut(c.amount),
        coupon_discount: c.nominal,
      })),
    },
    lines,
    groups: money,
    coupons,
  };
}

export async function cartPayload(
  db: Queryable,
  base: string,
  data: StoreData,
  owner: CartOwner,
  scope: LineScope,
  opts: CartBuildOptions = {},
): Promise<CartPayload> {
  return (await buildCart(db, base, data, owner, scope, opts)).payload;
}

/** Which lines the caller's session-scoped reads use: the pending buy-now line, else the regular ones. */
export async function sessionScope(db: Queryable, owner: CartOwner): Promise<LineScope> {
  return (await hasBuyNow(db, owner)) ? 'buy-now' : 'regular';
}

/**
 * As the original (1.6.7 app/Repositories/Site/CartRepository.php:681-686), reading the cart (cart/list, user/address) deletes the trx's unpaid orders
 * (status 0) and their lines; going back from payment throws away what confirm-order created.
 * Run it inside withTrxLock(trx) so it cannot interleave with confirm-order or complete-order.
 */
export async function deleteUnpaidOrders(db: Queryable, trx: string): Promise<void> {
  await db.query('DELETE FROM order_details WHERE order_id IN (SELECT id FROM orders WHERE trx_id = $1 AND status = 0)', [trx]);
  await db.query('DELETE FROM orders WHERE trx_id = $1 AND status = 0', [trx]);
}

/**
 * CartRepository@all's guest purge, narrowed: the original deletes EVERY cart row older than two
 * days, signed-in customers' included, whenever a guest reads a cart. Only guests' walk-in lines
 * older than two days go here; customers' carts are never touched by someone else's read.
 */
export async function purgeStaleGuestLines(db: Queryable): Promise<void> {
  await db.query("DELETE FROM carts WHERE user_id IS NULL AND created_at < now() - interval '2 days'");
}

/** Whether the owner has a pending buy-now line (our stand-in for session('is_buy_now')). */
export async function hasBuyNow(db: Queryable, owner: CartOwner): Promise<boolean> {
  if (!owner.userId && !owner.trx) return false;
  const w = ownerWhere(owner, 'carts');
  return (await db.query(`SELECT 1 FROM carts WHERE ${w.sql} AND is_buy_now = 1 LIMIT 1`, [w.param])).rows.length > 0;
}

export async function dropBuyNow(db: Queryable, owner: CartOwner): Promise<void> {
  if (!owner.userId && !owner.trx) return;
  const w = ownerWhere(owner, 'carts');
  await db.query(`DELETE FROM carts WHERE ${w.sql} AND is_buy_now = 1`, [w.param]);
}

export interface AddToCartInput {
  owner: CartOwner;
  productId: number;
  quantity: number;
  /** `product_stock.variant_ids` of the chosen variant ('' for none). */
  variantIds: string;
  /** `product_stock.name` of the chosen variant ('' for none). */
  variantName: string;
  isBuyNow: boolean;
}

export type AddToCartResult = { ok: true } | { ok: false; error: string };

interface ProductForCart {
  id: number;
  seller_id: number;
  current_stock: number;
  minimum_order_quantity: number;
  is_digital: number;
}
interface StockForCart {
  id: number;
  name: string;
  variant_ids: string;
  current_stock: number;
}

/** Inserts one cart line (a variant's name and key, or "" for a simple product). */
async function insertLine(
  tx: Queryable,
  line: {
    owner: AddToCartInput['owner'];
    trx: string | null;
    product: ProductForCart;
    stock: StockForCart | null;
    quantity: number;
    isBuyNow: boolean;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO carts (user_id, trx_id, product_id, seller_id, product_stock_id, variant, variant_ids, quantity, is_buy_now)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      line.owner.userId,
      line.trx,
      line.product.id,
      line.product.seller_id,
      line.stock?.id ?? null,
      line.stock?.name ?? '',
      line.stock?.variant_ids ?? '',
      line.quantity,
      line.isBuyNow ? 1 : 0,
    ],
  );
}

/**
 * CartRepository@addToCart, minus the original's bugs that would corrupt a cart (merging buy-now
 * into regular lines, merging different variants): the minimum-quantity check (non-digital
 * products), then stock (the matching variant row, else the product's first stock row, and the
 * product's own stock), then merge into the same product+variant line or insert.
 */
export async function addToCart(db: Db, input: AddToCartInput): Promise<AddToCartResult> {
  // Stock is read in the same transaction that writes the line, so the check and the write see one
  // state of the product: a sale or a stock change committed in between cannot slip past the check.
  return db.transaction((tx) => addToCartIn(tx, input));
}

async function addToCartIn(tx: Queryable, input: AddToCartInput): Promise<AddToCartResult> {
  // A line's seller_id is the seller's *user* id, 1 (the admin) for in-house products, as Cart.seller_id is.
  // Only a listed product (published and approved): the original finds any product by id (1.6.7
  // ProductRepository@get), so a draft or one awaiting approval could be bought; here it is missing.
  const product = (
    await tx.query<ProductForCart>(
      `SELECT p.id, COALESCE(s.user_id, 1) AS seller_id, p.current_stock, p.minimum_order_quantity, p.is_digital
       FROM products p LEFT JOIN sellers s ON s.id = p.seller_id WHERE p.id = $1 AND ${VISIBLE_SQL}`,
      [input.productId],
    )
  ).rows[0];
  // The original dereferences the missing product and returns PHP's message.
  if (!product) return { ok: false, error: 'Attempt to read property "is_digital" on null' };
  if (!product.is_digital && product.minimum_order_quantity > input.quantity) {
    return { ok: false, error: `Please order minimum of ${product.minimum_order_quantity} products` };
  }
  const stocks = (
    await tx.query<StockForCart>('SELECT id, name, variant_ids, current_stock FROM product_stocks WHERE product_id = $1 ORDER BY id', [
      product.id,
    ])
  ).rows;
  const stock =
    stocks.find((s) => s.variant_ids === input.variantIds && (!input.variantName || s.name === input.variantName)) ??
    stocks.find((s) => input.variantIds !== '' && s.variant_ids === input.variantIds) ??
    stocks[0] ??
    null;
  const capacity = Math.min(stock ? stock.current_stock : product.current_stock, product.current_stock);
  const outOfStock: AddToCartResult = { ok: false, error: 'Product is out of stock' };
  // Only a digital product gets here without a quantity: add nothing (the original would store a 0-quantity line).
  if (input.quantity < 1) return { ok: true };
  if (capacity < input.quantity) return outOfStock;

  const { owner } = input;
  const w = ownerWhere(owner, 'carts');
  // Every add replaces the caller's pending buy-now line, as the original's deleteBuyNow does.
  await tx.query(`DELETE FROM carts WHERE ${w.sql} AND is_buy_now = 1`, [w.param]);
  if (input.isBuyNow) {
    // A signed-in buyer gets a trx of its own; a guest's stays the walk-in trx.
    await insertLine(tx, { owner, trx: owner.userId ? newTrxId() : owner.trx, product, stock, quantity: input.quantity, isBuyNow: true });
    return { ok: true };
  }
  const existing = (
    await tx.query<{ id: number; quantity: number }>(
      `SELECT id, quantity FROM carts WHERE ${w.sql} AND product_id = $2 AND product_stock_id IS NOT DISTINCT FROM $3 AND is_buy_now = 0`,
      [w.param, product.id, stock?.id ?? null],
    )
  ).rows[0];
  if (existing) {
    if (existing.quantity + input.quantity > capacity) return outOfStock;
    await tx.query('UPDATE carts SET quantity = $1 WHERE id = $2', [existing.quantity + input.quantity, existing.id]);
  } else {
    await insertLine(tx, { owner, trx: owner.trx, product, stock, quantity: input.quantity, isBuyNow: false });
  }
  return { ok: true };
}

/** A line of the owner's cart with what quantity changes need (null when it is not theirs). */
export async function ownLine(db: Queryable, owner: CartOwner, id: number) {
  if (!owner.userId && !owner.trx) return null;
  const w = ownerWhere(owner);
  return (
    (
      await db.query<{ id: number; quantity: number; minimum_order_quantity: number; cap: number }>(
        `SELECT c.id, c.quantity, p.minimum_order_quantity, LEAST(COALESCE(s.current_stock, p.current_stock), p.current_stock) AS cap
       FROM carts c JOIN products p ON p.id = c.product_id LEFT JOIN product_stocks s ON s.id = c.product_stock_id
      WHERE ${w.sql} AND c.id = $2`,
        [w.param, id],
      )
    ).rows[0] ?? null
  );
}

/** Moves a guest's walk-in lines into the user's cart (summing duplicates, capped at stock). */
export async function mergeGuestCart(db: Db, session: SessionRow, user: UserRow): Promise<void> {
  if (!session.walk_in_trx) return;
  if (!user.cart_trx) {
    user.cart_trx = newTrxId();
    await db.query('UPDATE users SET cart_trx = $1 WHERE id = $2', [user.cart_trx, user.id]);
  }
  const trx = session.walk_in_trx;
  const userTrx = user.cart_trx;
  await db.transaction(async (tx) => {
    const guest = (
      await tx.query<{ id: number; product_id: number; product_stock_id: number | null; quantity: number; is_buy_now: number }>(
        'SELECT id, product_id, product_stock_id, quantity, is_buy_now FROM carts WHERE user_id IS NULL AND trx_id = $1 ORDER BY id',
        [trx],
      )
    ).rows;
    for (const g of guest) {
      if (g.is_buy_now) {
        await tx.query('DELETE FROM carts WHERE id = $1', [g.id]);
        continue;
      }
      const existing = (
        await tx.query<{ id: number; quantity: number; cap: number }>(
          `SELECT c.id, c.quantity, COALESCE(s.current_stock, p.current_stock) AS cap FROM carts c JOIN products p ON p.id = c.product_id
           LEFT JOIN product_stocks s ON s.id = c.product_stock_id
          WHERE c.user_id = $1 AND c.product_id = $2 AND c.product_stock_id IS NOT DISTINCT FROM $3 AND c.is_buy_now = 0`,
          [user.id, g.product_id, g.product_stock_id],
        )
      ).rows[0];
      if (existing) {
        await tx.query('UPDATE carts SET quantity = $1 WHERE id = $2', [
          Math.min(existing.cap, existing.quantity + g.quantity),
          existing.id,
        ]);
        await tx.query('DELETE FROM carts WHERE id = $1', [g.id]);
      } else {
        await tx.query('UPDATE carts SET user_id = $1, trx_id = $2 WHERE id = $3', [user.id, userTrx, g.id]);
      }
    }
    await tx.query('UPDATE sessions SET walk_in_trx = NULL WHERE id = $1', [session.id]);
  });
  session.walk_in_trx = null;
}

/** cart/update: the line's new quantity. */
export async function setLineQuantity(db: Queryable, lineId: number, quantity: number): Promise<void> {
  await db.query('UPDATE carts SET quantity = $1 WHERE id = $2', [quantity, lineId]);
}

/** cart/delete: the line is gone. */
export async function deleteLine(db: Queryable, lineId: number): Promise<void> {
  await db.query('DELETE FROM carts WHERE id = $1', [lineId]);
}
