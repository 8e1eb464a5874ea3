/**
 * Attack: a guest opens other guests' invoices. Every guest order belongs to the one shared walk-in
 * user and order ids are sequential, so a fresh guest session that walks `user/invoice/download/{n}`
 * (or guesses a code or a trx) must not get anyone else's order, addresses included. A guest sees
 * only the orders of its own session's checkout; its own invoice keeps working after get-invoices
 * ends the walk-in session.
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
const ADDRESS = {
  id: 'aB3dE9',
  name: 'Victim Guest',
  email: 'victim@example.com',
  phone_no: '+15550100999',
  address: '1 Private Lane',
  address_ids: { country_id: 1, state_id: '', city_id: '' },
  country: 'United States',
  state: '',
  city: '',
  latitude: '',
  postal_code: '10001',
};

async function guest(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

/** A guest checks out one product with cash on delivery; returns its trx and order. */
async function guestCheckout(c: Client): Promise<{ trx: string; id: number; code: string }> {
  const product = (
    await srv.db.query<{ id: number }>(
      `SELECT id FROM products WHERE status = 'published' AND is_approved = 1 AND is_digital = 0 AND has_variant = 0
         AND current_stock >= 20 AND minimum_order_quantity = 1 AND cash_on_delivery = 1 ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  expect((await c.postJson('/user/addToCart', { ...ADD, id: product.id, quantity: 1 })).error).toBeUndefined();
  const trx = (await c.getJson('/user/address')).carts[0].trx_id as string;
  const body = { payment_type: 0, trx_id: trx, shipping_address: ADDRESS, billing_address: ADDRESS };
  expect(await c.postJson('/user/confirm-order', body)).toEqual({ success: 'Order done' });
  expect(await c.postJson('/user/complete-order?code=', { payment_type: 'cash_on_delivery', trx_id: trx, id: '', file: '' })).toEqual({
    success: 'Order done',
  });
  const order = (await srv.db.query<{ id: number; code: string }>('SELECT id, code FROM orders WHERE trx_id = $1', [trx])).rows[0];
  return { trx, ...order };
}

describe('a guest reading another guest’s order', () => {
  let victim: { trx: string; id: number; code: string };
  beforeAll(async () => {
    victim = await guestCheckout(await guest());
  });

  test('a fresh guest session walking invoice/download/{id} gets 500 Access Denied, not the PDF', async () => {
    const attacker = await guest();
    const res = await attacker.get(`/user/invoice/download/${victim.id}`);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Access Denied' });
  });

  test('a fresh guest session asking invoice/{code} gets "Not found", not the order and its address', async () => {
    const attacker = await guest();
    expect(await attacker.getJson(`/user/invoice/${victim.code}`)).toEqual({ error: 'Not found' });
  });

  test('a fresh guest session asking get-invoices/{trx} gets "Permission Denied"', async () => {
    const attacker = await guest();
    expect(await attacker.getJson(`/user/get-invoices/${victim.trx}`)).toEqual({ error: 'Permission Denied' });
  });

  test('a guest with a checkout of its own still cannot open the other guest’s order', async () => {
    const attacker = await guest();
    await guestCheckout(attacker);
    expect((await attacker.get(`/user/invoice/download/${victim.id}`)).status).toBe(500);
    expect(await attacker.getJson(`/user/invoice/${victim.code}`)).toEqual({ error: 'Not found' });
    expect(await attacker.getJson(`/user/get-invoices/${victim.trx}`)).toEqual({ error: 'Permission Denied' });
  });

  test('a signed-in shopper asking get-invoices/{trx} of a guest checkout gets "Permission Denied"', async () => {
    const sam = new Client(srv.app);
    await sam.boot();
    await sam.login('second@example.com');
    expect(await sam.getJson(`/user/get-invoices/${victim.trx}`)).toEqual({ error: 'Permission Denied' });
  });
});

test('the guest’s own checkout: invoice page, then (after the walk-in session ends) its PDF and tracking', async () => {
  const c = await guest();
  const own = await guestCheckout(c);
  const page = await c.getJson(`/user/get-invoices/${own.trx}`);
  expect(page.guest).toBe(own.trx);
  expect(page.orders[0].shipping_address).toMatchObject({ name: 'Victim Guest' });
  const pdf = await c.get(`/user/invoice/download/${own.id}`);
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect((await c.getJson(`/user/invoice/${own.code}`)).order.code).toBe(own.code);
});
