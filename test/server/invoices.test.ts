import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { clearDevMails, devMails } from '../../examples/server/lib/dev-mail';
import { fixedDecimal } from '../../examples/server/services/invoice-pdf';

const TRX = 'seeddigitaltrx0000000001';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

async function jane() {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  return c;
}

test('get-invoices: the owner sees every order of the checkout with lines, product names and the user on orders[0]', async () => {
  const c = await jane();
  const res = await c.getJson(`/user/get-invoices/${TRX}`);
  expect(res.guest).toBeNull();
  expect(res.user).toMatchObject({ id: 1, email: 'customer@example.com' });
  expect(res.orders.map((o: { code: string }) => o.code)).toEqual(['YR-5000000001', 'YR-5000000002']);
  expect(res.orders[0].user).toMatchObject({ id: 1 });
  expect(res.orders[1].user).toBeUndefined();
  const line = res.orders[0].order_details[0];
  expect(typeof line.product_name).toBe('string');
  expect(line.refund).toBeUndefined();
  expect(res.orders[0]).toMatchObject({ delivery_status: 'delivered', payment_status: 'paid', is_deleted: '0', status: 1 });
  expect(typeof res.orders[0].delivered_days).toBe('number');
  expect(res.orders[0].delivered_at).toMatchObject({ event: 'order_delivered_event' });
  expect(res.orders[0].total_order_quantity).toBe('1');
  // POST answers the same.
  expect((await c.postJson(`/user/get-invoices/${TRX}`, {})).orders).toHaveLength(2);
});

test('get-invoices: an unknown trx or another shopper gets "Permission Denied"', async () => {
  const c = await jane();
  expect(await c.getJson('/user/get-invoices/nope')).toEqual({ error: 'Permission Denied' });
  const sam = new Client(srv.app);
  await sam.boot();
  await sam.login('second@example.com');
  expect(await sam.getJson(`/user/get-invoices/${TRX}`)).toEqual({ error: 'Permission Denied' });
  const guest = new Client(srv.app);
  await guest.boot();
  expect(await guest.getJson(`/user/get-invoices/${TRX}`)).toEqual({ error: 'Permission Denied' });
});

