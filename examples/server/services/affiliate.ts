/**
 * The affiliate programme. The original (1.6.7) has only the pages and empty tables
 * (test/contract/affiliate/{affiliate-links,affiliate-register}.json): the links list, the counters, attribution, commission,
 * the dashboard and payouts are the reference server's own design, agreed in the affiliate API
 * contract (test/contract/affiliate/*.json). All money is computed in SQL numeric and leaves the
 * database as text, so no float ever touches an amount; it is sent as a JSON number (≤ 2 decimals).
 */
import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import type { UserRow } from '../lib/context';
import { imageUrl } from '../lib/images';
import { withTrxLock } from '../lib/trx-lock';
import { plainPaginator } from '../lib/paginate';
import { discountedUnitPrice } from './discount';
import { VISIBLE_SQL } from './format';
import { eloquentTime } from './shell';

/** The smallest payout an affiliate may ask for, in the default currency. */
export const MINIMUM_PAYOUT = 10;
export const LINKS_PER_PAGE = 10;
export const PAYOUTS_PER_PAGE = 10;
export const DEFAULT_DAYS = 30;
const MIN_DAYS = 7;
const MAX_DAYS = 365;

export const NOT_AFFILIATE = 'You are not an affiliate';
export const OVER_BALANCE = 'The amount is more than your balance';
export const ALREADY_WAITING = 'You already have a payout request waiting';

/** The original's rule: an affiliate is a user whose referral_code is set. */
export const isAffiliate = (user: Pick<UserRow, 'referral_code'> | null | undefined): boolean =>
  typeof user?.referral_code === 'string' && user.referral_code !== '';

