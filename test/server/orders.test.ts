import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

async function jane(app = srv.app) {
  const c = new Client(app);
  await c.boot();
  await c.login();
  return c;
}

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

test("profile-orders: five of the seeded shopper's nine orders (seven + two digital) a page, one row per order, newest first", async () => {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  const first = await c.getJson('/user/profile-orders');
  expect(first.xof).toBeNull();
  expect(first.orders).toMatchObject({ total: 9, count: 5, per_page: 5, current_page: 1, last_page: 2, has_more_data: true });
  const ids = first.orders.data.map((r: { order_id: number }) => r.order_id);
  expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  // The seeded "confirm" order reads "confirmed", as OrderResource renames it.
  const statuses = new Set(first.orders.data.map((r: { delivery_status: string }) => r.delivery_status));
  expect(statuses.has('confirm')).toBe(false);
  expect(first.orders.data.every((r: { is_deleted: unknown }) => r.is_deleted === '0')).toBe(true);

  const second = await c.getJson(first.orders.next_page_url.replace(/^https?:\/\/[^/]+/, ''));
  expect(second.orders).toMatchObject({ count: 4, current_page: 2, next_page_url: null, has_more_data: false });
  // A never-completed order (status 0, payment_type "0") is listed, as the original's loose test does.
  expect(second.orders.data.concat(first.orders.data).some((r: { payment_type: string }) => r.payment_type === '0')).toBe(true);
});

test('profile-orders: a guest is sent to login; another shopper sees only their own (none)', async () => {
  const guest = new Client(srv.app);
  await guest.boot();
  const res = await guest.request('/user/profile-orders');
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/\/login$/);

  const sam = new Client(srv.app);
  await sam.boot();
  await sam.login('second@example.com');
  expect((await sam.getJson('/user/profile-orders')).orders).toMatchObject({ total: 0, data: [], next_page_url: null });
});

test('demo mode is configuration: settings_data.demo_mode follows DEMO_MODE', async () => {
  const demo = await startTestServer({ products: 10, config: { demoMode: true } });
  try {
    const c = new Client(demo.app);
    expect(shellData(await c.boot()).settings_data.demo_mode).toBe(true);
  } finally {
    await demo.close();
  }
  expect(shellData(await new Client(srv.app).boot()).settings_data.demo_mode).toBe(false);
}, 30_000);

test('order-list: customers only (401 "unathenticated"), ten a page, with product_file_id for digital lines', async () => {
  const guest = new Client(srv.app);
  await guest.boot();
  const denied = await guest.get('/home/user/order-list');
  expect(denied.status).toBe(401);
  expect(await denied.json()).toEqual({ error: 'unathenticated' });
  const c = await jane();
  const { orderList } = await c.getJson('/home/user/order-list');
  expect(orderList).toMatchObject({ total: 9, count: 9, per_page: 10, next_page_url: null });
  const digital = orderList.data.find((r: { code: string }) => r.code === 'YR-5000000001');
  expect(typeof digital.product_file_id).toBe('number');
});

async function insertOrder(
  userId: number,
  opts: { code: string; delivery?: string; payment?: string; status?: number; lines?: Array<{ productId: number; qty: number }> },
) {
  const { id } = (
    await srv.db.query<{ id: number }>(
      `INSERT INTO orders (seller_id, user_id, code, trx_id, status, payment_type, payment_status, delivery_status,
         sub_total, total_amount, shipping_cost, total_payable)
       VALUES (1, $1, $2, $2, $3, 'wallet', $4, $5, 30.10, 30.10, 5.05, 35.15) RETURNING id`,
      [userId, opts.code, opts.status ?? 1, opts.payment ?? 'unpaid', opts.delivery ?? 'pending'],
    )
  ).rows[0];
  for (const l of opts.lines ?? []) {
    await srv.db.query(`INSERT INTO order_details (order_id, product_id, price, quantity) VALUES ($1, $2, 10, $3)`, [
      id,
      l.productId,
      l.qty,
    ]);
  }
  return id;
}

