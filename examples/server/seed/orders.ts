/**
 * Seeds the first shopper's (Jane, id 1) order history: seven orders over the last months, in the
 * states the account screens show (delivered and paid, on the way, pending cash on delivery, one
 * never completed), so the dashboard's "latest orders" has a second page. Runs inside the seed
 * transaction, after users and products.
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';
import { createRng, DAY_MS, SEED_EPOCH } from './random';

const SHOPPER_ID = 1;

/** [delivery_status, payment_status, payment_type, status]: status 0 = confirm-order ran, never completed. */
const STATES: Array<[string, string, string, number]> = [
  ['delivered', 'paid', 'cash_on_delivery', 1],
  ['delivered', 'paid', 'wallet', 1],
  ['canceled', 'unpaid', 'cash_on_delivery', 1],
  ['on_the_way', 'paid', 'wallet', 1],
  ['confirm', 'unpaid', 'cash_on_delivery', 1],
  ['pending', 'unpaid', 'cash_on_delivery', 1],
  ['pending', 'unpaid', '0', 0],
];

export async function seedOrders(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  if (!ctx.productIds.length) return;
  const rng = createRng(ctx.seed ^ 0x0de5);
  const products = (
    await tx.query<{ id: number; price: string; seller_user_id: number | null; is_refundable: number }>(
      `SELECT p.id, p.price, s.user_id AS seller_user_id, p.is_refundable FROM products p LEFT JOIN sellers s ON s.id = p.seller_id
       WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [rng.sample(ctx.productIds, Math.min(ctx.productIds.length, 14))],
    )
  ).rows;
  for (const [i, [delivery, payment, type, status]] of STATES.entries()) {
    const when = new Date(SEED_EPOCH - (STATES.length - i) * 9 * DAY_MS);
    const lines = products.slice(i * 2, i * 2 + rng.int(1, 2));
    if (!lines.length) continue;
    const subTotal = lines.reduce((sum, p) => sum + Number(p.price), 0);
    const shipping = 5;
    const order = (
      await tx.query<{ id: number }>(
        `INSERT INTO orders (seller_id, user_id, delivery_status, payment_type, payment_status, sub_total, total_amount, shipping_cost,
           total_payable, code, date, trx_id, status, shipping_method, is_coupon_system_active, tax_method, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10::timestamptz, $11, $12, 'flat_rate', 1, $13, $10::timestamptz, $10::timestamptz) RETURNING id`,
        [
          lines[0].seller_user_id ?? 1,
          SHOPPER_ID,
          delivery,
          type,
          payment,
          subTotal,
          shipping,
          subTotal + shipping,
          `YR-${String(4_800_000_000 + i * 7_919).padStart(10, '0')}`,
          when,
          `seed${rng.hex(8)}`,
          status,
          JSON.stringify({ vat_tax_type: 'product_base', tax_type: 'before_tax' }),
        ],
      )
    ).rows[0];
    for (const p of lines) {
      await tx.query(
        `INSERT INTO order_details (order_id, product_id, price, quantity, is_refundable, created_at, updated_at)
         VALUES ($1, $2, $3, 1, $4, $5, $5)`,
        [order.id, p.id, Number(p.price), p.is_refundable, when],
      );
    }
  }
}
