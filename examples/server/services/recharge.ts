/**
 * Wallet recharges (test/contract/loyalty/{wallet-history,wallet-data,recharge-wallet}.json, 1.6.7 app/Http/Controllers/Site/UserController.php:208-241): the recharge form's data, the
 * history, offline recharges with a proof, card-gateway recharges and their approval.
 *
 * - Amounts typed by the shopper are in the ACTIVE currency; the server divides by that currency's
 *   exchange rate in SQL numeric, rounded half up to 2 decimals, and stores base-currency amounts.
 * - Every recharge is a pending `income` row (`offline_recharge` or `wallet_recharge`); the
 *   balance changes only on approval (the development action stands in for the admin), which adds
 *   the amount to `users.balance` once and notifies the shopper (stored + pushed).
 */
import type { AppDeps } from '../lib/context';
import { imageUrl } from '../lib/images';
import type { Db, Queryable } from '../db/types';
import { laravelDate } from './format';
import { notifyUser, type ChannelMode } from './notify';
import { readUpload, uploadStoreFor, type UploadRule } from './profile-uploads';
import { addOns } from './shell';
import type { RealtimeLike } from '../lib/context';
import type { StoreData } from './store';

export const RECHARGE_SUCCESS = 'Recharge Successful';
/** The original's approval notification (WalletRepository@walletApproveRequest). */
export const RECHARGE_APPROVED = 'Your Wallet Recharge Request Is Approved.';
export const HISTORY_PER_PAGE = 15;

/** Offline proof: a picture or a PDF, up to 5 MB (as the order payment proof). */
export const PROOF_RULE: UploadRule = { kinds: ['jpeg', 'png', 'webp', 'pdf'], maxKb: 5120 };

interface OfflineMethodRow {
  id: number;
  name: string;
  type: string;
  image: string | null;
  instructions: string;
}

/** PosOfflineMethodResource: {id, name, image (URL or the default), instructions}. */
export function offlineMethodOut(m: OfflineMethodRow, base: string) {
  return {
    id: m.id,
    name: m.name,
    image: m.image ? `${base}/${m.image}` : imageUrl(base, 'logo', m.id, 105, 75),
    instructions: m.instructions,
  };
}

export async function offlineMethods(db: Queryable, data: StoreData): Promise<OfflineMethodRow[]> {
  if (!addOns(data).includes('offline_payment')) return [];
  return (await db.query<OfflineMethodRow>('SELECT id, name, type, image, instructions FROM offline_methods WHERE status = 1 ORDER BY id'))
    .rows;
}

// ---------------------------------------------------------------- history

interface WalletDbRow {
  id: number;
  user_id: number;
  order_id: number | null;
  amount: string;
  source: string;
  type: string;
  payment_method: string | null;
  payment_details: unknown;
  status: string;
  transaction_id: string | null;
  image: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** PHP's 'd M Y H:i:s' (UTC, the app's time zone). */
function rechargeDate(d: Date | string): string {
  const t = new Date(d);
  return `${String(t.getUTCDate()).padStart(2, '0')} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()} ${t.toISOString().slice(11, 19)}`;
}

/** The raw Wallet model (casts: payment_details and image; append recharge_date). */
export function walletRowOut(w: WalletDbRow) {
  return {
    id: w.id,
    user_id: w.user_id,
    order_id: w.order_id,
    amount: Number(w.amount),
    source: w.source,
    type: w.type,
    payment_method: w.payment_method,
    payment_details: w.payment_details ?? [],
    status: w.status,
    transaction_id: w.transaction_id,
    image: w.image ?? '',
    created_at: laravelDate(w.created_at),
    updated_at: laravelDate(w.updated_at),
    recharge_date: rechargeDate(w.created_at),
  };
}

/** One page of the user's wallet rows, newest first (latest(): created_at desc; id breaks ties). */
export async function walletHistoryPage(db: Queryable, userId: number, page: number) {
  const total = Number((await db.query<{ n: string }>('SELECT count(*)::text AS n FROM wallets WHERE user_id = $1', [userId])).rows[0].n);
  const rows = (
    await db.query<WalletDbRow>(
      `SELECT id, user_id, order_id, amount::text AS amount, source, type, payment_method, payment_details, status, transaction_id, image,
              created_at, updated_at
         FROM wallets WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, HISTORY_PER_PAGE, (page - 1) * HISTORY_PER_PAGE],
    )
  ).rows;
  return { data: rows.map(walletRowOut), total };
}

/** userBalance(): SUM of approved wallet_recharge incomes, a numeric string, or 0 with none (the quirk). */
export async function approvedRechargeSum(db: Queryable, userId: number): Promise<string | number> {
  const sum = (
    await db.query<{ s: string | null }>(
      `SELECT SUM(amount)::text AS s FROM wallets WHERE user_id = $1 AND source = 'wallet_recharge' AND type = 'income' AND status = 'approved'`,
      [userId],
    )
  ).rows[0].s;
  return sum === null ? 0 : trimZeros(sum);
}

/** `125.00` → `125`, `12.50` → `12.5` (as MySQL's double SUM prints). */
function trimZeros(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

/** User::getLastRechargeAttribute: the latest approved wallet_recharge income's amount, else 0. */
export async function lastRecharge(db: Queryable, userId: number): Promise<number> {
  const row = (
    await db.query<{ amount: string }>(
      `SELECT amount::text AS amount FROM wallets WHERE user_id = $1 AND source = 'wallet_recharge' AND type = 'income' AND status = 'approved'
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    )
  ).rows[0];
  return row ? Number(row.amount) : 0;
}