/** A numeric column read as text → a JSON number; exact for ≤ 2 decimals. */
const amount = (text: string | null | undefined): number => Number(text ?? 0);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh 10-character [A-Za-z0-9] referral code no user holds yet (the add-on's intent, test/contract/affiliate/affiliate-register.json). */
export async function newReferralCode(db: Queryable): Promise<string> {
  for (;;) {
    let code = '';
    for (let i = 0; i < 10; i++) code += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
    if (!(await db.query('SELECT 1 FROM users WHERE referral_code = $1', [code])).rows.length) return code;
  }
}

/** The affiliate owning a referral code (exact match), or null. */
async function affiliateByCode(db: Queryable, code: string): Promise<number | null> {
  if (!code || code.length > 64) return null;
  const row = (await db.query<{ id: number }>('SELECT id FROM users WHERE referral_code = $1 ORDER BY id LIMIT 1', [code])).rows[0];
  return row?.id ?? null;
}

/**
 * `home/product-details/{slug}?referral_code=X`: one click per session, affiliate and product;
 * never for the affiliate's own session; an unknown code is ignored. The session remembers the
 * affiliate (the last link followed wins), for attribution at checkout.
 */
export async function recordClick(db: Db, input: { sessionId: string; viewerId: number | null; code: string; productId: number }) {
  const affiliateId = await affiliateByCode(db, input.code);
  if (affiliateId === null || affiliateId === input.viewerId) return;
  const key = `${affiliateId}:${input.productId}`;
  await db.transaction(async (tx) => {
    // Lock the session row so two parallel loads of the same link count once.
    const row = (
      await tx.query<{ seen: boolean }>('SELECT affiliate_clicks @> $2::jsonb AS seen FROM sessions WHERE id = $1 FOR UPDATE', [
        input.sessionId,
        JSON.stringify([key]),
      ])
    ).rows[0];
    if (!row) return;
    if (!row.seen) {
      await tx.query('INSERT INTO affiliate_clicks (affiliate_user_id, product_id) VALUES ($1, $2)', [affiliateId, input.productId]);
    }
    await tx.query(
      `UPDATE sessions SET referrer_user_id = $2,
         affiliate_clicks = CASE WHEN $4 THEN affiliate_clicks ELSE affiliate_clicks || $3::jsonb END
       WHERE id = $1`,
      [input.sessionId, affiliateId, JSON.stringify([key]), row.seen],
    );
  });
}

/** The affiliate a session was referred by, or null. */
export async function sessionReferrer(db: Queryable, sessionId: string): Promise<number | null> {
  const row = (await db.query<{ referrer_user_id: number | null }>('SELECT referrer_user_id FROM sessions WHERE id = $1', [sessionId]))
    .rows[0];
  return row?.referrer_user_id ?? null;
}

/**
 * Attributes freshly created orders to the session's referrer (inside confirm-order's
 * transaction): each line whose seller pays commission gets a pending commission row.
 * percent: round((unit price − unit discount) × qty × pct / 100, 2), half-up (numeric round);
 * flat: amount × qty. A buyer never earns on their own orders.
 */
export async function attributeOrders(tx: Queryable, orderIds: number[], referrerId: number | null, buyerId: number | null) {
  if (referrerId === null || referrerId === buyerId || !orderIds.length) return;
  const referrer = (
    await tx.query<{ id: number }>(`SELECT id FROM users WHERE id = $1 AND referral_code IS NOT NULL AND referral_code <> ''`, [referrerId])
  ).rows[0];
  if (!referrer) return;
  await tx.query('UPDATE orders SET affiliate_user_id = $1 WHERE id = ANY($2::int[])', [referrerId, orderIds]);
  await tx.query(
    `INSERT INTO affiliate_commissions (affiliate_user_id, order_id, order_detail_id, product_id, quantity, amount)
     SELECT $1, d.order_id, d.id, d.product_id, d.quantity,
            CASE WHEN s.affiliate_amount_type = 'flat' THEN s.affiliate_amount * d.quantity
                 ELSE round(GREATEST(d.price::numeric - d.discount::numeric, 0) * d.quantity * s.affiliate_amount / 100, 2) END
       FROM order_details d JOIN products p ON p.id = d.product_id JOIN sellers s ON s.id = p.seller_id
      WHERE d.order_id = ANY($2::int[]) AND s.affiliate_amount > 0
      ON CONFLICT (order_detail_id) DO NOTHING`,
    [referrerId, orderIds],
  );
}

/** Delivery credits the order's pending commission; a second delivery finds nothing pending. */
export async function creditOrderCommission(tx: Queryable, orderId: number): Promise<number> {
  const rows = (
    await tx.query(
      `UPDATE affiliate_commissions SET status = 'credited', credited_at = now(), updated_at = now()
        WHERE order_id = $1 AND status = 'pending' RETURNING id`,
      [orderId],
    )
  ).rows;
  return rows.length;
}

/** A cancelled order's pending commission is cancelled (credited commission stays). */
export async function cancelOrderCommission(tx: Queryable, orderId: number): Promise<number> {
  const rows = (
    await tx.query(
      `UPDATE affiliate_commissions SET status = 'cancelled', cancelled_at = now(), updated_at = now()
        WHERE order_id = $1 AND status = 'pending' RETURNING id`,
      [orderId],
    )
  ).rows;
  return rows.length;
}

interface Money {
  total_earned: string;
  pending: string;
  paid_out: string;
  balance: string;
}

/** credited, pending, approved payouts and the balance (credited − pending/approved payouts), as numeric text. */
async function moneyOf(q: Queryable, userId: number): Promise<Money> {
  return (
    await q.query<Money>(
      `WITH c AS (
         SELECT COALESCE(SUM(amount) FILTER (WHERE status = 'credited'), 0) AS credited,
                COALESCE(SUM(amount) FILTER (WHERE status = 'pending'), 0) AS pending
           FROM affiliate_commissions WHERE affiliate_user_id = $1),
       p AS (
         SELECT COALESCE(SUM(amount) FILTER (WHERE status = 'approved'), 0) AS approved,
                COALESCE(SUM(amount) FILTER (WHERE status IN ('pending', 'approved')), 0) AS held
           FROM affiliate_payouts WHERE user_id = $1)
       SELECT c.credited::text AS total_earned, c.pending::text AS pending, p.approved::text AS paid_out,
              (c.credited - p.held)::text AS balance
         FROM c, p`,
      [userId],
    )
  ).rows[0];
}

export async function balanceOf(q: Queryable, userId: number): Promise<number> {
  return amount((await moneyOf(q, userId)).balance);
}

interface LinkRow {
  id: number;
  product_name: string;
  slug: string;
  price: string;
  special_discount: string | null;
  special_discount_type: string | null;
  special_discount_start: Date | null;
  special_discount_end: Date | null;
  affiliate_amount: string;
  affiliate_amount_type: string;
}

/** `user/affiliate-links`: the commission-paying products (10 a page, newest first) and the counters. */
export async function affiliateLinks(db: Queryable, base: string, userId: number, page: number, requestUrl: string) {
  const where = `${VISIBLE_SQL} AND s.affiliate_amount > 0`;
  const total = (
    await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p JOIN sellers s ON s.id = p.seller_id WHERE ${where}`)
  ).rows[0].n;
  const rows = (
    await db.query<LinkRow>(
      `SELECT p.id, p.product_name, p.slug, p.price::text AS price, p.special_discount::text AS special_discount,
              p.special_discount_type, to_jsonb(p)->>'special_discount_start' AS special_discount_start,
              to_jsonb(p)->>'special_discount_end' AS special_discount_end,
              s.affiliate_amount::text AS affiliate_amount, s.affiliate_amount_type
         FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
      [LINKS_PER_PAGE, (page - 1) * LINKS_PER_PAGE],
    )
  ).rows;
  const data = rows.map((r) => {
    // The price a shopper pays now (the catalogue's discount rule); display only, never summed.
    const discounted = discountedUnitPrice(Number(r.price), r);
    return {
      id: r.id,
      product_name: r.product_name,
      slug: r.slug,
      image_40x40: imageUrl(base, 'product', r.id, 40, 40),
      price: discounted > 0 ? discounted : amount(r.price),
      affiliate_amount: amount(r.affiliate_amount),
      affiliate_amount_type: r.affiliate_amount_type === 'flat' ? 'flat' : 'percent',
    };
  });
  const products = plainPaginator(data, total, page, LINKS_PER_PAGE, requestUrl);
  const states = (
    await db.query<{ no_of_click: number; no_of_order_item: number; no_of_delivered: number; no_of_cancel: number }>(
      `SELECT (SELECT count(*)::int FROM affiliate_clicks WHERE affiliate_user_id = $1) AS no_of_click,
              COALESCE(SUM(quantity), 0)::int AS no_of_order_item,
              COALESCE(SUM(quantity) FILTER (WHERE status = 'credited'), 0)::int AS no_of_delivered,
              COALESCE(SUM(quantity) FILTER (WHERE status = 'cancelled'), 0)::int AS no_of_cancel
         FROM affiliate_commissions WHERE affiliate_user_id = $1`,
      [userId],
    )
  ).rows[0];
  return { products, affiliate_states: states, recharges: { next_page_url: products.next_page_url } };
}

