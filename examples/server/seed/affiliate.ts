/**
 * The affiliate programme's demo data. Deterministic for a given day: the history is
 * placed relative to today (UTC midnight), like the campaigns, so the dashboard's last 30 days
 * always have a chart to show.
 *
 * - Commission on two sellers in three: percent (5, 7.5, 10) or flat per item (1.25, 2, 0.5);
 *   the third pays none (its products are not in the links list).
 * - `plain@example.com` (930, password123): a customer WITHOUT a referral code, i.e. not an
 *   affiliate (every other seeded account has one).
 * - `affiliate-buyer@example.com` (931): the shopper whose orders came through Jane's links.
 * - Jane (customer@example.com, id 1) as an affiliate: clicks over the last 30 days, orders
 *   attributed to her (delivered → credited, one cancelled, two still pending), one approved and
 *   one rejected payout. second@example.com is an affiliate who has earned nothing.
 */
import type { Queryable } from '../db/types';
import { hashPassword } from '../lib/password';
import { attributeOrders } from '../services/affiliate';
import type { AccountSeedContext } from './account-context';
import { createRng, DAY_MS } from './random';

const AFFILIATE_ID = 1;
const PLAIN_ID = 930;
const BUYER_ID = 931;
const PERCENTS = ['5', '7.5', '10'];
const FLATS = ['1.25', '2', '0.5'];

/** [days ago, what became of it]: credited orders were delivered two days later. */
const HISTORY: Array<[number, 'credited' | 'cancelled' | 'pending']> = [
  [29, 'credited'],
  [25, 'credited'],
  [23, 'credited'],
  [21, 'cancelled'],
  [18, 'credited'],
  [14, 'credited'],
  [11, 'credited'],
  [7, 'credited'],
  [5, 'credited'],
  [3, 'credited'],
  [2, 'pending'],
  [1, 'pending'],
];

export async function seedAffiliate(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const rng = createRng(ctx.seed ^ 0xaff1);
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * DAY_MS + hour * 3_600_000);

  const sellers = (await tx.query<{ id: number }>('SELECT id FROM sellers ORDER BY id')).rows;
  for (const [i, s] of sellers.entries()) {
    if (i % 3 === 2) continue;
    const percent = i % 3 === 0;
    const list = percent ? PERCENTS : FLATS;
    await tx.query('UPDATE sellers SET affiliate_amount = $2::numeric, affiliate_amount_type = $3 WHERE id = $1', [
      s.id,
      list[Math.floor(i / 3) % list.length],
      percent ? 'percent' : 'flat',
    ]);
  }

  for (const [id, first, last, email] of [
    [PLAIN_ID, 'Paula', 'Plain', 'plain@example.com'],
    [BUYER_ID, 'Pat', 'Buyer', 'affiliate-buyer@example.com'],
  ] as const) {
    await tx.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, user_type, referral_code, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'customer', NULL, 1, '2025-01-15T10:00:00Z')`,
      [id, first, last, email, await hashPassword('password123', rng.hex(16))],
    );
  }
  await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))`);

  // Products whose seller pays commission, with the seller's user id (orders.seller_id).
  const eligible = (
    await tx.query<{ id: number; price: string; seller_id: number; seller_user_id: number | null }>(
      `SELECT p.id, p.price::text AS price, p.seller_id, s.user_id AS seller_user_id
         FROM products p JOIN sellers s ON s.id = p.seller_id
        WHERE s.affiliate_amount > 0 AND p.status = 'published' AND p.is_approved = 1 AND p.is_digital = 0
        ORDER BY p.id`,
    )
  ).rows;
  if (!eligible.length) return;

  for (let n = 0; n < 118; n++) {
    const p = rng.pick(eligible);
    await tx.query('INSERT INTO affiliate_clicks (affiliate_user_id, product_id, created_at) VALUES ($1, $2, $3)', [
      AFFILIATE_ID,
      p.id,
      at(rng.int(0, 29), rng.int(0, 23)),
    ]);
  }

  for (const [i, [daysAgo, fate]] of HISTORY.entries()) {
    const first = rng.pick(eligible);
    const sameShop = eligible.filter((p) => p.seller_id === first.seller_id && p.id !== first.id);
    const lines = [first, ...(sameShop.length && rng.chance(0.4) ? [rng.pick(sameShop)] : [])].map((p) => ({ ...p, qty: rng.int(1, 3) }));
    const when = at(daysAgo, 10);
    const subTotal = (
      await tx.query<{ v: string }>(
        'SELECT COALESCE(SUM(price * qty), 0)::text AS v FROM unnest($1::numeric[], $2::int[]) AS t(price, qty)',
        [lines.map((l) => l.price), lines.map((l) => l.qty)],
      )
    ).rows[0].v;
    const delivery = fate === 'credited' ? 'delivered' : fate === 'cancelled' ? 'canceled' : 'pending';
    const order = (
      await tx.query<{ id: number }>(
        `INSERT INTO orders (seller_id, user_id, delivery_status, payment_type, payment_status, sub_total, total_amount, shipping_cost,
           total_payable, code, date, trx_id, status, shipping_method, is_coupon_system_active, tax_method, created_at, updated_at)
         VALUES ($1, $2, $3, 'cash_on_delivery', $4, $5::numeric, $5::numeric, 5, $5::numeric + 5, $6, $7::timestamptz, $8, 1, 'flat_rate', 1,
                 '{"vat_tax_type":"product_base","tax_type":"before_tax"}', $7::timestamptz, $7::timestamptz) RETURNING id`,
        [
          first.seller_user_id ?? 1,
          BUYER_ID,
          delivery,
          fate === 'credited' ? 'paid' : 'unpaid',
          subTotal,
          `YR-${String(5_100_000_000 + i * 7_919).padStart(10, '0')}`,
          when,
          `affiliate-seed-${i}`,
        ],
      )
    ).rows[0];
    for (const l of lines) {
      await tx.query(
        `INSERT INTO order_details (order_id, product_id, price, quantity, created_at, updated_at) VALUES ($1, $2, $3::numeric, $4, $5, $5)`,
        [order.id, l.id, l.price, l.qty, when],
      );
    }
    // The live attribution code computes the commission, so the seed cannot disagree with it.
    await attributeOrders(tx, [order.id], AFFILIATE_ID, BUYER_ID);
    await tx.query(
      `UPDATE affiliate_commissions SET status = $2::text, created_at = $3::timestamptz, updated_at = COALESCE($4::timestamptz, $3::timestamptz),
              credited_at = CASE WHEN $2::text = 'credited' THEN $4::timestamptz END,
              cancelled_at = CASE WHEN $2::text = 'cancelled' THEN $4::timestamptz END
        WHERE order_id = $1`,
      [order.id, fate, when, fate === 'pending' ? null : at(Math.max(0, daysAgo - 2), 15)],
    );
  }

  for (const [amount, method, details, status, daysAgo] of [
    ['25', 'bank', 'IBAN DE89 3704 0044 0532 0130 00', 'approved', 24],
    ['15', 'paypal', 'customer@example.com', 'rejected', 12],
  ] as const) {
    await tx.query(
      `INSERT INTO affiliate_payouts (user_id, amount, method, account_details, status, processed_at, created_at, updated_at)
       VALUES ($1, $2::numeric, $3, $4, $5, $6, $7, $6)`,
      [AFFILIATE_ID, amount, method, details, status, at(daysAgo - 2, 14), at(daysAgo, 9)],
    );
  }
}
