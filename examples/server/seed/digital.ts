/**
 * Digital products with files and the first shopper's (Jane, id 1) paid digital orders, plus the
 * delivery events the order screens read (the orders work). Runs inside the seed transaction,
 * after the account seeds.
 *
 * - The four highest product ids become digital products, each with a small text file.
 * - Jane has one delivered checkout of two digital products (trx `seeddigitaltrx0000000001`, one
 *   order per product: `YR-5000000001`, `YR-5000000002`), paid by wallet; its invoice, its PDF
 *   and its downloads work out of the box.
 * - Every delivered order of Jane's gets an `order_delivered_event`. The newest two (the digital
 *   order YR-5000000001 and the seeded YR-4800000000) were delivered days before the server was
 *   seeded, so a refund request is still in time with the refund add-on on (refund_request_time
 *   is 14 days); the others long ago.
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';
import { DAY_MS, SEED_EPOCH } from './random';

const SHOPPER_ID = 1;
export const DIGITAL_TRX = 'seeddigitaltrx0000000001';
export const DIGITAL_CODES = ['YR-5000000001', 'YR-5000000002'];

export async function seedDigital(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const ids = ctx.productIds.slice(-4);
  if (!ids.length) return;
  const products = (
    await tx.query<{ id: number; slug: string; product_name: string; price: string; seller_user_id: number | null }>(
      `SELECT p.id, p.slug, p.product_name, p.price::text AS price, s.user_id AS seller_user_id
       FROM products p LEFT JOIN sellers s ON s.id = p.seller_id WHERE p.id = ANY($1::int[]) ORDER BY p.id DESC`,
      [ids],
    )
  ).rows;
  for (const p of products) {
    const text =
      `${p.product_name}\n${'='.repeat(Math.min(60, p.product_name.length))}\n\n` +
      `Thank you for your purchase. This is the digital edition of "${p.product_name}".\n` +
      `Keep this file: the download link in your account works for 60 minutes at a time.\n`;
    const file = (
      await tx.query<{ id: number }>(
        `INSERT INTO product_files (product_id, name, mime, content, created_at) VALUES ($1, $2, 'text/plain; charset=utf-8', $3, $4) RETURNING id`,
        [p.id, `${p.slug}.txt`, Buffer.from(text, 'utf8'), new Date(SEED_EPOCH)],
      )
    ).rows[0];
    await tx.query('UPDATE products SET is_digital = 1, product_file_id = $2 WHERE id = $1', [p.id, file.id]);
  }

  const address = (
    await tx.query<{ a: unknown }>(
      `SELECT to_jsonb(a) AS a FROM addresses a WHERE a.user_id = $1 ORDER BY a.default_shipping DESC, a.id LIMIT 1`,
      [SHOPPER_ID],
    )
  ).rows[0]?.a;
  const snapshot = JSON.stringify(address ?? []);
  const when = new Date(SEED_EPOCH - 4 * DAY_MS);
  for (const [i, p] of products.slice(0, 2).entries()) {
    const order = (
      await tx.query<{ id: number }>(
        `INSERT INTO orders (seller_id, user_id, billing_address, shipping_address, delivery_status, payment_type, payment_status,
           payment_details, sub_total, total_amount, shipping_cost, total_payable, code, date, trx_id, status, is_mailed,
           shipping_method, is_coupon_system_active, tax_method, created_at, updated_at)
         VALUES ($1, $2, $3::jsonb, $3::jsonb, 'delivered', 'wallet', 'paid', '[]', $4::numeric, $4::numeric, 0, $4::numeric, $5,
           $6::timestamptz, $7, 1, 1, 'flat_rate', 1, $8, $6::timestamptz, $6::timestamptz) RETURNING id`,
        [
          p.seller_user_id ?? 1,
          SHOPPER_ID,
          snapshot,
          p.price,
          DIGITAL_CODES[i],
          when,
          DIGITAL_TRX,
          JSON.stringify({ vat_tax_type: 'product_base', tax_type: 'before_tax' }),
        ],
      )
    ).rows[0];
    await tx.query(
      `INSERT INTO order_details (order_id, product_id, price, quantity, is_refundable, created_at, updated_at)
       VALUES ($1, $2, $3::numeric, 1, 1, $4, $4)`,
      [order.id, p.id, p.price, when],
    );
  }

  // Delivery events: the newest two delivered orders recently (relative to the seeding time), the rest long ago.
  const delivered = (
    await tx.query<{ id: number; date: string; code: string }>(
      `SELECT id, date, code FROM orders WHERE user_id = $1 AND delivery_status = 'delivered' ORDER BY date DESC, id`,
      [SHOPPER_ID],
    )
  ).rows;
  const recent = new Set([DIGITAL_CODES[0], 'YR-4800000000']);
  for (const o of delivered) {
    const at = recent.has(o.code) ? new Date(Date.now() - 2 * DAY_MS) : new Date(new Date(o.date).getTime() + 3 * DAY_MS);
    await tx.query(`INSERT INTO delivery_histories (order_id, event, created_at) VALUES ($1, 'order_delivered_event', $2)`, [o.id, at]);
  }
}
