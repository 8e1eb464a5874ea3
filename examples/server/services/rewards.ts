/**
 * The reward add-on (test/contract/loyalty/{reward-history,convert-reward}.json, 1.6.7 app/Http/Controllers/Admin/Addons/RewardSystemController.php: an empty class).
 *
 * - Points are awarded when an order is delivered: for every line of a product with reward > 0,
 *   one RewardDetail (reward × qty) and `rewards.rewards` += the sum. Each order line is awarded
 *   once (reward_details.order_detail_id is unique), however often delivery is reported.
 * - Conversion: amount (base currency) = reward ÷ settings.reward_convert_rate, rounded DOWN to two
 *   decimals, computed here (the body's `amount` is ignored). In one transaction, with the user's
 *   Reward row locked: rewards -= reward, last_converted = now, users.balance += amount, and an
 *   approved `reward_point_convert` income row. The original's repository has no checks; ours
 *   refuse with the texts below.
 */
import type { Db, Queryable } from '../db/types';
import { creditOrderCommission } from './affiliate';
import { dbDateTime, defaultImage, dMY, laravelDate } from './format';
import { addOns } from './shell';
import type { StoreData } from './store';

export const REWARD_TEXTS = {
  converted: 'Reward points converted to wallet balance',
  unavailable: 'Reward points cannot be converted at the moment',
  walletOff: 'The wallet is not available',
  notWhole: 'Enter a whole number of reward points, at least 1',
  notEnough: 'You do not have enough reward points',
  tooSmall: 'Too few points: the amount would be less than 0.01',
} as const;

const on = (v: unknown) => v === 1 || v === '1' || v === true;

export function rewardAddOnOn(data: StoreData): boolean {
  return addOns(data).includes('reward');
}

/** settings.reward_convert_rate as a positive decimal string, or null when unset / not positive. */
export function convertRate(data: StoreData): string | null {
  const raw = String(data.settings.reward_convert_rate ?? '').trim();
  return /^\d+(\.\d+)?$/.test(raw) && Number(raw) > 0 ? raw : null;
}

interface RewardRow {
  id: number;
  user_id: number;
  rewards: number;
  last_converted: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** SUM(reward_details.reward) as text, null when there are no details. */
  earned: string | null;
}

const REWARD_SELECT = `SELECT r.id, r.user_id, r.rewards, r.last_converted, r.created_at, r.updated_at,
  (SELECT SUM(d.reward)::text FROM reward_details d WHERE d.reward_id = r.id) AS earned FROM rewards r`;

/** The date part like PHP's 'd M Y H:i:s'. */
function dMYHis(d: Date | string | null): string {
  const t = d === null ? new Date() : new Date(d);
  return `${dMY(t)} ${t.toISOString().slice(11, 19)}`;
}

/**
 * The raw Reward model: columns + appends (`last_conversion`: last_converted formatted, NOW when
 * null as Carbon::parse(null) gives; `reward_sum`: a numeric string, 0 with no details). check-auth
 * adds `reward_details_sum_reward` (withSum: the string or null) before the appends.
 */
export function rewardOut(r: RewardRow, opts: { withSum?: boolean } = {}): Record<string, unknown> {
  return {
    id: r.id,
    user_id: r.user_id,
    rewards: Number(r.rewards),
    last_converted: dbDateTime(r.last_converted),
    created_at: laravelDate(r.created_at),
    updated_at: laravelDate(r.updated_at),
    ...(opts.withSum ? { reward_details_sum_reward: r.earned } : {}),
    last_conversion: dMYHis(r.last_converted),
    reward_sum: r.earned ?? 0,
  };
}

export async function rewardOf(db: Queryable, userId: number): Promise<RewardRow | null> {
  return (await db.query<RewardRow>(`${REWARD_SELECT} WHERE r.user_id = $1`, [userId])).rows[0] ?? null;
}

/** One page of the user's reward details (10 per page, id order), with the product as `product:id` gives it. */
export async function rewardDetailsPage(db: Queryable, base: string, rewardId: number, page: number, perPage: number) {
  const total = Number(
    (await db.query<{ n: string }>('SELECT count(*)::text AS n FROM reward_details WHERE reward_id = $1', [rewardId])).rows[0].n,
  );
  const rows = (
    await db.query<{
      id: number;
      reward_id: number;
      product_id: number | null;
      product_qty: number;
      reward: number;
      created_at: Date;
      updated_at: Date;
      product_name: string | null;
    }>(
      `SELECT d.id, d.reward_id, d.product_id, d.product_qty, d.reward, d.created_at, d.updated_at, p.product_name
         FROM reward_details d LEFT JOIN products p ON p.id = d.product_id
        WHERE d.reward_id = $1 ORDER BY d.id LIMIT $2 OFFSET $3`,
      [rewardId, perPage, (page - 1) * perPage],
    )
  ).rows;
  const data = rows.map((d) => ({
    id: d.id,
    reward_id: d.reward_id,
    product_id: d.product_id,
    product_qty: d.product_qty,
    reward: d.reward,
    created_at: laravelDate(d.created_at),
    updated_at: laravelDate(d.updated_at),
    product:
      d.product_id === null
        ? null
        : {
            id: d.product_id,
            image_190x230: defaultImage(base, 'product', 190, 230),
            image_40x40: defaultImage(base, 'product', 40, 40),
            image_72x72: defaultImage(base, 'product', 72, 72),
            image_110x122: defaultImage(base, 'product', 110, 122),
            special_discount_check: 0,
            discount_percentage: 0,
            product_name: d.product_name ?? '',
          },
  }));
  return { data, total };
}

