/**
 * The test in-page gateway (examples/server/routes/gateway-sdk.ts): the providers' stand-in script,
 * and complete-order for the in-page methods, which pays only with a recorded, approved, unspent
 * transaction of the caller's own session, and never twice.
 */
import {
  Client,
  startTestServer,
  type TestServer,
  shopperWithOrders as makeShopperWithOrders,
} from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({
    products: 40,
    // Flutterwave stays off: its callback must be refused.
    config: { settingsOverrides: { is_paystack_activated: '1', paystack_pk: 'pk_test', is_paypal_activated: '1', paypal_key: 'sb' } },
  });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const CANT = { error: 'Transaction Cant be Completed' };

const shopperWithOrders = (email?: string) => makeShopperWithOrders(srv, email);

/** The stand-in's Approve: as the stub script posts it (no token; same origin). */
async function approve(c: Client, method: string, reference = ''): Promise<string> {
  const res = await c.request('/_dev/gateway-sdk/transactions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, amount: '10.00', currency: 'NGN', reference }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const ordersOf = async (trx: string) =>
  (
    await srv.db.query<{ status: number; payment_status: string; payment_type: string }>(
      'SELECT status, payment_status, payment_type FROM orders WHERE trx_id = $1 ORDER BY id',
      [trx],
    )
  ).rows;
const stockOf = async (id: number) =>
  (await srv.db.query<{ s: number }>('SELECT current_stock AS s FROM products WHERE id = $1', [id])).rows[0].s;
const historiesOf = async (trx: string) =>
  Number(
    (
      await srv.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM payment_histories h JOIN orders o ON o.id = h.order_id WHERE o.trx_id = $1',
        [trx],
      )
    ).rows[0].n,
  );

test('the stand-in script defines every provider global the widget drives', async () => {
  const res = await new Client(srv.app).request('/_dev/gateway-sdk/stub.js');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  const js = await res.text();
  for (const name of [
    'window.Razorpay',
    'window.PaystackPop',
    'window.FlutterwaveCheckout',
    'window.snap',
    'window.openKkiapayWidget',
    'window.addErrorListener',
    'PaymentsClient',
  ])
    expect(js).toContain(name);
  expect(js).toContain('/_dev/gateway-sdk"');
});

test('Paystack with the page reference it approved: paid, stock taken, cart emptied; a repeat does not pay twice', async () => {
  const { c, trx, productId } = await shopperWithOrders();
  const before = await stockOf(productId);
  const ref = await approve(c, 'paystack', 'pageRef01x');
  expect(ref).toBe('pageRef01x');
  const body = {
    name: 'Jane',
    email: 'customer@example.com',
    phone: '1',
    payment_type: 'paystack',
    trx_id: trx,
    amount: '10',
    code: '',
    ref,
  };
  expect(await c.postJson('/user/complete-order', body)).toEqual({ success: 'Order done' });
  expect(await ordersOf(trx)).toEqual([expect.objectContaining({ status: 1, payment_status: 'paid', payment_type: 'paystack' })]);
  expect(await stockOf(productId)).toBe(before - 2);
  expect((await c.getJson('/cart/list?cart_page=1')).carts).toEqual([]);
  const histories = await historiesOf(trx);

  expect(await c.postJson('/user/complete-order', body)).toEqual({ success: 'Order done' });
  expect(await stockOf(productId)).toBe(before - 2);
  expect(await historiesOf(trx)).toBe(histories);
});

test('refused, orders still payable: an unknown reference, another method’s, another session’s, a method that is off', async () => {
  const { c, trx } = await shopperWithOrders();
  const post = (body: Record<string, unknown>) => c.postJson('/user/complete-order', { trx_id: trx, code: '', amount: '10', ...body });
  expect(await post({ payment_type: 'paystack', ref: 'neverApproved' })).toEqual(CANT);
  const paypalId = await approve(c, 'paypal');
  expect(await post({ payment_type: 'paystack', ref: paypalId })).toEqual(CANT);
  const stranger = new Client(srv.app);
  await stranger.boot();
  const theirs = await approve(stranger, 'paystack');
  expect(await post({ payment_type: 'paystack', ref: theirs })).toEqual(CANT);
  const flutter = await approve(c, 'flutter_wave');
  expect(await post({ payment_type: 'flutter_wave', transaction_id: flutter })).toEqual(CANT);
  expect(await ordersOf(trx)).toEqual([expect.objectContaining({ status: 0, payment_status: 'unpaid' })]);

  // PayPal's reference is the captured order's id (the original takes PayPal on the page's word).
  expect(
    await c.postJson(`/user/complete-order?code=&trx_id=${trx}`, { payment_type: 'paypal', amount: '10', order: { id: 'made-up' } }),
  ).toEqual(CANT);
  expect(
    await c.postJson(`/user/complete-order?code=&trx_id=${trx}`, { payment_type: 'paypal', amount: '10', order: { id: paypalId } }),
  ).toEqual({
    success: 'Order done',
  });
  expect(await ordersOf(trx)).toEqual([expect.objectContaining({ status: 1, payment_status: 'paid', payment_type: 'paypal' })]);
});

test('a reference spent on one cart cannot pay another', async () => {
  const first = await shopperWithOrders('second@example.com');
  const ref = await approve(first.c, 'paystack');
  const pay = (trx: string) =>
    first.c.postJson('/user/complete-order', { payment_type: 'paystack', trx_id: trx, code: '', amount: '10', ref });
  expect(await pay(first.trx)).toEqual({ success: 'Order done' });
  const again = await shopperWithOrders('second@example.com');
  expect(await pay(again.trx)).toEqual(CANT);
  expect(await ordersOf(again.trx)).toEqual([expect.objectContaining({ status: 0, payment_status: 'unpaid' })]);
});

test('other payment types still reach the page methods (cash on delivery)', async () => {
  const { c, trx } = await shopperWithOrders();
  expect(
    await c.postJson('/user/complete-order', { payment_type: 'cash_on_delivery', trx_id: trx, id: '', file: '', is_buy_now: 0 }),
  ).toEqual({
    success: 'Order done',
  });
});

test('paying one order by its code (from the order history) with a provider: that order is paid, by that method', async () => {
  const { c, trx } = await shopperWithOrders();
  expect(
    await c.postJson('/user/complete-order', { payment_type: 'cash_on_delivery', trx_id: trx, id: '', file: '', is_buy_now: 0 }),
  ).toEqual({
    success: 'Order done',
  });
  const { code } = (await srv.db.query<{ code: string }>('SELECT code FROM orders WHERE trx_id = $1', [trx])).rows[0];
  const ref = await approve(c, 'paystack');
  expect(await c.postJson(`/user/complete-order?code=${code}`, { payment_type: 'paystack', trx_id: trx, code, amount: '10', ref })).toEqual(
    {
      success: 'Order done',
    },
  );
  expect(await ordersOf(trx)).toEqual([expect.objectContaining({ status: 1, payment_status: 'paid', payment_type: 'paystack' })]);
});