/** `days` of the dashboard: 7..365, 30 when absent or not a number. */
export function dashboardDays(raw: string | undefined): number {
  const n = /^\s*\d{1,6}\s*$/.test(raw ?? '') ? Number.parseInt(raw!, 10) : DEFAULT_DAYS;
  return Math.min(MAX_DAYS, Math.max(MIN_DAYS, n));
}

/** `user/affiliate-dashboard`: totals, the daily credited series (UTC days, today last), top products. */
export async function affiliateDashboard(db: Queryable, base: string, userId: number, days: number) {
  const money = await moneyOf(db, userId);
  const series = (
    await db.query<{ date: string; amount: string; orders: number }>(
      `WITH d AS (
         SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date, COALESCE(SUM(c.amount), 0)::text AS amount, count(DISTINCT c.order_id)::int AS orders
         FROM d LEFT JOIN affiliate_commissions c
           ON c.affiliate_user_id = $1 AND c.status = 'credited' AND (c.credited_at AT TIME ZONE 'UTC')::date = d.day
        GROUP BY d.day ORDER BY d.day`,
      [userId, days],
    )
  ).rows;
  const top = (
    await db.query<{ id: number; slug: string; product_name: string; items: number; commission: string }>(
      `SELECT p.id, p.slug, p.product_name, SUM(c.quantity)::int AS items, SUM(c.amount)::text AS commission
         FROM affiliate_commissions c JOIN products p ON p.id = c.product_id
        WHERE c.affiliate_user_id = $1 AND c.status = 'credited'
        GROUP BY p.id ORDER BY SUM(c.amount) DESC, SUM(c.quantity) DESC, p.id LIMIT 5`,
      [userId],
    )
  ).rows;
  return {
    balance: amount(money.balance),
    total_earned: amount(money.total_earned),
    pending: amount(money.pending),
    paid_out: amount(money.paid_out),
    earnings: series.map((r) => ({ date: r.date, amount: amount(r.amount), orders: r.orders })),
    top_products: top.map((r) => ({
      id: r.id,
      slug: r.slug,
      product_name: r.product_name,
      image_40x40: imageUrl(base, 'product', r.id, 40, 40),
      items: r.items,
      commission: amount(r.commission),
    })),
  };
}

