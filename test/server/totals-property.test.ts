/**
 * The widget's price summary (src/lib/money/commerce-totals.ts, the code the cart and checkout
 * pages run) against the reference server's orders, for random carts, coupons, currencies and
 * decimal places (0, 2 and 3): the checkout's total, shown in the active currency, equals the sum
 * of the orders confirm-order created, to the last digit; and the payment page (the orders'
 * summary) shows the same.
 */
import fc from 'fast-check';
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { linesTotals, ordersTotals } from '../../src/lib/money/commerce-totals';
import { add, compare, toFixedString } from '../../src/lib/money/decimal';
import { formatMoney, moneyFormatFrom } from '../../src/lib/money/format-money';
import type { AppliedCoupon, CartLine, SellerGroup } from '../../src/types/cart';
import type { Order } from '../../src/types/orders';
import type { Currency, Settings } from '../../src/types/shop';

interface Mode {
  name: string;
  settings: Record<string, string>;
}

/** The seeded shop (flat rate, product VAT) and the other fee and VAT rules the original offers. */
const MODES: Mode[] = [
  { name: 'flat-rate shipping, product VAT', settings: {} },
  {
    name: 'product shipping, order VAT after tax',
    settings: {
      shipping_fee_type: 'product_base',
      vat_and_tax_type: 'order_base',
      vat_type: 'after_tax',
      order_wise_tax_percentage: '7.5',
    },
  },
];

const RUNS = Number(process.env.TOTALS_RUNS ?? 15);

interface Catalogue {
  products: Array<{ id: number; stock: number; seller: number }>;
  coupons: string[];
  currencies: Currency[];
}

async function catalogue(srv: TestServer): Promise<Catalogue> {
  const products = (
    await srv.db.query<{ id: number; stock: number; seller: number }>(
      `SELECT p.id, p.current_stock AS stock, p.seller_id AS seller FROM products p
        WHERE p.status = 'published' AND p.is_approved = 1 AND p.is_digital = 0 AND p.has_variant = 0 AND p.current_stock >= 20
          AND p.minimum_order_quantity = 1 ORDER BY p.id LIMIT 40`,
    )
  ).rows;
  const coupons = (
    await srv.db.query<{ code: string }>(
      'SELECT code FROM coupons WHERE status = 1 AND start_date <= now() AND end_date > now() ORDER BY code',
    )
  ).rows.map((r) => r.code);
  const currencies = (await srv.db.query<Currency>('SELECT * FROM currencies WHERE status = 1')).rows;
  return { products, coupons, currencies };
}

for (const mode of MODES) {
  describe(`totals agree with the server: ${mode.name}`, () => {
    let srv: TestServer;
    let data: Catalogue;
    beforeAll(async () => {
      srv = await startTestServer({ products: 60, config: { settingsOverrides: mode.settings } });
      data = await catalogue(srv);
    }, 60_000);
    afterAll(async () => {
      await srv?.close();
    });

    it('for random carts, coupons and currencies', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(fc.integer({ min: 0, max: data.products.length - 1 }), { minLength: 1, maxLength: 5 }),
          fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 5, maxLength: 5 }),
          fc.subarray(data.coupons, { maxLength: 3 }),
          fc.integer({ min: 0, max: data.currencies.length - 1 }),
          fc.constantFrom(0, 2, 3),
          async (picks, quantities, coupons, currencyIndex, decimals) => {
            const c = new Client(srv.app);
            // The settings the widget reads are the host page's boot data.
            const settings = shellData(await c.boot()).settings_data as Settings;
            await c.login('second@example.com');
            for (const [i, pick] of picks.entries()) {
              const added = await c.postJson('/user/addToCart', {
                id: data.products[pick].id,
                quantity: quantities[i],
                variants_ids: '',
                variants_name: '',
              });
              expect(added.error).toBeUndefined();
            }
            const trx = (await c.getJson('/cart/list')).carts[0].trx_id as string;
            for (const code of coupons) await c.postJson('/user/apply_coupon', { coupon_code: code, trx_id: trx });

            const checkout = await c.getJson<{ carts: CartLine[]; checkouts: Record<string, SellerGroup> | []; coupons: AppliedCoupon[] }>(
              '/user/address?cart_page=undefined',
            );
            const shown = linesTotals(checkout, settings, 'checkout');

            const placed = await c.postJson('/user/confirm-order', {
              payment_type: 0,
              trx_id: trx,
              shipping_address: { id: 1 },
              billing_address: { id: 1 },
            });
            expect(placed).toEqual({ success: 'Order done' });
            const { orders } = await c.getJson<{ orders: Order[] }>('/user/payment-order?code=');
            const charged = add(...orders.map((o) => o.total_payable));
            // The exact amounts first: the sum of the orders is what the checkout showed.
            expect(toFixedString(charged, 10)).toBe(toFixedString(shown.total, 10));
            expect(compare(ordersTotals(orders, settings).total, shown.total)).toBe(0);

            const fmt = { ...moneyFormatFrom(data.currencies[currencyIndex], settings), decimals };
            expect(formatMoney(ordersTotals(orders, settings).total, fmt)).toBe(formatMoney(shown.total, fmt));
            expect(formatMoney(charged, fmt)).toBe(formatMoney(shown.total, fmt));

            // Leave the shopper's cart empty for the next run: delete the lines, which also drops the unpaid orders.
            for (const line of checkout.carts) await c.get(`/cart/delete/${line.id}`);
            await c.getJson('/cart/list');
          },
        ),
        { numRuns: RUNS },
      );
    }, 180_000);
  });
}
