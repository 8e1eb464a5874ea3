/**
 * Payment on the reference server (test/contract/commerce/{payment-order,complete-order}.json): user/payment-order in both modes and
 * user/complete-order for every payment type, with our fixes: the stock is checked and taken in one
 * transaction (two carts, one last unit: one order), a wallet cannot overdraw, and a repeat never
 * charges or takes stock twice.
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { add, dec, sub, toFixedString } from '../../src/lib/money/decimal';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 60 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const ADD = { variants_ids: '', variants_name: '', color_id: '', attribute_values: [], trx_id: '', is_buy_now: 0 };
const GUEST_ADDRESS = {
  id: 'aB3dE9',
  name: 'Guest Buyer',
  email: 'guest@example.com',
  phone_no: '+15550100999',
  address: '1 Main Street',
  address_ids: { country_id: 1, state_id: '', city_id: '' },
  country: 'United States',
  state: '',
  city: '',
  latitude: '',
  postal_code: '10001',
};

async function signedIn(email = 'customer@example.com'): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  await c.login(email);
  await c.boot();
  return c;
}

async function guest(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

/** In-stock simple products of two different sellers. */
async function products(n = 2): Promise<number[]> {
  const rows = (
    await srv.db.query<{ id: number }>(
      `SELECT DISTINCT ON (COALESCE(s.user_id, 1)) p.id FROM products p LEFT JOIN sellers s ON s.id = p.seller_id
        WHERE p.status = 'published' AND p.is_approved = 1 AND p.is_digital = 0 AND p.has_variant = 0
          AND p.current_stock >= 20 AND p.minimum_order_quantity = 1 AND p.cash_on_delivery = 1
        ORDER BY COALESCE(s.user_id, 1), p.id`,
    )
  ).rows;
  return rows.slice(0, n).map((r) => r.id);
}

/** Fills the cart and confirms the order; returns the trx. */
async function confirmed(c: Client, ids: number[], qty = 1): Promise<string> {
  for (const id of ids) expect((await c.postJson('/user/addToCart', { ...ADD, id, quantity: qty })).error).toBeUndefined();
  const checkout = await c.getJson('/user/address');
  const address = checkout.addresses.find((a: { default_shipping?: number }) => a.default_shipping === 1) ?? GUEST_ADDRESS;
  const trx = checkout.carts[0].trx_id;
  const answer = await c.postJson('/user/confirm-order', {
    payment_type: 0,
    trx_id: trx,
    checkout_method: 2,
    shipping_address: address,
    billing_address: address,
    buy_now: 0,
  });
  expect(answer).toEqual({ success: 'Order done' });
  return trx;
}

const complete = (c: Client, body: Record<string, unknown>, code = '') =>
  c.postJson(`/user/complete-order?code=${encodeURIComponent(code)}`, { id: '', file: '', is_buy_now: 0, ...body });

async function ordersOf(trx: string) {
  return (
    await srv.db.query<{
      id: number;
      code: string;
      status: number;
      payment_type: string;
      payment_status: string;
      total_amount: string;
      shipping_cost: string;
      total_payable: string;
      offline_method_id: string | null;
      offline_method_file: unknown;
      payment_details: unknown;
    }>(
      `SELECT id, code, status, payment_type, payment_status, total_amount::text, shipping_cost::text, total_payable::text,
              offline_method_id, offline_method_file, payment_details
         FROM orders WHERE trx_id = $1 ORDER BY id`,
      [trx],
    )
  ).rows;
}

const stockOf = async (id: number) =>
  (await srv.db.query<{ s: number }>('SELECT current_stock AS s FROM products WHERE id = $1', [id])).rows[0].s;