interface PayoutRow {
  id: number;
  amount: string;
  method: string;
  account_details: string;
  status: string;
  created_at: Date;
  processed_at: Date | null;
}

const PAYOUT_COLUMNS = 'id, amount::text AS amount, method, account_details, status, created_at, processed_at';

function payoutOut(r: PayoutRow) {
  return {
    id: r.id,
    amount: amount(r.amount),
    method: r.method,
    account_details: r.account_details,
    status: r.status,
    created_at: eloquentTime(r.created_at),
    processed_at: r.processed_at ? eloquentTime(r.processed_at) : null,
  };
}

/** `user/affiliate-payouts`: balance, minimum and the history (10 a page, newest first). */
export async function affiliatePayouts(db: Queryable, userId: number, page: number, requestUrl: string) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM affiliate_payouts WHERE user_id = $1', [userId])).rows[0].n;
  const rows = (
    await db.query<PayoutRow>(
      `SELECT ${PAYOUT_COLUMNS} FROM affiliate_payouts WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, PAYOUTS_PER_PAGE, (page - 1) * PAYOUTS_PER_PAGE],
    )
  ).rows;
  return {
    balance: await balanceOf(db, userId),
    minimum_payout: MINIMUM_PAYOUT,
    payouts: plainPaginator(rows.map(payoutOut), total, page, PAYOUTS_PER_PAGE, requestUrl),
  };
}

export type PayoutOutcome = { ok: true; payout: ReturnType<typeof payoutOut>; balance: number } | { ok: false; error: string };

/**
 * A payout request, after validation. One per affiliate at a time: the per-user queue keeps a
 * double submit in order, the transaction checks and inserts together, and the partial unique
 * index refuses a second pending row whatever happens.
 */
export async function requestPayout(
  db: Db,
  userId: number,
  input: { amount: string | number; method: string; account_details: string },
): Promise<PayoutOutcome> {
  const work = () =>
    db.transaction(async (tx): Promise<PayoutOutcome> => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const waiting = (await tx.query(`SELECT 1 FROM affiliate_payouts WHERE user_id = $1 AND status = 'pending'`, [userId])).rows;
      if (waiting.length) return { ok: false, error: ALREADY_WAITING };
      const rounded = (await tx.query<{ v: string }>('SELECT round($1::numeric, 2)::text AS v', [String(input.amount)])).rows[0].v;
      const money = await moneyOf(tx, userId);
      const over = (await tx.query<{ over: boolean }>('SELECT $1::numeric > $2::numeric AS over', [rounded, money.balance])).rows[0].over;
      if (over) return { ok: false, error: OVER_BALANCE };
      const row = (
        await tx.query<PayoutRow>(
          `INSERT INTO affiliate_payouts (user_id, amount, method, account_details) VALUES ($1, $2::numeric, $3, $4) RETURNING ${PAYOUT_COLUMNS}`,
          [userId, rounded, input.method, input.account_details],
        )
      ).rows[0];
      return { ok: true, payout: payoutOut(row), balance: await balanceOf(tx, userId) };
    });
  return withTrxLock(`affiliate-payout:${userId}`, async () => {
    try {
      return await work();
    } catch (err) {
      // The partial unique index caught a second pending request the queue did not see (another process).
      if ((err as { code?: string }).code === '23505') return { ok: false, error: ALREADY_WAITING };
      throw err;
    }
  });
}

/** The development action: a pending (or already approved) payout becomes approved. */
export async function approvePayout(db: Db, id: number): Promise<ReturnType<typeof payoutOut> | 'missing' | 'rejected'> {
  return db.transaction(async (tx) => {
    const row = (await tx.query<{ status: string }>('SELECT status FROM affiliate_payouts WHERE id = $1 FOR UPDATE', [id])).rows[0];
    if (!row) return 'missing';
    if (row.status === 'rejected') return 'rejected';
    const updated = (
      await tx.query<PayoutRow>(
        `UPDATE affiliate_payouts SET status = 'approved', processed_at = COALESCE(processed_at, now()), updated_at = now()
          WHERE id = $1 RETURNING ${PAYOUT_COLUMNS}`,
        [id],
      )
    ).rows[0];
    return payoutOut(updated);
  });
}
