/**
 * A wallet recharge through the test in-page gateway (examples/server/routes/gateway-sdk.ts):
 * `user/recharge-wallet` with a provider's payment_type writes a pending recharge only for a recorded,
 * approved transaction of the caller's session and method, once.
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { loadFixtures } from '../contract/support/fixtures';
import { compareShape } from '../contract/support/shape';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({
    products: 10,
    // Flutterwave stays off: its recharge must be refused.
    config: { settingsOverrides: { is_paystack_activated: '1', paystack_pk: 'pk_test', is_paypal_activated: '1', paypal_key: 'sb' } },
  });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const CANT = { error: 'Transaction Cant be Completed' };

async function shopper(email = 'customer@example.com'): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  await c.login(email);
  await c.boot();
  return c;
}

/** The stand-in's Approve, as the stub script posts it. */
async function approve(c: Client, method: string, reference = ''): Promise<string> {
  const res = await c.request('/_dev/gateway-sdk/transactions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, amount: '12.50', currency: 'USD', reference }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const rechargesOf = async (email: string) =>
  (
    await srv.db.query<{ amount: string; source: string; status: string; payment_method: string; transaction_id: string | null }>(
      `SELECT w.amount::text AS amount, w.source, w.status, w.payment_method, w.transaction_id
         FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.email = $1 AND w.payment_details->>'gateway' = 'test_sdk' ORDER BY w.id`,
      [email],
    )
  ).rows;

const balanceOf = async (email: string) =>
  (await srv.db.query<{ balance: string }>('SELECT balance::text AS balance FROM users WHERE email = $1', [email])).rows[0].balance;

test('PayPal approved: a pending recharge in the base currency, answered as the fixture; the balance waits for the admin', async () => {
  const email = 'customer@example.com';
  const c = await shopper(email);
  const before = await balanceOf(email);
  const id = await approve(c, 'paypal');
  const body = await c.postJson('/user/recharge-wallet', { payment_type: 'paypal', amount: '12.50', order: { id, status: 'COMPLETED' } });
  const fixture = loadFixtures().find((f) => f.name === 'loyalty/recharge-wallet')!.cases['sdk-paypal-approved'];
  expect(compareShape(fixture.answer, body, fixture.shape)).toEqual([]);
  expect(body.success).toBe('Recharge Successful');
  expect(body.recharges.data[0]).toMatchObject({ amount: 12.5, source: 'wallet_recharge', status: 'pending', payment_method: 'paypal' });
  expect(await rechargesOf(email)).toEqual([
    { amount: '12.50', source: 'wallet_recharge', status: 'pending', payment_method: 'paypal', transaction_id: id },
  ]);
  expect(await balanceOf(email)).toBe(before);

  // The same approval posted again (a double click): refused, nothing more written.
  expect(await c.postJson('/user/recharge-wallet', { payment_type: 'paypal', amount: '12.50', order: { id } })).toEqual(CANT);
  expect(await rechargesOf(email)).toHaveLength(1);
});

test('refused, nothing written: an unknown reference, another method’s, another session’s, a method that is off', async () => {
  const email = 'buyer@example.com';
  const c = await shopper(email);
  const other = await shopper('customer@example.com');
  const paystackRef = await approve(c, 'paystack', 'walletRefA1');
  const othersRef = await approve(other, 'paystack', 'walletRefB2');
  const flutter = await approve(c, 'flutter_wave');
  const post = (body: Record<string, unknown>) => c.postJson('/user/recharge-wallet', { amount: '5', ...body });
  expect(await post({ payment_type: 'paystack', ref: 'neverApproved' })).toEqual(CANT);
  expect(await post({ payment_type: 'paypal', order: { id: paystackRef } })).toEqual(CANT);
  expect(await post({ payment_type: 'paystack', ref: othersRef })).toEqual(CANT);
  expect(await post({ payment_type: 'flutter_wave', transaction_id: flutter })).toEqual(CANT);
  expect(await rechargesOf(email)).toEqual([]);
  // The refused references were not spent: Paystack's own still recharges once.
  expect((await post({ payment_type: 'paystack', ref: paystackRef })).success).toBe('Recharge Successful');
  expect(await rechargesOf(email)).toHaveLength(1);
});

test('an amount that is not positive is a 422 and spends nothing; a guest is sent to log in', async () => {
  const c = await shopper('customer@example.com');
  const id = await approve(c, 'paypal');
  const bad = await c.post('/user/recharge-wallet', { payment_type: 'paypal', amount: '0', order: { id } });
  expect(bad.status).toBe(422);
  expect((await bad.json()).errors).toEqual({ amount: ['The amount must be greater than 0.'] });
  expect((await c.postJson('/user/recharge-wallet', { payment_type: 'paypal', amount: '3', order: { id } })).success).toBe(
    'Recharge Successful',
  );

  const guest = new Client(srv.app);
  await guest.boot();
  const res = await guest.post('/user/recharge-wallet', { payment_type: 'paypal', amount: '3', order: { id } });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toMatch(/\/login$/);
});
