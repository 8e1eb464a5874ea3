/**
 * The wallet history as the shopper reads it: one entry per thing that happened to the balance.
 *
 * A wallet payment is not one row on the backend. For every order it paid (one per seller), the
 * original writes three expense rows in the same request (test/contract/loyalty/wallet-history.json,
 * case wallet-payment-two-sellers; 1.6.7 app/Repositories/Admin/Addon/WalletRepository.php
 * insertPayment and app/Repositories/Admin/OrderRepository.php completeOrder):
 * `order_total_amount` and `order_shipping_cost` each take their amount from the balance, and
 * `order_created` records the order's total payable without taking anything. Listed one by one they
 * add up to about twice what the balance lost, so the rows of one payment become one entry whose
 * amount is what was taken, with the rows, order by order, as its parts.
 *
 * Every other row (recharges, refunds, reward conversions) stays an entry of its own.
 */
import { add, toFixedString } from '../../lib/money/decimal';
import type { WalletRow } from './wallet-api';

/** The sources that take money from the balance when a wallet payment is made. */
const TAKEN_FROM_BALANCE = new Set(['order_total_amount', 'order_shipping_cost']);
/** The record of the order's total payable that goes with them (the balance is untouched). */
const ORDER_RECORD = 'order_created';

/**
 * How far apart the rows of one payment may be. The original writes them in one request, with
 * second-precision timestamps, so a slow request can straddle a second or two.
 */
const SAME_PAYMENT_MS = 10_000;

export interface WalletPaymentPart {
  id: number;
  source: string;
  amount: string;
}

/** One order of a wallet payment: its total payable (the `order_created` row) and what was taken for it. */
export interface WalletPaymentOrder {
  orderId: number;
  placed: string | null;
  taken: WalletPaymentPart[];
}

export type WalletEntry =
  | { kind: 'row'; key: string; row: WalletRow }
  | {
      kind: 'payment';
      key: string;
      date: string;
      paymentMethod: string;
      status: string;
      /** What the balance lost: the sum of the rows that took from it. */
      debit: string;
      orders: WalletPaymentOrder[];
    };

const isPaymentRow = (row: WalletRow): boolean =>
  row.type === 'expense' && row.orderId !== null && (TAKEN_FROM_BALANCE.has(row.source) || row.source === ORDER_RECORD);

function timeOf(row: WalletRow): number | null {
  const ms = Date.parse(row.createdAt);
  return Number.isFinite(ms) ? ms : null;
}

/** Whether `row` was written by the same payment as `previous` (its neighbour in the list). */
function samePayment(previous: WalletRow, row: WalletRow): boolean {
  const a = timeOf(previous);
  const b = timeOf(row);
  if (a === null || b === null) return previous.date !== '' && previous.date === row.date;
  return Math.abs(a - b) <= SAME_PAYMENT_MS;
}

function paymentEntry(rows: WalletRow[]): WalletEntry[] {
  const orders: WalletPaymentOrder[] = [];
  for (const row of rows) {
    let order = orders.find((o) => o.orderId === row.orderId);
    if (!order) {
      order = { orderId: row.orderId!, placed: null, taken: [] };
      orders.push(order);
    }
    if (row.source === ORDER_RECORD) order.placed = row.amount;
    else order.taken.push({ id: row.id, source: row.source, amount: row.amount });
  }
  const taken = orders.flatMap((o) => o.taken);
  // Only a record and nothing taken: not a payment this widget knows how to sum, so shown as sent.
  if (taken.length === 0) return rows.map((row) => ({ kind: 'row', key: `row-${row.id}`, row }));
  const first = rows[0];
  // Parts in the order they were written (the list is newest first).
  for (const order of orders) order.taken.sort((a, b) => a.id - b.id);
  return [
    {
      kind: 'payment',
      key: `payment-${first.id}`,
      date: first.date,
      paymentMethod: first.paymentMethod,
      status: first.status,
      debit: toFixedString(add(...taken.map((part) => part.amount))),
      orders: orders.sort((a, b) => a.orderId - b.orderId),
    },
  ];
}

/**
 * The entries of the loaded rows (newest first). With `morePages`, a payment at the very end of the
 * list is held back: its other rows may be on the next page, and a partial sum would be wrong.
 */
export function walletEntries(rows: readonly WalletRow[], morePages: boolean): WalletEntry[] {
  const entries: WalletEntry[] = [];
  let run: WalletRow[] = [];
  const flush = () => {
    if (run.length) entries.push(...paymentEntry(run));
    run = [];
  };
  for (const row of rows) {
    if (!isPaymentRow(row)) {
      flush();
      entries.push({ kind: 'row', key: `row-${row.id}`, row });
      continue;
    }
    if (run.length && !samePayment(run[run.length - 1], row)) flush();
    run.push(row);
  }
  if (run.length && morePages) return entries;
  flush();
  return entries;
}
