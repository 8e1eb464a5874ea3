/**
 * The test card gateway (docs/payments.md): stripe/redirect → the hosted page → approve (paid, to the
 * invoice), decline or cancel (still payable, back to /payment with the flash query), a replayed
 * approve that never pays twice, and a POST without the page's nonce or from another session.
 */
import {
  Client,
  startTestServer,
  type TestServer,
  shopperWithOrders as makeShopperWithOrders,
} from '../../examples/server/testing/helpers';
import { add, toFixedString } from '../../src/lib/money/decimal';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const shopperWithOrders = () => makeShopperWithOrders(srv);

const location = (res: Response) => {
  const url = new URL(res.headers.get('location') ?? '', 'http://x');
  return url.pathname + url.search;
};

/** Follows stripe/redirect to the hosted page: its path and the form's nonce. */
async function open(c: Client, query: string): Promise<{ page: string; nonce: string; html: string }> {
  const res = await c.request(`/stripe/redirect?${query}`);
  expect(res.status).toBe(302);
  const page = location(res);
  expect(page).toMatch(/^\/_dev\/gateway\/[a-f0-9]{32}$/);
  const html = await (await c.request(page)).text();
  const nonce = /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { page, nonce, html };
}

/** A form POST as the browser sends it (the hosted page's forms). */
const press = (c: Client, page: string, action: string, nonce: string) =>
  c.request(`${page}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token },
    body: new URLSearchParams({ nonce }).toString(),
  });

const ordersOf = async (trx: string) =>
  (
    await srv.db.query<{ status: number; payment_status: string; payment_type: string; total_payable: string; code: string }>(
      'SELECT status, payment_status, payment_type, total_payable::text, code FROM orders WHERE trx_id = $1 ORDER BY id',
      [trx],
    )
  ).rows;

test('decline and cancel leave the orders payable and return with the flash; approve pays once and goes to the invoice', async () => {
  const { c, trx, productId } = await shopperWithOrders();
  const stock = async () =>
    (await srv.db.query<{ s: number }>('SELECT current_stock AS s FROM products WHERE id = $1', [productId])).rows[0].s;
  const before = await stock();

  const first = await open(c, `trx_id=${trx}&code=undefined`);
  expect(first.html).toContain('<title>Test card gateway</title>');
  const amount = toFixedString(add(...(await ordersOf(trx)).map((o) => o.total_payable)), 2);
  expect(first.html).toContain(amount);
  const declined = await press(c, first.page, 'decline', first.nonce);
  expect(location(declined)).toBe('/payment?payment=declined');
  expect((await ordersOf(trx)).map((o) => [o.status, o.payment_status])).toEqual([[0, 'unpaid']]);
  // A finished session cannot be approved afterwards.
  expect(location(await press(c, first.page, 'approve', first.nonce))).toBe('/payment?payment=declined');
  expect((await ordersOf(trx))[0].status).toBe(0);

  const second = await open(c, `trx_id=${trx}&code=undefined`);
  expect(location(await press(c, second.page, 'cancel', second.nonce))).toBe('/payment?payment=cancelled');
  expect((await c.getJson('/user/payment-order?code=')).orders).toHaveLength(1);

  const third = await open(c, `trx_id=${trx}&code=undefined`);
  // No nonce, or another browser session: nothing happens.
  expect((await press(c, third.page, 'approve', 'wrong')).status).toBe(403);
  const other = new Client(srv.app);
  await other.boot();
  expect((await press(other, third.page, 'approve', third.nonce)).status).toBe(403);
  expect((await other.request(third.page)).status).toBe(404);

  const approved = await press(c, third.page, 'approve', third.nonce);
  expect(location(approved)).toBe(`/invoice/${trx}`);
  expect((await ordersOf(trx)).map((o) => [o.status, o.payment_status, o.payment_type])).toEqual([[1, 'paid', 'stripe']]);
  expect(await stock()).toBe(before - 2);
  // Reload / double submit: the same redirect, nothing paid or taken twice.
  expect(location(await press(c, third.page, 'approve', third.nonce))).toBe(`/invoice/${trx}`);
  expect(await stock()).toBe(before - 2);
  expect(
    (await srv.db.query('SELECT 1 FROM payment_histories h JOIN orders o ON o.id = h.order_id WHERE o.trx_id = $1', [trx])).rows,
  ).toHaveLength(1);
  // Nothing left to pay: the redirect goes back with "failed".
  expect(location(await c.request(`/stripe/redirect?trx_id=${trx}&code=undefined`))).toBe('/payment?payment=failed');
});

test('by code: an unpaid order is paid through the gateway and returns to its tracking page', async () => {
  const { c, trx } = await shopperWithOrders();
  expect(await c.postJson('/user/complete-order?code=', { payment_type: 'pay_later', trx_id: trx })).toEqual({ success: 'Order done' });
  const [order] = await ordersOf(trx);
  const s = await open(c, `trx_id=&code=${order.code}`);
  expect(s.html).toContain(order.code);
  expect(location(await press(c, s.page, 'decline', s.nonce))).toBe(`/payment/${order.code}?payment=declined`);
  const again = await open(c, `trx_id=&code=${order.code}`);
  expect(location(await press(c, again.page, 'approve', again.nonce))).toBe(`/get-invoice/${order.code}`);
  expect((await ordersOf(trx))[0]).toMatchObject({ payment_status: 'paid', payment_type: 'stripe' });
});