// ---------------------------------------------------------------- amounts

/**
 * A typed amount in the active currency → the base-currency amount (numeric text, 2 decimals, half
 * up), or null when it is not a positive number or rounds to 0.
 */
export async function toBaseAmount(db: Queryable, raw: unknown, rate: number | string | null | undefined): Promise<string | null> {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}(\.\d{1,6})?$/.test(text)) return null;
  const r = String(rate ?? 1);
  const rateText = /^\d+(\.\d+)?(e[-+]?\d+)?$/i.test(r) && Number(r) > 0 ? r : '1';
  const out = (await db.query<{ a: string }>('SELECT round($1::numeric / $2::numeric, 2)::text AS a', [text, rateText])).rows[0].a;
  return Number(out) > 0 ? out : null;
}

// ---------------------------------------------------------------- offline recharge

/** An offline recharge that passed validation/wallet.ts's rules. */
export interface OfflineRecharge {
  method: OfflineMethodRow;
  /** In the base currency. */
  amount: string;
  /** The proof. */
  file: unknown;
  paymentType: unknown;
}

/** Stores the proof (private) and writes the pending `offline_recharge` income; returns its payment details. */
export async function offlineRecharge(deps: AppDeps, base: string, userId: number, recharge: OfflineRecharge) {
  const { method, amount } = recharge;
  const proof = await readUpload(recharge.file);
  if (!proof) throw new Error('offlineRecharge: no validated proof');
  const path = await uploadStoreFor(deps, deps.config.dataDir).put('private', proof);
  const out = offlineMethodOut(method, base);
  const details = { name: out.name, image: out.image, type: method.type };
  const paymentType = typeof recharge.paymentType === 'string' && recharge.paymentType.trim() ? recharge.paymentType.trim() : method.type;
  await deps.db.query(
    `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image)
     VALUES ($1, NULL, $2::numeric, 'offline_recharge', 'income', $3, $4::jsonb, 'pending', $5)`,
    [userId, amount, paymentType.slice(0, 100), JSON.stringify(details), path],
  );
  return details;
}

// ---------------------------------------------------------------- card gateway recharge

/** A pending gateway recharge once the test gateway approved it (still pending until an admin approves). */
export async function recordGatewayRecharge(
  db: Queryable,
  userId: number,
  amount: string,
  details: Record<string, unknown>,
  method = 'stripe',
  /** The provider's reference (the original stores a posted `transaction_id`); else the card session's id. */
  transactionId: string | null = null,
) {
  await db.query(
    `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image, transaction_id)
     VALUES ($1, NULL, $2::numeric, 'wallet_recharge', 'income', $5, $3::jsonb, 'pending', '', $4)`,
    [userId, amount, JSON.stringify(details), transactionId ?? (String(details.session_id ?? '') || null), method],
  );
}

// ---------------------------------------------------------------- approval (development action)

export type ApproveResult = { ok: true; userId: number; amount: string; already: boolean } | { ok: false };

/**
 * Approves a pending (or rejected) recharge: status approved and users.balance += amount, once (the
 * row is claimed in the same statement), then the shopper's notification. An approved row is left
 * as it is. Only recharge rows (`wallet_recharge`, `offline_recharge` incomes) can be approved.
 */
export async function approveRecharge(
  db: Db,
  id: number,
  push: { pusher: RealtimeLike | null | undefined; mode: ChannelMode },
): Promise<ApproveResult> {
  const done = await db.transaction(async (tx) => {
    const row = (
      await tx.query<{ user_id: number; amount: string; status: string }>(
        `SELECT user_id, amount::text AS amount, status FROM wallets
          WHERE id = $1 AND type = 'income' AND source IN ('wallet_recharge', 'offline_recharge') FOR UPDATE`,
        [id],
      )
    ).rows[0];
    if (!row) return null;
    if (row.status === 'approved') return { userId: row.user_id, amount: row.amount, already: true };
    await tx.query(`UPDATE wallets SET status = 'approved', updated_at = now() WHERE id = $1`, [id]);
    await tx.query('UPDATE users SET balance = balance + $2::numeric WHERE id = $1', [row.user_id, row.amount]);
    return { userId: row.user_id, amount: row.amount, already: false };
  });
  if (!done) return { ok: false };
  if (!done.already)
    await notifyUser(db, { userId: done.userId, message: RECHARGE_APPROVED, type: 'success', details: '', url: 'my-wallet' }, push);
  return { ok: true, ...done };
}

/** The development page's list: the latest recharges of every shopper, pending first. */
export async function recentRecharges(db: Queryable) {
  return (
    await db.query<{
      id: number;
      email: string | null;
      amount: string;
      source: string;
      payment_method: string | null;
      status: string;
      created_at: Date;
    }>(
      `SELECT w.id, u.email, w.amount::text AS amount, w.source, w.payment_method, w.status, w.created_at
         FROM wallets w JOIN users u ON u.id = w.user_id
        WHERE w.type = 'income' AND w.source IN ('wallet_recharge', 'offline_recharge')
        ORDER BY (w.status = 'pending') DESC, w.created_at DESC, w.id DESC LIMIT 50`,
    )
  ).rows;
}
