/** The wallet's calls (test/contract/loyalty/{wallet-data,wallet-history,recharge-wallet}.json); lazy, with the wallet feature. */
import type { Http } from '../../lib/http/client';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';
import type { Currency } from '../../types/shop';

/** An offline payment method (PosOfflineMethodResource, test/contract/account/country-list.json, test/contract/commerce/user-address-checkout.json): `instructions` is the shop's HTML. */
export interface WalletOfflineMethod {
  id: number;
  name: string;
  image: string;
  instructions: string;
}

/** One «WalletRow» (test/contract/loyalty/wallet-history.json) as the history table shows it. `amount` is in the base currency, as sent. */
export interface WalletRow {
  id: number;
  date: string;
  source: string;
  paymentMethod: string;
  amount: string;
  type: 'income' | 'expense' | string;
  status: 'pending' | 'approved' | 'rejected' | string;
  /** The order a payment or refund row belongs to; null for recharges and conversions. */
  orderId: number | null;
  /** `created_at` as sent (ISO): the rows one payment wrote share it (wallet-history-entries.ts). */
  createdAt: string;
}

/** One page of `user/wallet-history` (plain paginator), as the paging kit reads it. */
export type WalletPage = PageOf<WalletRow>;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const whole = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

function toRow(raw: unknown): WalletRow | null {
  if (!raw || typeof raw !== 'object') return null;
  const row = raw as Record<string, unknown>;
  const id = whole(row.id, -1);
  if (id < 1) return null;
  return {
    id,
    date: text(row.recharge_date),
    source: text(row.source),
    paymentMethod: text(row.payment_method),
    amount: text(row.amount) || '0',
    type: text(row.type),
    status: text(row.status),
    orderId: whole(row.order_id, 0) > 0 ? whole(row.order_id, 0) : null,
    createdAt: text(row.created_at),
  };
}

/** A plain (P) paginator of wallet rows, as `wallet-history` and `recharge-wallet` send it under `recharges`. */
function toPage(paginator: unknown): WalletPage {
  const read = readPage(paginator, 'wallet rows', (row: unknown): row is object => !!row && typeof row === 'object');
  return { ...read, items: read.items.map(toRow).filter((row): row is WalletRow => row !== null) };
}

/** What `user/wallet-data` offers: the offline methods, and the INR and XOF rows Razorpay and Kkiapay charge in. */
export interface WalletMethods {
  offline: WalletOfflineMethod[];
  indianCurrency: Currency | null;
  xof: Currency | null;
}

const currencyRow = (v: unknown): Currency | null =>
  v && typeof v === 'object' && !Array.isArray(v) && 'exchange_rate' in v ? (v as Currency) : null;

/** `GET user/wallet-data` (test/contract/loyalty/wallet-data.json); its Jazz Cash fields serve a method we do not offer. */
export async function fetchWalletData(http: Http): Promise<WalletMethods> {
  const { data } = await http.get('user/wallet-data');
  const answer = expectKeys<{ offline_methods: unknown; indian_currency?: unknown; xof?: unknown }>(data, ['offline_methods']);
  const list = Array.isArray(answer.offline_methods) ? (answer.offline_methods as unknown[]) : [];
  const offline = list.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const m = raw as Record<string, unknown>;
    const id = whole(m.id, -1);
    const name = text(m.name);
    return id > 0 && name ? [{ id, name, image: text(m.image), instructions: text(m.instructions) }] : [];
  });
  return { offline, indianCurrency: currencyRow(answer.indian_currency), xof: currencyRow(answer.xof) };
}

/** `GET user/wallet-history?page=` (test/contract/loyalty/wallet-history.json). Its `balance` key (approved recharges only) is not the balance: ignored. */
export async function fetchWalletHistory(http: Http, page = 1): Promise<WalletPage> {
  const { data } = await http.get('user/wallet-history', { params: { page } });
  const answer = expectKeys<{ recharges: unknown }>(data, ['recharges']);
  return toPage(answer.recharges);
}

/** What an offline recharge sends (test/contract/loyalty/recharge-wallet.json): the amount as typed, in the active currency. */
export interface OfflineRechargeBody {
  id: number;
  file: File | null;
  payment_type: string;
  amount: string;
}

/** `POST user/recharge-wallet` (multipart, as the original's FormData); the answer carries page 1 of the history. */
export async function rechargeWallet(http: Http, body: OfflineRechargeBody): Promise<{ success: string; page: WalletPage }> {
  const form = new FormData();
  form.set('id', String(body.id));
  if (body.file) form.set('file', body.file);
  else form.set('file', '');
  form.set('payment_type', body.payment_type);
  form.set('amount', body.amount);
  const { data } = await http.post('user/recharge-wallet', form);
  const answer = expectKeys<{ success: unknown; recharges: unknown }>(data, ['success', 'recharges']);
  return { success: text(answer.success), page: toPage(answer.recharges) };
}

/**
 * After an in-page provider approved a recharge: its fields as JSON to `user/recharge-wallet`, with
 * the amount as typed (active currency), as 1.6.7's paypal.vue and paystack.vue post it
 * (test/contract/loyalty/recharge-wallet.json, the sdk-* cases). The answer carries page 1 of the history.
 */
export async function rechargeThroughProvider(
  http: Http,
  body: Record<string, unknown>,
  amount: string,
): Promise<{ success: string; page: WalletPage }> {
  const { data } = await http.post('user/recharge-wallet', { ...body, amount });
  const answer = expectKeys<{ success: unknown; recharges: unknown }>(data, ['success', 'recharges']);
  return { success: text(answer.success), page: toPage(answer.recharges) };
}