const stockOf = async (ids: number[]) =>
  (
    await srv.db.query<{ id: number; current_stock: number }>(
      'SELECT id, current_stock FROM products WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    )
  ).rows;

test('cancel-order: a paid pending order goes back to the wallet (exact), stock returns for every line, once', async () => {
  const c = await jane();
  const products = (await srv.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 2')).rows.map((r) => r.id);
  const before = await stockOf(products);
  const balanceBefore = (await srv.db.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE id = 1')).rows[0].b;
  const id = await insertOrder(1, {
    code: 'YR-6100000001',
    payment: 'paid',
    lines: [
      { productId: products[0], qty: 2 },
      { productId: products[1], qty: 3 },
    ],
  });
  const res = await c.getJson(`/user/cancel-order/${id}`);
  expect(res.success).toBe('Order canceled Successfully');
  expect(res.orders).toMatchObject({ id, delivery_status: 'canceled', payment_status: 'refunded_to_wallet' });
  const balanceAfter = (await srv.db.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE id = 1')).rows[0].b;
  // 30.10 + 5.05, to the cent.
  expect(Math.round((Number(balanceAfter) - Number(balanceBefore)) * 100)).toBe(3515);
  expect(res.user.balance).toBe(Number(balanceAfter));
  const wallet = (
    await srv.db.query<{ source: string; amount: string; type: string; status: string }>(
      'SELECT source, amount::text, type, status FROM wallets WHERE order_id = $1 ORDER BY id',
      [id],
    )
  ).rows;
  expect(wallet.map((w) => [w.source, Number(w.amount), w.type, w.status])).toEqual([
    ['order_shipping_cost', 5.05, 'income', 'approved'],
    ['order_total_amount', 30.1, 'income', 'approved'],
  ]);
  const after = await stockOf(products);
  expect(after.map((p) => p.current_stock)).toEqual([before[0].current_stock + 2, before[1].current_stock + 3]);
  // A second cancel (double click, retry) is refused and refunds nothing more.
  expect(await c.getJson(`/user/cancel-order/${id}`)).toEqual({ error: 'You can not cancel the order anymore' });
  expect((await srv.db.query('SELECT 1 FROM wallets WHERE order_id = $1', [id])).rows).toHaveLength(2);
  const events = (await srv.db.query<{ event: string }>('SELECT event FROM delivery_histories WHERE order_id = $1', [id])).rows;
  expect(events.map((e) => e.event)).toEqual(['order_canceled_event']);
});

test('cancel-order: unpaid stays unpaid; not pending, not yours or a guest: refused', async () => {
  const c = await jane();
  const id = await insertOrder(1, { code: 'YR-6100000002' });
  expect((await c.getJson(`/user/cancel-order/${id}`)).orders).toMatchObject({ delivery_status: 'canceled', payment_status: 'unpaid' });
  const shipped = await insertOrder(1, { code: 'YR-6100000003', delivery: 'on_the_way' });
  expect(await c.getJson(`/user/cancel-order/${shipped}`)).toEqual({ error: 'You can not cancel the order anymore' });
  const sams = await insertOrder(2, { code: 'YR-6100000004' });
  expect(await c.getJson(`/user/cancel-order/${sams}`)).toEqual({ error: 'You can not cancel the order anymore' });
  const guest = new Client(srv.app);
  await guest.boot();
  expect((await guest.get(`/user/cancel-order/${id}`)).status).toBe(302);
});

test('remove-order: hides the owner\'s order from the lists; anyone else gets {"error": ""}', async () => {
  const c = await jane();
  const id = await insertOrder(1, { code: 'YR-6100000005', delivery: 'delivered', lines: [{ productId: 1, qty: 1 }] });
  const res = await c.getJson(`/user/remove-order/${id}`);
  expect(res).toMatchObject({ success: 'Order Removed Successfully', deleteOrder: { id, is_deleted: '1' } });
  const list = await c.getJson('/home/user/order-list');
  expect(list.orderList.data.some((r: { order_id: number }) => r.order_id === id)).toBe(false);
  const sams = await insertOrder(2, { code: 'YR-6100000006' });
  expect(await c.getJson(`/user/remove-order/${sams}`)).toEqual({ error: '' });
});

describe('refund-request (refund add-on)', () => {
  let refundSrv: TestServer;
  beforeAll(async () => {
    refundSrv = await startTestServer({
      products: 40,
      config: { settingsOverrides: { add_ons: ['refund'], refund_request_time: '14', refund_with_shipping_cost: '0' } },
    });
  }, 30_000);
  afterAll(async () => {
    await refundSrv?.close();
  });

  const lineOf = async (code: string) =>
    (
      await refundSrv.db.query<{ order_id: number; id: number }>(
        'SELECT d.order_id, d.id FROM order_details d JOIN orders o ON o.id = d.order_id WHERE o.code = $1 ORDER BY d.id LIMIT 1',
        [code],
      )
    ).rows[0];

  test('a delivered, refundable line within the time: created once, amounts recomputed exactly', async () => {
    const c = await jane(refundSrv.app);
    const line = await lineOf('YR-5000000001');
    await refundSrv.db.query(
      `UPDATE order_details SET price = 19.99, quantity = 3, tax = 1.50, discount = 2.00,
         shipping_cost = '{"type":"flat_rate","depend_on_quantity":0,"per_cost":5,"total_cost":5}' WHERE id = $1`,
      [line.id],
    );
    const res = await c.postJson('/refund-request', {
      order: line.order_id,
      order_detail_id: line.id,
      refund_reason: 'Wrong file',
      total_amount: '999',
    });
    expect(res.success).toBe('Request send successfully, wait for the approval');
    // 19.99×3 + 1.50×3 + 5 − 2.00×3 = 63.47; without refund_with_shipping_cost: 58.47.
    expect(res.order_detail.refund).toMatchObject({
      total_amount: 63.47,
      shipping_cost: 5,
      refund_amount: 58.47,
      status: 'pending',
      remark: 'Wrong file',
    });
    expect(res.order_detail.product).toHaveProperty('product_name');
    const again = await c.postJson('/refund-request', { order: line.order_id, order_detail_id: line.id, refund_reason: 'Again' });
    expect(again.error).toBe('Refund request already exists');
    // invoice/{code} now shows the refund on the line.
    const inv = await c.getJson('/user/invoice/YR-5000000001');
    expect(inv.order.order_details[0].refund).toMatchObject({ status: 'pending' });
  });

  test('too late, not delivered, not yours, missing fields', async () => {
    const c = await jane(refundSrv.app);
    const old = await lineOf('YR-4800007919');
    expect((await c.postJson('/refund-request', { order: old.order_id, order_detail_id: old.id, refund_reason: 'x' })).error).toBe(
      'Product is not refundable',
    );
    const pending = await lineOf('YR-4800039595');
    if (pending) {
      expect(await c.postJson('/refund-request', { order: pending.order_id, order_detail_id: pending.id, refund_reason: 'x' })).toEqual({
        error: 'Oops...Something Went Wrong',
      });
    }
    const sam = new Client(refundSrv.app);
    await sam.boot();
    await sam.login('second@example.com');
    const mine = await lineOf('YR-4800000000');
    expect(await sam.postJson('/refund-request', { order: mine.order_id, order_detail_id: mine.id, refund_reason: 'x' })).toEqual({
      error: 'Order not found',
    });
    const invalid = await c.post('/refund-request', { order: mine.order_id });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toHaveProperty('refund_reason');
  });

  test('the add-on off: no such route', async () => {
    const c = await jane();
    expect((await c.post('/refund-request', { order: 1, order_detail_id: 1, refund_reason: 'x' })).status).toBe(404);
  });
});