test("get-invoices: a guest's walk-in order is shown, then the walk-in session ends (trx and addresses forgotten)", async () => {
  const walkIn = (
    await srv.db.query<{ id: number }>(
      `INSERT INTO users (first_name, last_name, user_type) VALUES ('Walk-In', 'Customer', 'walk_in') RETURNING id`,
    )
  ).rows[0].id;
  const guest = new Client(srv.app);
  await guest.boot();
  await guest.getJson('/cart/list');
  const session = (await srv.db.query<{ id: string }>(`SELECT id FROM sessions WHERE id = $1`, [guest.cookie.split('=')[1]])).rows[0];
  await srv.db.query(`UPDATE sessions SET walk_in_trx = 'guesttrx000000000000001', addresses = '[{"id":"aB3dE9"}]' WHERE id = $1`, [
    session.id,
  ]);
  const p = (await srv.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1')).rows[0];
  const order = (
    await srv.db.query<{ id: number }>(
      `INSERT INTO orders (seller_id, user_id, code, trx_id, status, payment_type, sub_total, total_payable)
       VALUES (1, $1, 'YR-7000000001', 'guesttrx000000000000001', 1, 'cash_on_delivery', 10, 10) RETURNING id`,
      [walkIn],
    )
  ).rows[0];
  await srv.db.query(`INSERT INTO order_details (order_id, product_id, price, quantity) VALUES ($1, $2, 10, 1)`, [order.id, p.id]);

  const res = await guest.getJson('/user/get-invoices/guesttrx000000000000001');
  expect(res.guest).toBe('guesttrx000000000000001');
  expect(res.user).toMatchObject({ id: walkIn, user_type: 'walk_in' });
  const after = (
    await srv.db.query<{ walk_in_trx: string | null; addresses: unknown; user_id: number | null }>(
      'SELECT walk_in_trx, addresses, user_id FROM sessions WHERE id = $1',
      [session.id],
    )
  ).rows[0];
  expect(after).toEqual({ walk_in_trx: null, addresses: null, user_id: null });
  // The guest may still track its own walk-in order by its code (its session keeps the checkout); a signed-in stranger may not.
  expect((await guest.getJson('/user/invoice/YR-7000000001')).order.code).toBe('YR-7000000001');
  const c = await jane();
  expect(await c.getJson('/user/invoice/YR-7000000001')).toEqual({ error: 'Not found' });
  // The guest was logged out before mail-order: the original's PHP message.
  expect(await guest.getJson('/user/mail-order/guesttrx000000000000001')).toEqual({ error: 'Attempt to read property "email" on null' });
});

test('invoice/{code}: the owner gets the order with lines (+ refund) and the user; others get "Not found"', async () => {
  const c = await jane();
  const res = await c.getJson('/user/invoice/YR-5000000001');
  expect(res.order).toMatchObject({ code: 'YR-5000000001', user: { id: 1 } });
  expect(res.order.order_details[0]).toHaveProperty('refund', null);
  expect(typeof res.order.order_details[0].product_name).toBe('string');
  expect(await c.getJson('/user/invoice/YR-0000000000')).toEqual({ error: 'Not found' });
  const guest = new Client(srv.app);
  await guest.boot();
  expect(await guest.getJson('/user/invoice/YR-5000000001')).toEqual({ error: 'Not found' });
});

test('invoice/download: a real PDF, inline, named after the code, with the original JSON trailer; others get 500 Access Denied', async () => {
  const c = await jane();
  const { id } = (await srv.db.query<{ id: number }>(`SELECT id FROM orders WHERE code = 'YR-5000000001'`)).rows[0];
  const res = await c.get(`/user/invoice/download/${id}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe('inline; filename="YR-5000000001.pdf"');
  const bytes = Buffer.from(await res.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = bytes.toString('latin1');
  expect(text.endsWith('%%EOF\n{"error":"Oops.....Something Went Wrong"}')).toBe(true);

  const sam = new Client(srv.app);
  await sam.boot();
  await sam.login('second@example.com');
  const denied = await sam.get(`/user/invoice/download/${id}`);
  expect(denied.status).toBe(500);
  expect(await denied.json()).toEqual({ error: 'Access Denied' });
  expect((await c.get('/user/invoice/download/999999')).status).toBe(500);
});

test('mail-order: marks the orders mailed and mails the owner once per call', async () => {
  clearDevMails();
  const c = await jane();
  const res = await c.getJson(`/user/mail-order/${TRX}`);
  expect(res.success).toBe('Mailed Successfully');
  expect(res.orders).toHaveLength(2);
  expect(res.orders.every((o: { is_mailed: number }) => o.is_mailed === 1)).toBe(true);
  expect(res.orders[0]).toHaveProperty('font_name');
  expect(res.orders[0]).toHaveProperty('seller');
  const mails = devMails();
  expect(mails).toHaveLength(1);
  expect(mails[0].to).toBe('customer@example.com');
  expect(mails[0].subject).toContain('YR-5000000001');
  expect(mails[0].links[0]).toMatch(/\/get-invoice\/YR-5000000001$/);
  // Someone else's trx changes nothing.
  const sam = new Client(srv.app);
  await sam.boot();
  await sam.login('second@example.com');
  expect(await sam.getJson(`/user/mail-order/${TRX}`)).toEqual({ error: 'Permission Denied' });
});

test('the PDF rounds amounts on their digits (half away from zero), never through a float', () => {
  expect(fixedDecimal('1.005', 2)).toBe('1.01');
  expect(fixedDecimal('2.675', 2)).toBe('2.68');
  expect(fixedDecimal('149.985', 0)).toBe('150');
  expect(fixedDecimal(237.99, 3)).toBe('237.990');
  expect(fixedDecimal('-0.004', 2)).toBe('0.00');
  expect(fixedDecimal('-3.335', 2)).toBe('-3.34');
});
