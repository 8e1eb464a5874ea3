/**
 * Attack: pay an unfinished order by its code. confirm-order writes status-0 orders whose cart
 * lines still hold the goods; `user/complete-order {"code": …}` must not mark such an order paid
 * while the stock stays on the shelf and the cart line stays in the cart. Paying by code is for
 * orders the checkout already completed (pay later, a failed card payment): an unfinished one is
 * refused, nothing changes, and the cart's own path still completes it.
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const ADD = { variants_ids: '', variants_name: '', color_id: '', attribute_values: [], trx_id: '', is_buy_now: 0 };

async function signedIn(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  await c.boot();
  return c;
}

const stockOf = async (id: number) =>
  (await srv.db.query<{ s: number }>('SELECT current_stock AS s FROM products WHERE id = $1', [id])).rows[0].s;
const orderOf = async (trx: string) =>
  (
    await srv.db.query<{ code: string; status: number; payment_status: string }>(
      'SELECT code, status, payment_status FROM orders WHERE trx_id = $1 ORDER BY id',
      [trx],
    )
  ).rows;
const balanceOf = async () => (await srv.db.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE id = 1')).rows[0].b;
/** The cart's lines, read from the table (reading the cart page would drop its unfinished orders). */
const cartLines = async (trx: string) =>
  (await srv.db.query<{ quantity: number }>('SELECT quantity FROM carts WHERE trx_id = $1 ORDER BY id', [trx])).rows.map((r) => r.quantity);

/** A new cart (its own trx) with one product, confirmed: one status-0 order. */
async function confirmed(c: Client): Promise<{ trx: string; productId: number }> {
  await srv.db.query('DELETE FROM carts WHERE user_id = 1');
  await srv.db.query('UPDATE users SET cart_trx = NULL WHERE id = 1');
  const productId = (
    await srv.db.query<{ id: number }>(
      `SELECT id FROM products WHERE status = 'published' AND is_approved = 1 AND is_digital = 0 AND has_variant = 0
         AND current_stock >= 20 AND minimum_order_quantity = 1 ORDER BY id LIMIT 1`,
    )
  ).rows[0].id;
  expect((await c.postJson('/user/addToCart', { ...ADD, id: productId, quantity: 2 })).error).toBeUndefined();
  const checkout = await c.getJson('/user/address');
  const address = checkout.addresses.find((a: { default_shipping?: number }) => a.default_shipping === 1);
  const trx = checkout.carts[0].trx_id as string;
  const body = { payment_type: 0, trx_id: trx, shipping_address: address, billing_address: address };
  expect(await c.postJson('/user/confirm-order', body)).toEqual({ success: 'Order done' });
  return { trx, productId };
}

test('paying an unfinished order by its code with the wallet is refused: not paid, no charge, stock and cart untouched', async () => {
  const c = await signedIn();
  await srv.db.query('UPDATE users SET balance = 100000 WHERE id = 1');
  const { trx, productId } = await confirmed(c);
  const [order] = await orderOf(trx);
  expect(order).toMatchObject({ status: 0, payment_status: 'unpaid' });
  const stock = await stockOf(productId);
  const balance = await balanceOf();

  const answer = await c.postJson(`/user/complete-order?code=${encodeURIComponent(order.code)}`, {
    code: order.code,
    payment_type: 'wallet',
    trx_id: '',
    id: '',
    file: '',
  });
  expect(answer).toEqual({ error: 'Transaction Cant be Completed' });
  expect((await orderOf(trx))[0]).toMatchObject({ status: 0, payment_status: 'unpaid' });
  expect(await balanceOf()).toBe(balance);
  expect(await stockOf(productId)).toBe(stock);
  expect(await cartLines(trx)).toEqual([2]);

  // The checkout's own path still completes it: stock taken once, the cart line gone.
  expect(await c.postJson('/user/complete-order?code=', { payment_type: 'wallet', trx_id: trx, id: '', file: '' })).toEqual({
    success: 'Order done',
  });
  expect((await orderOf(trx))[0]).toMatchObject({ status: 1, payment_status: 'paid' });
  expect(await stockOf(productId)).toBe(stock - 2);
  expect(await cartLines(trx)).toEqual([]);
});

test('the card gateway will not open a payment for an unfinished order by its code', async () => {
  const c = await signedIn();
  const { trx } = await confirmed(c);
  const [order] = await orderOf(trx);
  const res = await c.request(`/stripe/redirect?code=${encodeURIComponent(order.code)}&trx_id=`);
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/\/payment\/[^/?]+\?payment=failed$/);
  expect((await srv.db.query('SELECT 1 FROM gateway_sessions WHERE trx_id = $1', [trx])).rows).toEqual([]);
});
