/**
 * Seeds the seeded shoppers' stored notifications, worded as the original's senders word them
 * (OrderRepository@deliveryStatusChange, WalletRepository, RefundRepository): Jane (id 1) gets 20
 * over the last two months, so `user-notification/all` has a second page at 15 a page, mixed
 * seen/unseen, with `get-invoice/<code>`, `my-wallet` and null urls; Sam (id 2) gets three
 * (ids 1–3), so the ownership scoping can be tested. Runs inside the seed transaction, after users, products
 * and orders (an order's notifications point at its real code).
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';
import { DAY_MS, SEED_EPOCH } from './random';

const HOUR_MS = 3_600_000;
const JANE = 1;
const SAM = 2;

interface Note {
  userId: number;
  at: number;
  title: string;
  details: string | null;
  url: string | null;
  type: 'success' | 'warning' | 'info';
}

interface OrderFact {
  code: string;
  delivery_status: string;
  at: number;
  product: string | null;
}

/** Used when the orders seed has not written Jane's orders: the same seven states, made-up codes. */
function fallbackOrders(): OrderFact[] {
  const states = ['delivered', 'delivered', 'canceled', 'on_the_way', 'confirm', 'pending', 'pending'];
  return states.map((delivery_status, i) => ({
    code: `YR-${String(4_800_000_000 + i * 7_919).padStart(10, '0')}`,
    delivery_status,
    at: SEED_EPOCH - (states.length - i) * 9 * DAY_MS,
    product: null,
  }));
}

async function janesOrders(tx: Queryable): Promise<OrderFact[]> {
  const rows = (
    await tx.query<{ code: string; delivery_status: string; created_at: Date | string; product: string | null }>(
      `SELECT o.code, o.delivery_status, o.created_at,
         (SELECT p.product_name FROM order_details d JOIN products p ON p.id = d.product_id WHERE d.order_id = o.id ORDER BY d.id LIMIT 1) AS product
       FROM orders o WHERE o.user_id = $1 ORDER BY o.id`,
      [JANE],
    )
  ).rows;
  if (!rows.length) return fallbackOrders();
  return rows.map((r) => ({ code: r.code, delivery_status: r.delivery_status, at: new Date(r.created_at).getTime(), product: r.product }));
}

/** The original's order-status message: title "Your order (:code) status is updated", details "… is :delivery_status now." */
function orderUpdate(order: OrderFact, status: string, at: number): Note {
  const title = `Your order (${order.code}) status is updated`;
  return { userId: JANE, at, title, details: `${title} is ${status} now.`, url: `get-invoice/${order.code}`, type: 'success' };
}

function janesNotes(orders: OrderFact[]): Note[] {
  const notes: Note[] = [];
  for (const order of orders) {
    const steps: Array<[string, number]> = [];
    if (['confirm', 'on_the_way', 'delivered'].includes(order.delivery_status)) steps.push(['confirm', 1]);
    if (['on_the_way', 'delivered'].includes(order.delivery_status)) steps.push(['on_the_way', 2]);
    if (order.delivery_status === 'delivered') steps.push(['delivered', 4]);
    if (order.delivery_status === 'canceled') steps.push(['canceled', 1]);
    for (const [status, days] of steps) notes.push(orderUpdate(order, status, order.at + days * DAY_MS + 3 * HOUR_MS));
  }
  const delivered = orders.filter((o) => o.delivery_status === 'delivered');
  for (const [i, order] of delivered.slice(0, 2).entries()) {
    const product = order.product ?? 'your item';
    const verdict = i === 0 ? 'approved' : 'rejected';
    notes.push({
      userId: JANE,
      at: order.at + 7 * DAY_MS + 5 * HOUR_MS,
      title: `Your refund request for ${product} is ${verdict}.`,
      details: '',
      url: `get-invoice/${order.code}`,
      type: i === 0 ? 'success' : 'warning',
    });
  }
  const wallet: Array<[string, number]> = [
    ['Approved', 44],
    ['Rejected', 31],
    ['Approved', 24],
    ['Approved', 6],
  ];
  for (const [verdict, daysAgo] of wallet) {
    notes.push({
      userId: JANE,
      at: SEED_EPOCH - daysAgo * DAY_MS + 2 * HOUR_MS,
      title: `Your Wallet Recharge Request Is ${verdict}.`,
      details: '',
      url: 'my-wallet',
      type: 'success',
    });
  }
  const plain: Array<[string, string | null, number]> = [
    ['Welcome to the store! Your account is ready.', null, 66],
    ['Our spring campaign starts on Monday.', 'Up to 30% off selected brands for one week.', 27],
    ['Your profile was updated.', null, 12],
    ['New arrivals are waiting for you.', null, 1],
  ];
  for (const [title, details, daysAgo] of plain) {
    notes.push({ userId: JANE, at: SEED_EPOCH - daysAgo * DAY_MS + 7 * HOUR_MS, title, details, url: null, type: 'info' });
  }
  return notes.sort((a, b) => a.at - b.at).slice(-20);
}

export async function seedNotifications(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  const jane = janesNotes(await janesOrders(tx));
  // Newest first: the five newest and two older ones (one of them on page 2) are unseen.
  const unseenFromNewest = new Set([0, 1, 2, 3, 4, 9, 17]);
  const rows = jane.map((note, i) => ({ note, unseen: unseenFromNewest.has(jane.length - 1 - i) }));
  const sam: Note[] = [
    {
      userId: SAM,
      at: SEED_EPOCH - 20 * DAY_MS,
      title: 'Your Wallet Recharge Request Is Approved.',
      details: '',
      url: 'my-wallet',
      type: 'success',
    },
    { userId: SAM, at: SEED_EPOCH - 3 * DAY_MS, title: 'Our spring campaign starts on Monday.', details: null, url: null, type: 'info' },
    { userId: SAM, at: SEED_EPOCH - DAY_MS, title: 'New arrivals are waiting for you.', details: null, url: null, type: 'info' },
  ];
  // Sam's first (ids 1–3, which the contract fixtures use for "someone else's row"), then Jane's;
  // oldest first per shopper, so ids grow with time as they would in the original.
  rows.unshift(...sam.map((note, i) => ({ note, unseen: i > 0 })));
  for (const { note, unseen } of rows) {
    const at = new Date(note.at);
    await tx.query(
      `INSERT INTO notifications (user_id, title, details, url, message_type, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [note.userId, note.title, note.details, note.url, note.type, unseen ? 'unseen' : 'seen', at],
    );
  }
}