/**
 * Awards an order's points (once per order line). Returns the points added now (0 when the order
 * was already awarded or has no rewarding product).
 */
export async function awardOrderPoints(tx: Queryable, orderId: number, at?: Date): Promise<number> {
  const order = (await tx.query<{ user_id: number }>('SELECT user_id FROM orders WHERE id = $1', [orderId])).rows[0];
  if (!order) return 0;
  const lines = await tx.query(
    `SELECT 1 FROM order_details d JOIN products p ON p.id = d.product_id WHERE d.order_id = $1 AND p.reward > 0 LIMIT 1`,
    [orderId],
  );
  if (!lines.rows.length) return 0;
  const when = at ?? new Date();
  const reward = (
    await tx.query<{ id: number }>(
      `INSERT INTO rewards (user_id, rewards, created_at, updated_at) VALUES ($1, 0, $2, $2)
       ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id`,
      [order.user_id, when],
    )
  ).rows[0];
  const added = await tx.query<{ reward: number }>(
    `INSERT INTO reward_details (reward_id, product_id, order_id, order_detail_id, product_qty, reward, created_at, updated_at)
     SELECT $1, d.product_id, d.order_id, d.id, d.quantity, p.reward * d.quantity, $3, $3
       FROM order_details d JOIN products p ON p.id = d.product_id
      WHERE d.order_id = $2 AND p.reward > 0
      ORDER BY d.id
     ON CONFLICT (order_detail_id) DO NOTHING RETURNING reward`,
    [reward.id, orderId, when],
  );
  const sum = added.rows.reduce((s, r) => s + Number(r.reward), 0);
  if (sum > 0) await tx.query('UPDATE rewards SET rewards = rewards + $2, updated_at = $3 WHERE id = $1', [reward.id, sum, when]);
  return sum;
}

export type ConvertResult = { ok: true; reward: Record<string, unknown> } | { ok: false; error: string };

/** Parses the posted points: a whole number ≥ 1 (a number or an integer string), else null. */
export function pointsOf(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number.parseInt(text, 10);
  return n >= 1 ? n : null;
}

/** Converts points to wallet credit for the user (see the header). */
export async function convertReward(db: Db, data: StoreData, userId: number, rawReward: unknown): Promise<ConvertResult> {
  const rate = convertRate(data);
  if (!rewardAddOnOn(data) || !rate) return { ok: false, error: REWARD_TEXTS.unavailable };
  if (!on(data.settings.wallet_system)) return { ok: false, error: REWARD_TEXTS.walletOff };
  const points = pointsOf(rawReward);
  if (points === null) return { ok: false, error: REWARD_TEXTS.notWhole };
  return db.transaction(async (tx) => {
    const locked = (
      await tx.query<{ id: number; rewards: number }>('SELECT id, rewards FROM rewards WHERE user_id = $1 FOR UPDATE', [userId])
    ).rows[0];
    if (!locked || locked.rewards < points) return { ok: false, error: REWARD_TEXTS.notEnough } as const;
    const amount = (await tx.query<{ a: string }>('SELECT trunc($1::numeric / $2::numeric, 2)::text AS a', [points, rate])).rows[0].a;
    if (Number(amount) <= 0) return { ok: false, error: REWARD_TEXTS.tooSmall } as const;
    await tx.query('UPDATE rewards SET rewards = rewards - $2, last_converted = now(), updated_at = now() WHERE id = $1', [
      locked.id,
      points,
    ]);
    await tx.query('UPDATE users SET balance = balance + $2::numeric WHERE id = $1', [userId, amount]);
    await tx.query(
      `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image)
       VALUES ($1, NULL, $2::numeric, 'reward_point_convert', 'income', 'system_automated', '{"type":"system_automated"}', 'approved', '')`,
      [userId, amount],
    );
    const row = (await tx.query<RewardRow>(`${REWARD_SELECT} WHERE r.id = $1`, [locked.id])).rows[0];
    return { ok: true, reward: rewardOut(row) } as const;
  });
}

/** The account's wallet balance as it is now (after a conversion credited it). */
export async function currentBalance(db: Queryable, userId: number): Promise<number> {
  return Number(
    (await db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE id = $1', [userId])).rows[0].balance,
  );
}

/**
 * The development delivery: the order becomes delivered with its `order_delivered_event` (once),
 * its affiliate commission is credited and its points awarded; the points, or null for no such order.
 */
export async function deliverOrder(db: Db, orderId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const order = (await tx.query<{ delivery_status: string }>('SELECT delivery_status FROM orders WHERE id = $1 FOR UPDATE', [orderId]))
      .rows[0];
    if (!order) return null;
    if (order.delivery_status !== 'delivered') {
      await tx.query(`UPDATE orders SET delivery_status = 'delivered', updated_at = now() WHERE id = $1`, [orderId]);
      await tx.query(`INSERT INTO delivery_histories (order_id, event) VALUES ($1, 'order_delivered_event')`, [orderId]);
    }
    // Only pending commission rows change, so a second delivery credits nothing again.
    await creditOrderCommission(tx, orderId);
    return awardOrderPoints(tx, orderId);
  });
}
