/**
 * Wallet recharges and rewards of the seeded shoppers (test/contract/loyalty/{wallet-history,reward-history,wallet-data}.json). Runs after
 * the order, payment and digital seeds.
 *
 * - Rewards: every delivered order of Jane (id 1) is awarded its points as the delivery action
 *   does (services/rewards.ts); the first line's product of each gets a reward when it had none, so
 *   she always has points. buyer@example.com (903) has points from earlier purchases (reward
 *   details without orders here, so his order history stays empty for the browser tests), enough
 *   for two history pages. second@example.com has no Reward row.
 * - Jane's wallet history gets what her wallet-paid orders wrote (three expense rows each), the
 *   approved top-ups that paid for them (so her balance, 125 from the payments seed, still adds
 *   up), a pending card recharge, a pending and a rejected offline recharge: more than one page.
 * - Settings (seed/content.ts turns wallet_system and coupon_system on): reward_convert_rate is kept
 *   when positive, else set to 100.
 */
import type { Queryable } from '../db/types';
import { awardOrderPoints } from '../services/rewards';
import type { AccountSeedContext } from './account-context';
import { DAY_MS, SEED_EPOCH } from './random';

const JANE = 1;
const BUYER = 903;

async function seedRewards(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const delivered = (
    await tx.query<{ id: number; date: Date }>(
      `SELECT o.id, COALESCE((SELECT max(h.created_at) FROM delivery_histories h WHERE h.order_id = o.id AND h.event = 'order_delivered_event'),
                             o.created_at) AS date
         FROM orders o WHERE o.user_id = $1 AND o.delivery_status = 'delivered' ORDER BY o.id`,
      [JANE],
    )
  ).rows;
  for (const o of delivered) {
    await tx.query(
      `UPDATE products SET reward = 25 WHERE reward = 0 AND id = (SELECT product_id FROM order_details WHERE order_id = $1 ORDER BY id LIMIT 1)`,
      [o.id],
    );
    await awardOrderPoints(tx, o.id, new Date(o.date));
  }

  // buyer@: twelve earlier awards on products that carry a reward.
  const exists = (await tx.query('SELECT 1 FROM users WHERE id = $1', [BUYER])).rows.length > 0;
  const products = (
    await tx.query<{ id: number; reward: number }>(
      'SELECT id, reward FROM products WHERE reward > 0 AND id = ANY($1::int[]) ORDER BY id LIMIT 6',
      [ctx.productIds],
    )
  ).rows;
  if (!exists || !products.length) return;
  const start = new Date(SEED_EPOCH - 60 * DAY_MS);
  const reward = (
    await tx.query<{ id: number }>(`INSERT INTO rewards (user_id, rewards, created_at, updated_at) VALUES ($1, 0, $2, $2) RETURNING id`, [
      BUYER,
      start,
    ])
  ).rows[0];
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const p = products[i % products.length];
    const qty = 1 + (i % 3);
    const at = new Date(start.getTime() + i * 4 * DAY_MS);
    total += p.reward * qty;
    await tx.query(
      `INSERT INTO reward_details (reward_id, product_id, product_qty, reward, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)`,
      [reward.id, p.id, qty, p.reward * qty, at],
    );
  }
  await tx.query('UPDATE rewards SET rewards = $2, updated_at = $3 WHERE id = $1', [reward.id, total, new Date(SEED_EPOCH - 10 * DAY_MS)]);
}

async function seedJaneWallet(tx: Queryable): Promise<void> {
  // The three expense rows of each wallet-paid order that has none yet (as chargeWallet writes them).
  const orders = (
    await tx.query<{ id: number; created_at: Date }>(
      `SELECT o.id, o.created_at FROM orders o
        WHERE o.user_id = $1 AND o.payment_type = 'wallet' AND o.payment_status = 'paid'
          AND NOT EXISTS (SELECT 1 FROM wallets w WHERE w.order_id = o.id) ORDER BY o.created_at, o.id`,
      [JANE],
    )
  ).rows;
  if (orders.length) {
    await tx.query(
      `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image, created_at, updated_at)
       SELECT $1, o.id, x.amount, x.source, 'expense', 'wallet', '[]', 'approved', '', o.created_at, o.created_at
         FROM orders o
         CROSS JOIN LATERAL (VALUES (1, o.total_amount, 'order_total_amount'), (2, o.shipping_cost, 'order_shipping_cost'),
                                    (3, o.total_payable, 'order_created')) AS x(n, amount, source)
        WHERE o.id = ANY($2::int[]) ORDER BY o.created_at, o.id, x.n`,
      [JANE, orders.map((o) => o.id)],
    );
    // The top-ups that paid for them: five approved card recharges before the first order, summing
    // exactly to what the orders took (total_amount + shipping_cost), so the balance still adds up.
    const first = new Date(orders[0].created_at).getTime();
    const spent = (
      await tx.query<{ part: string; last: string }>(
        `SELECT round(s.total / 5, 2)::text AS part, (s.total - 4 * round(s.total / 5, 2))::text AS last
           FROM (SELECT COALESCE(SUM(total_amount + shipping_cost), 0) AS total FROM orders WHERE id = ANY($1::int[])) s`,
        [orders.map((o) => o.id)],
      )
    ).rows[0];
    for (let i = 0; i < 5; i++) {
      const at = new Date(first - (10 - i * 2) * DAY_MS);
      await tx.query(
        `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image, created_at, updated_at)
         VALUES ($1, NULL, $2::numeric, 'wallet_recharge', 'income', 'stripe', '[]', 'approved', '', $3, $3)`,
        [JANE, i === 4 ? spent.last : spent.part, at],
      );
    }
  }
  const method = (
    await tx.query<{ id: number; name: string; type: string }>('SELECT id, name, type FROM offline_methods ORDER BY id LIMIT 1')
  ).rows[0];
  const offline = method ? JSON.stringify({ name: method.name, image: `images/logo/${method.id}-105x75.svg`, type: method.type }) : '[]';
  const rows: Array<[string, string, string, string, string, number]> = [
    ['offline_recharge', method?.type ?? 'bank_payment', offline, 'rejected', '20', 20],
    ['offline_recharge', method?.type ?? 'bank_payment', offline, 'pending', '12.5', 3],
    ['wallet_recharge', 'stripe', JSON.stringify({ gateway: 'test_card', status: 'approved' }), 'pending', '40', 2],
  ];
  for (const [source, pm, details, status, amount, daysAgo] of rows) {
    const at = new Date(SEED_EPOCH - daysAgo * DAY_MS);
    await tx.query(
      `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image, created_at, updated_at)
       VALUES ($1, NULL, $2::numeric, $3, 'income', $4, $5::jsonb, $6, '', $7, $7)`,
      [JANE, amount, source, pm, details, status, at],
    );
  }
}

export async function seedLoyalty(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  await seedRewards(tx, ctx);
  await seedJaneWallet(tx);
  await tx.query(
    `UPDATE settings SET value = '"100"' WHERE key = 'reward_convert_rate' AND COALESCE(NULLIF(value #>> '{}', ''), '0')::numeric <= 0`,
  );
}
