/**
 * The redirect family's test gateway (routes/gateway-redirect.ts, test/contract/payment/*.json): each
 * method starts at the original's route, shows the hosted page, and returns through the original's
 * callback, which pays once; decline and cancel leave the orders payable; wallet recharges record a
 * pending income paid with the method.
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
    config: {
      settingsOverrides: {
        is_mollie_activated: '1',
        is_telr_activated: '1',
        is_bkash_activated: '1',
        is_nagad_activated: '1',
        is_paytm_activated: '1',
        is_iyzico_activated: '1',
        wallet_system: '1',
      },
    },
  });
  // bKash and Nagad need a BDT currency, Paytm an INR one (before the first request loads the store).
  await srv.db.query(
    `INSERT INTO currencies (name, symbol, code, exchange_rate) VALUES ('Taka', '৳', 'BDT', 110), ('Rupee', '₹', 'INR', 83)`,
  );
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const shopperWithOrders = () => makeShopperWithOrders(srv);

const location = (res: Response) => {
  const url = new URL(res.headers.get('location') ?? '', 'http://x');
  return url.pathname + url.search;
};

async function open(c: Client, start: string): Promise<{ page: string; nonce: string; html: string }> {
  const res = await c.request(start);
  expect(res.status).toBe(302);
  const page = location(res);
  expect(page).toMatch(/^\/_dev\/gateway\/[a-f0-9]{32}$/);
  const html = await (await c.request(page)).text();
  return { page, nonce: /name="nonce" value="([^"]+)"/.exec(html)?.[1] ?? '', html };
}

const press = (c: Client, page: string, action: string, nonce: string) =>
  c.request(`${page}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token },
    body: new URLSearchParams({ nonce }).toString(),
  });

const ordersOf = async (trx: string) =>
  (
    await srv.db.query<{ status: number; payment_status: string; payment_type: string; code: string }>(
      'SELECT status, payment_status, payment_type, code FROM orders WHERE trx_id = $1 ORDER BY id',
      [trx],
    )
  ).rows;

const stockOf = async (id: number) =>
  (await srv.db.query<{ s: number }>('SELECT current_stock AS s FROM products WHERE id = $1', [id])).rows[0].s;

test('mollie: decline keeps the orders payable; approve returns through complete-order, pays once, and a reload pays nothing more', async () => {
  const { c, trx, productId } = await shopperWithOrders();
  const before = await stockOf(productId);

  const first = await open(c, `/mollie/payment?code=undefined&trx_id=${trx}`);
  expect(first.html).toContain('<title>Test payment gateway: Mollie</title>');
  expect(location(await press(c, first.page, 'decline', first.nonce))).toBe('/payment?payment=declined');
  expect((await ordersOf(trx)).map((o) => [o.status, o.payment_status])).toEqual([[0, 'unpaid']]);

  const second = await open(c, `/mollie/payment?code=undefined&trx_id=${trx}`);
  const approved = await press(c, second.page, 'approve', second.nonce);
  const callback = location(approved);
  const id = second.page.split('/').pop();
  expect(callback).toBe(`/user/complete-order?trx_id=${trx}&code=undefined&payment_type=mollie&paymentID=${id}`);
  // Approving alone pays nothing: the callback does.
  expect((await ordersOf(trx))[0].payment_status).toBe('unpaid');

  expect(location(await c.request(callback))).toBe(`/invoice/${trx}`);
  expect((await ordersOf(trx)).map((o) => [o.status, o.payment_status, o.payment_type])).toEqual([[1, 'paid', 'mollie']]);
  expect(await stockOf(productId)).toBe(before - 2);
  expect((await c.getJson('/cart/list?cart_page=1')).carts).toEqual([]);

  // A reload of the callback, or Approve again: the invoice again, nothing paid or taken twice.
  expect(location(await c.request(callback))).toBe(`/invoice/${trx}`);
  expect(location(await press(c, second.page, 'approve', second.nonce))).toBe(callback);
  expect(await stockOf(productId)).toBe(before - 2);
  expect(
    (await srv.db.query('SELECT 1 FROM payment_histories h JOIN orders o ON o.id = h.order_id WHERE o.trx_id = $1', [trx])).rows,
  ).toHaveLength(1);
});

test('a callback pays only for an approved session of this browser, this method and these orders', async () => {
  const { c, trx } = await shopperWithOrders();
  const s = await open(c, `/telr/redirect?code=undefined&trx_id=${trx}`);
  const id = s.page.split('/').pop();
  // Not approved yet, another method's name, another browser session: nothing is paid.
  expect(location(await c.request(`/user/complete-order?trx_id=${trx}&code=undefined&payment_type=telr&paymentID=${id}`))).toBe(
    '/payment?payment=failed',
  );
  expect(location(await c.request(`/user/complete-order?trx_id=${trx}&code=undefined&payment_type=mollie&paymentID=${id}`))).toBe(
    '/payment?payment=failed',
  );
  const callback = location(await press(c, s.page, 'approve', s.nonce));
  const other = new Client(srv.app);
  await other.boot();
  await other.login();
  expect(location(await other.request(callback))).toBe('/payment?payment=failed');
  expect((await ordersOf(trx))[0].payment_status).toBe('unpaid');
  expect(location(await c.request(callback))).toBe(`/invoice/${trx}`);
  expect((await ordersOf(trx))[0]).toMatchObject({ payment_status: 'paid', payment_type: 'telr' });
});

test('a method that is off, or without its currency, does not start', async () => {
  const { c, trx } = await shopperWithOrders();
  expect(location(await c.request(`/skrill/redirect?code=undefined&trx_id=${trx}`))).toBe('/payment?payment=failed');
  // Mercado Pago is off and needs MXN.
  expect(location(await c.request(`/mercadopago/redirect?code=undefined&trx_id=${trx}`))).toBe('/payment?payment=failed');
});

test('bKash, Nagad and Paytm return through their own callbacks, for failures too', async () => {
  const { c, trx } = await shopperWithOrders();
  const bkash = await open(c, `/bkash/redirect?code=undefined&trx_id=${trx}`);
  const cancelled = location(await press(c, bkash.page, 'cancel', bkash.nonce));
  expect(cancelled).toMatch(/^\/bkash\/execute\?.*status=cancel/);
  expect(location(await c.request(cancelled))).toBe('/payment?payment=cancelled');

  const nagad = await open(c, `/nagad/redirect?code=undefined&trx_id=${trx}`);
  const declined = location(await press(c, nagad.page, 'decline', nagad.nonce));
  expect(declined).toMatch(/^\/nagad\/callback\?.*status=Failed/);
  expect(location(await c.request(declined))).toBe('/payment?payment=declined');

  const paytm = await open(c, `/user/payment/paytmRedirect?trx_id=${trx}&code=undefined&payment_type=paytm`);
  const failed = location(await press(c, paytm.page, 'decline', paytm.nonce));
  expect(failed).toMatch(/^\/paytm\/success\?.*STATUS=TXN_FAILURE/);
  expect(location(await c.request(failed))).toBe('/payment?payment=declined');
  expect((await ordersOf(trx))[0].payment_status).toBe('unpaid');

  const again = await open(c, `/bkash/redirect?code=undefined&trx_id=${trx}`);
  const execute = location(await press(c, again.page, 'approve', again.nonce));
  expect(execute).toMatch(/^\/bkash\/execute\?.*status=success/);
  const complete = location(await c.request(execute));
  expect(complete).toMatch(/^\/user\/complete-order\?.*payment_type=bKash/);
  expect(location(await c.request(complete))).toBe(`/invoice/${trx}`);
  expect((await ordersOf(trx))[0]).toMatchObject({ payment_status: 'paid', payment_type: 'bKash' });
});

test('by code through iyzico: back to the order page on cancel, to its tracking page when paid', async () => {
  const { c, trx } = await shopperWithOrders();
  expect(await c.postJson('/user/complete-order?code=', { payment_type: 'pay_later', trx_id: trx })).toEqual({ success: 'Order done' });
  const [order] = await ordersOf(trx);
  const s = await open(c, `/iyzico/redirect?code=${order.code}&trx_id=${trx}`);
  expect(location(await press(c, s.page, 'cancel', s.nonce))).toBe(`/payment/${order.code}?payment=cancelled`);
  const again = await open(c, `/iyzico/redirect?code=${order.code}&trx_id=${trx}`);
  const callback = location(await press(c, again.page, 'approve', again.nonce));
  expect(callback).toMatch(/^\/kkiapay\/callback\?conversation_id=[a-f0-9]{32}$/);
  expect(location(await c.request(callback))).toBe(`/get-invoice/${order.code}`);
  expect((await ordersOf(trx))[0]).toMatchObject({ payment_status: 'paid', payment_type: 'iyzico' });
});

test('wallet recharge through telr: approve records a pending income paid with telr; decline records nothing', async () => {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  await c.boot();
  const count = async () => (await srv.db.query(`SELECT 1 FROM wallets WHERE payment_method = 'telr'`)).rows.length;
  const first = await open(c, '/telr/redirect/wallet?amount=25');
  expect(first.html).toContain('Wallet recharge');
  expect(location(await press(c, first.page, 'decline', first.nonce))).toBe('/my-wallet?recharge=declined');
  expect(await count()).toBe(0);
  const second = await open(c, '/telr/redirect/wallet?amount=25');
  expect(location(await press(c, second.page, 'approve', second.nonce))).toBe('/my-wallet?recharge=pending');
  expect(location(await press(c, second.page, 'approve', second.nonce))).toBe('/my-wallet?recharge=pending');
  expect(
    (await srv.db.query<{ status: string; amount: string }>(`SELECT status, amount::text FROM wallets WHERE payment_method = 'telr'`)).rows,
  ).toEqual([{ status: 'pending', amount: '25.00' }]);
  // mollie has its own recharge path; skrill is off.
  expect(location(await c.request('/skrill/redirect?amount=25&type=wallet&payment_type=skrill'))).toBe('/my-wallet?recharge=failed');
  expect((await c.request('/mollie/recharge-payment?amount=10')).status).toBe(302);
});
