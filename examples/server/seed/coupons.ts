/**
 * Coupons (the cart work): admin and seller coupons, current, expired and future, and the product
 * VAT and product shipping fees the cart's tax and shipping modes read. Runs inside the seed
 * transaction, after the account seeds. Deterministic: fixed codes, fixed dates, products and
 * sellers picked by id order.
 *
 * Codes (case-sensitive, as the original's BINARY match):
 * - WELCOME10 admin, 10 % of the invoice, at most 20, from a 50 purchase;
 * - SAVE5 admin, 5 off, from a 20 purchase, no maximum;
 * - PRODUCT15 admin, product-based, 15 % of the listed products' lines;
 * - S<seller user id>-5OFF and S<seller user id>-10PCT for the two shops with the most products
 *   (5 off; 10 % with at most 15, from a 30 purchase);
 * - EXPIRED20 (ended in 2024) and FUTURE25 (starts in 2099): both refused with the expired text.
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

const CURRENT = { start: '2024-01-01 00:00:00', end: '2098-12-31 23:59:59' };

interface CouponSeed {
  user_id: number;
  type: 'invoice_base' | 'product_base';
  code: string;
  title: string;
  minimum_shopping: number;
  maximum_discount: number | null;
  product_id: number[] | null;
  discount_type: 'flat' | 'percent';
  discount: number;
  start: string;
  end: string;
}

export async function seedCoupons(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  if (!ctx.productIds.length) return;
  // Product VAT (7.5 %) and product shipping fees (2.50, per unit for some), read only in the
  // product_base tax and shipping modes.
  await tx.query('UPDATE products SET vat_percentage = 7.5 WHERE id % 5 = 3');
  await tx.query(
    `UPDATE products SET shipping_type = 'flat_rate', shipping_fee = 2.5, shipping_fee_depend_on_quantity = CASE WHEN id % 8 = 1 THEN 1 ELSE 0 END
      WHERE id % 4 = 1`,
  );

  const sellers = (
    await tx.query<{ user_id: number; shop_name: string }>(
      `SELECT s.user_id, s.shop_name FROM sellers s JOIN products p ON p.seller_id = s.id
        WHERE s.user_id IS NOT NULL AND s.verified_at IS NOT NULL AND p.status = 'published' AND p.is_approved = 1
          AND p.is_digital = 0 AND p.current_stock > 0
        GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT 2`,
    )
  ).rows;
  // The product coupon covers the first two products of each picked shop and two in-house ones.
  const productPicks = (
    await tx.query<{ id: number }>(
      `SELECT id FROM (
         SELECT p.id, row_number() OVER (PARTITION BY p.seller_id ORDER BY p.id) AS n, p.seller_id
           FROM products p LEFT JOIN sellers s ON s.id = p.seller_id
          WHERE p.status = 'published' AND p.is_approved = 1 AND p.is_digital = 0
            AND (p.seller_id IS NULL OR s.user_id = ANY($1::int[]))) x
        WHERE n <= 2 ORDER BY id`,
      [sellers.map((s) => s.user_id)],
    )
  ).rows.map((r) => r.id);

  const rows: CouponSeed[] = [
    {
      user_id: 1,
      type: 'invoice_base',
      code: 'WELCOME10',
      title: 'Welcome 10 %',
      minimum_shopping: 50,
      maximum_discount: 20,
      product_id: null,
      discount_type: 'percent',
      discount: 10,
      ...CURRENT,
    },
    {
      user_id: 1,
      type: 'invoice_base',
      code: 'SAVE5',
      title: 'Save 5',
      minimum_shopping: 20,
      maximum_discount: null,
      product_id: null,
      discount_type: 'flat',
      discount: 5,
      ...CURRENT,
    },
    {
      user_id: 1,
      type: 'product_base',
      code: 'PRODUCT15',
      title: 'Selected products 15 %',
      minimum_shopping: 0,
      maximum_discount: null,
      product_id: productPicks,
      discount_type: 'percent',
      discount: 15,
      ...CURRENT,
    },
    {
      user_id: 1,
      type: 'invoice_base',
      code: 'EXPIRED20',
      title: 'Last year 20',
      minimum_shopping: 0,
      maximum_discount: null,
      product_id: null,
      discount_type: 'flat',
      discount: 20,
      start: '2024-01-01 00:00:00',
      end: '2024-12-31 23:59:59',
    },
    {
      user_id: 1,
      type: 'invoice_base',
      code: 'FUTURE25',
      title: 'Coming soon 25 %',
      minimum_shopping: 0,
      maximum_discount: 25,
      product_id: null,
      discount_type: 'percent',
      discount: 25,
      start: '2099-01-01 00:00:00',
      end: '2099-12-31 23:59:59',
    },
  ];
  for (const s of sellers) {
    rows.push(
      {
        user_id: s.user_id,
        type: 'invoice_base',
        code: `S${s.user_id}-5OFF`,
        title: `${s.shop_name}: 5 off`,
        minimum_shopping: 0,
        maximum_discount: null,
        product_id: null,
        discount_type: 'flat',
        discount: 5,
        ...CURRENT,
      },
      {
        user_id: s.user_id,
        type: 'invoice_base',
        code: `S${s.user_id}-10PCT`,
        title: `${s.shop_name}: 10 %`,
        minimum_shopping: 30,
        maximum_discount: 15,
        product_id: null,
        discount_type: 'percent',
        discount: 10,
        ...CURRENT,
      },
    );
  }
  let stamp = Date.UTC(2025, 0, 15, 10, 0, 0);
  for (const r of rows) {
    const createdAt = new Date((stamp += 60_000)).toISOString();
    const id = (
      await tx.query<{ id: number }>(
        `INSERT INTO coupons (user_id, type, code, minimum_shopping, maximum_discount, product_id, discount_type, discount, status,
                              start_date, end_date, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11, $11) RETURNING id`,
        [
          r.user_id,
          r.type,
          r.code,
          r.minimum_shopping,
          r.maximum_discount,
          r.product_id,
          r.discount_type,
          r.discount,
          r.start,
          r.end,
          createdAt,
        ],
      )
    ).rows[0].id;
    await tx.query('INSERT INTO coupon_languages (coupon_id, lang, title, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)', [
      id,
      'en',
      r.title,
      createdAt,
    ]);
  }
}