const balanceOf = async (id: number) =>
  (await srv.db.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE id = $1', [id])).rows[0].b;
async function emptyCart(c: Client) {
  for (const l of (await c.getJson('/cart/list?cart_page=1')).carts) await c.get(`/cart/delete/${l.id}`);
}
const cartCount = async (c: Client) => (await c.getJson('/cart/list?cart_page=1')).carts.length;

test('payment-order: nothing to pay → Permission Declined; after confirm-order the orders, coupons and methods, no secrets', async () => {
  const g = await guest();
  expect(await g.getJson('/user/payment-order?code=')).toEqual({ error: 'Permission Declined' });

  const c = await signedIn();
  const ids = await products();
  const trx = await confirmed(c, ids);
  const answer = await c.getJson('/user/payment-order?code=');
  expect(answer.orders).toHaveLength(2);
  expect(answer.orders.every((o: { trx_id: string; status: number }) => o.trx_id === trx && o.status === 0)).toBe(true);
  expect(answer.orders[0].order_details).toBeUndefined();
  expect(Array.isArray(answer.coupons)).toBe(true);
  expect(answer.offline_methods.map((m: { name: string }) => m.name)).toEqual(['Bank transfer', 'Mobile money']);
  expect(answer.offline_methods[0].instructions).toContain('<p>');
  expect(answer.check_cod).toBe(false);
  // The original leaks the JazzCash merchant password here; the keys stay, the values are empty.
  expect(answer.jazz_data.pp_Password).toBe('');
  expect(Object.values(answer.jazz_data).every((v) => v === '')).toBe(true);
  expect(answer.mid_trans_token).toBe('');

  // Another shopper cannot read them by code.
  const sam = await signedIn('second@example.com');
  expect(await sam.getJson(`/user/payment-order?code=${answer.orders[0].code}`)).toEqual({ error: 'Permission Declined' });
  // By code: the order with its lines and their products.
  const byCode = await c.getJson(`/user/payment-order?code=${answer.orders[0].code}`);
  expect(byCode.orders).toHaveLength(1);
  expect(byCode.orders[0].order_details[0].product).toMatchObject({ id: expect.any(Number), product_name: expect.any(String) });
  expect(byCode.coupons).toEqual([]);
});

test('cash on delivery: stock taken once, cart emptied, orders completed; a repeat changes nothing', async () => {
  const c = await signedIn();
  await emptyCart(c);
  const ids = await products();
  const before = await Promise.all(ids.map(stockOf));
  const trx = await confirmed(c, ids, 2);
  expect(await complete(c, { payment_type: 'cash_on_delivery', trx_id: trx })).toEqual({ success: 'Order done' });
  const orders = await ordersOf(trx);
  expect(orders.map((o) => [o.status, o.payment_type, o.payment_status])).toEqual([
    [1, 'cash_on_delivery', 'unpaid'],
    [1, 'cash_on_delivery', 'unpaid'],
  ]);
  expect(await Promise.all(ids.map(stockOf))).toEqual(before.map((s) => s - 2));
  expect(await cartCount(c)).toBe(0);
  const events = await srv.db.query<{ event: string }>('SELECT event FROM delivery_histories WHERE order_id = ANY($1::int[])', [
    orders.map((o) => o.id),
  ]);
  expect(events.rows.map((r) => r.event)).toEqual(['order_create_event', 'order_create_event']);

  // Double click, retry after a lost answer, two at once: "Order done", nothing taken twice.
  const again = await Promise.all([
    complete(c, { payment_type: 'cash_on_delivery', trx_id: trx }),
    complete(c, { payment_type: 'cash_on_delivery', trx_id: trx }),
  ]);
  expect(again).toEqual([{ success: 'Order done' }, { success: 'Order done' }]);
  expect(await Promise.all(ids.map(stockOf))).toEqual(before.map((s) => s - 2));
  expect(
    (await srv.db.query('SELECT 1 FROM delivery_histories WHERE order_id = ANY($1::int[])', [orders.map((o) => o.id)])).rows,
  ).toHaveLength(2);
  // The next cart gets a trx of its own.
  const next = await confirmed(c, ids.slice(0, 1));
  expect(next).not.toBe(trx);
  await emptyCart(c);
});

test('wallet: the balance drops by Σ (total_amount + shipping_cost) with three rows per order; short → refused, nothing changes', async () => {
  const c = await signedIn();
  const ids = await products();
  // Short first.
  await srv.db.query('UPDATE users SET balance = 1 WHERE id = 1');
  const trx = await confirmed(c, ids);
  const before = await Promise.all(ids.map(stockOf));
  expect(await complete(c, { payment_type: 'wallet', trx_id: trx })).toEqual({ error: 'Insufficient wallet balance' });
  expect((await ordersOf(trx)).map((o) => o.status)).toEqual([0, 0]);
  expect(await Promise.all(ids.map(stockOf))).toEqual(before);
  expect(await cartCount(c)).toBe(2);
  expect(await balanceOf(1)).toBe('1.00');

  await srv.db.query('UPDATE users SET balance = 5000 WHERE id = 1');
  const retry = await confirmed(c, []);
  expect(retry).toBe(trx);
  expect(await complete(c, { payment_type: 'wallet', trx_id: trx })).toEqual({ success: 'Order done' });
  const orders = await ordersOf(trx);
  expect(orders.map((o) => [o.status, o.payment_type, o.payment_status])).toEqual([
    [1, 'wallet', 'paid'],
    [1, 'wallet', 'paid'],
  ]);
  const charged = add(...orders.map((o) => add(o.total_amount, o.shipping_cost)));
  expect(await balanceOf(1)).toBe(toFixedString(sub('5000', charged), 2));
  const rows = (
    await srv.db.query<{ source: string; type: string; amount: string; order_id: number }>(
      'SELECT source, type, amount::text, order_id FROM wallets WHERE order_id = ANY($1::int[]) ORDER BY id',
      [orders.map((o) => o.id)],
    )
  ).rows;
  expect(rows.map((r) => r.source)).toEqual([
    'order_total_amount',
    'order_shipping_cost',
    'order_created',
    'order_total_amount',
    'order_shipping_cost',
    'order_created',
  ]);
  expect(rows.every((r) => r.type === 'expense')).toBe(true);
  expect(toFixedString(dec(rows[2].amount))).toBe(toFixedString(dec(orders[0].total_payable)));
  // A repeat is not charged again.
  const after = await balanceOf(1);
  expect(await complete(c, { payment_type: 'wallet', trx_id: trx })).toEqual({ success: 'Order done' });
  expect(await balanceOf(1)).toBe(after);
});

test('pay later and offline (proof required, stored privately); guests get neither pay later nor the wallet', async () => {
  const c = await signedIn();
  const ids = await products(1);
  const trx = await confirmed(c, ids);
  expect(await complete(c, { payment_type: 'pay_later', trx_id: trx })).toEqual({ success: 'Order done' });
  expect((await ordersOf(trx)).map((o) => [o.payment_type, o.payment_status, o.status])).toEqual([['pay_later', 'unpaid', 1]]);

  const trx2 = await confirmed(c, ids);
  const method = (await c.getJson('/user/payment-order?code=')).offline_methods[0];
  expect(await complete(c, { payment_type: 'offline_method', trx_id: trx2, id: method.id })).toEqual({
    error: 'The file field is required.',
  });
  const form = new FormData();
  form.set('payment_type', 'offline_method');
  form.set('trx_id', trx2);
  form.set('id', String(method.id));
  form.set('is_buy_now', '0');
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  form.set('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
  const res = await c.request('/user/complete-order?code=', {
    method: 'POST',
    headers: { 'X-CSRF-TOKEN': c.token, 'X-Requested-With': 'XMLHttpRequest' },
    body: form,
  });
  expect(await res.json()).toEqual({ success: 'Order done' });
  const [order] = await ordersOf(trx2);
  expect(order).toMatchObject({
    status: 1,
    payment_type: 'offline_method',
    payment_status: 'unpaid',
    offline_method_id: String(method.id),
  });
  expect(order.offline_method_file).toEqual({ storage: 'local', image: expect.stringMatching(/^uploads\/private\/[a-f0-9]{32}\.png$/) });
  expect(order.payment_details).toMatchObject({ name: 'Bank transfer', type: 'bank_payment' });

  const g = await guest();
  const gtrx = await confirmed(g, ids);
  expect(await complete(g, { payment_type: 'pay_later', trx_id: gtrx })).toEqual({ error: 'Transaction Cant be Completed' });
  expect(await complete(g, { payment_type: 'wallet', trx_id: gtrx })).toEqual({ error: 'Transaction Cant be Completed' });
  // A card payment cannot be claimed without the gateway.
  expect(await complete(g, { payment_type: 'stripe', trx_id: gtrx })).toEqual({ error: 'Transaction Cant be Completed' });
  // Another session cannot complete the guest's orders: it gets the original's answer for a guest with none.
  expect(await complete(await guest(), { payment_type: 'cash_on_delivery', trx_id: gtrx })).toEqual({
    error: 'Attempt to read property "user" on null',
  });
  expect((await ordersOf(gtrx)).map((o) => o.status)).toEqual([0]);
  expect(await complete(g, { payment_type: 'cash_on_delivery', trx_id: gtrx })).toEqual({ success: 'Order done' });
  expect((await ordersOf(gtrx)).map((o) => o.status)).toEqual([1]);
});

test('no unpaid order: a signed-in caller gets "Order done" and nothing changes; a guest the original\'s PHP message', async () => {
  const c = await signedIn('second@example.com');
  await emptyCart(c);
  const balance = await balanceOf(2);
  const placed = await srv.db.query('SELECT count(*)::int AS n FROM orders WHERE status = 1');
  expect(await complete(c, { payment_type: 'wallet', trx_id: 'no-such-trx' })).toEqual({ success: 'Order done' });
  expect(await complete(c, { payment_type: 'cash_on_delivery', trx_id: '' })).toEqual({ success: 'Order done' });
  expect(await balanceOf(2)).toBe(balance);
  expect((await srv.db.query('SELECT count(*)::int AS n FROM orders WHERE status = 1')).rows).toEqual(placed.rows);
  expect(await complete(await guest(), { payment_type: 'cash_on_delivery', trx_id: '' })).toEqual({
    error: 'Attempt to read property "user" on null',
  });
});

test('the last unit: two carts pay at once, one order gets it, the other is refused and keeps its cart', async () => {
  const [id] = await products(1);
  const name = (await srv.db.query<{ n: string }>('SELECT product_name AS n FROM products WHERE id = $1', [id])).rows[0].n;
  const jane = await signedIn();
  const sam = await signedIn('second@example.com');
  const t1 = await confirmed(jane, [id]);
  const t2 = await confirmed(sam, [id]);
  await srv.db.query('UPDATE products SET current_stock = 1 WHERE id = $1', [id]);
  await srv.db.query('UPDATE product_stocks SET current_stock = 1 WHERE product_id = $1', [id]);
  const answers = await Promise.all([
    complete(jane, { payment_type: 'cash_on_delivery', trx_id: t1 }),
    complete(sam, { payment_type: 'cash_on_delivery', trx_id: t2 }),
  ]);
  expect(answers).toEqual(expect.arrayContaining([{ success: 'Order done' }, { error: `${name} is out of Stock` }]));
  expect(await stockOf(id)).toBe(0);
  const statuses = [...(await ordersOf(t1)), ...(await ordersOf(t2))].filter((o) => o.status === 1);
  expect(statuses).toHaveLength(1);
  const loser = answers[0].error ? jane : sam;
  expect(await cartCount(loser)).toBe(1);
  await srv.db.query('UPDATE products SET current_stock = 50 WHERE id = $1', [id]);
  await srv.db.query('UPDATE product_stocks SET current_stock = 50 WHERE product_id = $1', [id]);
  await emptyCart(loser);
});

test('pay now by code: the wallet pays an unpaid order once, without touching stock; other types are refused', async () => {
  const c = await signedIn();
  const [id] = await products(1);
  const trx = await confirmed(c, [id]);
  expect(await complete(c, { payment_type: 'pay_later', trx_id: trx })).toEqual({ success: 'Order done' });
  const [order] = await ordersOf(trx);
  const stock = await stockOf(id);
  expect(await complete(c, { payment_type: 'cash_on_delivery', trx_id: '' }, order.code)).toEqual({
    error: 'Transaction Cant be Completed',
  });
  const sam = await signedIn('second@example.com');
  // Someone else's code: nothing of Sam's to complete, so the original's "Order done" for an empty list, and nothing changes.
  expect(await complete(sam, { payment_type: 'wallet', trx_id: '' }, order.code)).toEqual({ success: 'Order done' });
  expect((await ordersOf(trx))[0]).toMatchObject({ payment_status: 'unpaid', payment_type: 'pay_later' });
  await srv.db.query('UPDATE users SET balance = 5000 WHERE id = 1');
  expect(await complete(c, { payment_type: 'wallet', trx_id: '' }, order.code)).toEqual({ success: 'Order done' });
  expect((await ordersOf(trx))[0]).toMatchObject({ payment_type: 'wallet', payment_status: 'paid', status: 1 });
  const after = await balanceOf(1);
  expect(await complete(c, { payment_type: 'wallet', trx_id: '' }, order.code)).toEqual({ success: 'Order done' });
  expect(await balanceOf(1)).toBe(after);
  expect(await stockOf(id)).toBe(stock);
});

test('without X-Requested-With the answer is the original redirect: the invoice, or back to payment', async () => {
  const c = await signedIn();
  const [id] = await products(1);
  const trx = await confirmed(c, [id]);
  const fail = await c.post('/user/complete-order?code=', { payment_type: 'nonsense', trx_id: trx }, { 'X-Requested-With': '' });
  expect(fail.status).toBe(302);
  expect(new URL(fail.headers.get('location')!).pathname + new URL(fail.headers.get('location')!).search).toBe('/payment?payment=failed');
  const ok = await c.post('/user/complete-order?code=', { payment_type: 'cash_on_delivery', trx_id: trx }, { 'X-Requested-With': '' });
  expect(ok.status).toBe(302);
  expect(new URL(ok.headers.get('location')!).pathname).toBe(`/invoice/${trx}`);
});
