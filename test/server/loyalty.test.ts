/**
 * Wallet recharges, approval, rewards and their conversion on the reference server
 * (test/contract/loyalty/{wallet-history,reward-history,wallet-data}.json; examples/server/routes/{wallet,rewards,gateway}.ts).
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { convertReward } from '../../examples/server/services/rewards';
import type { StoreData } from '../../examples/server/services/store';
import { loadFixtures } from '../contract/support/fixtures';
import { compareShape } from '../contract/support/shape';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

async function signIn(email = 'customer@example.com') {
  const c = new Client(srv.app);
  await c.boot();
  const res = await c.login(email);
  expect(res.user).toBeTruthy();
  await c.boot();
  return c;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

function rechargeForm(fields: Record<string, string>, file: Blob | null = new Blob([PNG], { type: 'image/png' })) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', file, 'proof.png');
  return form;
}

function postForm(c: Client, path: string, form: FormData) {
  return c.request(path, { method: 'POST', headers: { 'X-CSRF-TOKEN': c.token, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
}

async function balanceOf(userId: number): Promise<string> {
  return (await srv.db.query<{ b: string }>('SELECT balance::text AS b FROM users WHERE id = $1', [userId])).rows[0].b;
}

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe('wallet history', () => {
  test('pages of 15, newest first, no row twice; balance is the approved wallet_recharge sum as a string', async () => {
    const c = await signIn();
    const first = await c.getJson('/user/wallet-history');
    expect(first.recharges).toMatchObject({ current_page: 1, per_page: 15 });
    expect(first.recharges.data).toHaveLength(15);
    expect(first.recharges.total).toBeGreaterThan(15);
    const stamps = first.recharges.data.map((r: { created_at: string }) => r.created_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    const second = await c.getJson(path(first.recharges.next_page_url));
    expect(second.recharges).toMatchObject({ current_page: 2, next_page_url: null });
    const ids = [...first.recharges.data, ...second.recharges.data].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(first.recharges.total);
    const sum = (
      await srv.db.query<{ s: string }>(
        `SELECT SUM(amount)::text AS s FROM wallets WHERE user_id = 1 AND source = 'wallet_recharge' AND type = 'income' AND status = 'approved'`,
      )
    ).rows[0].s;
    expect(typeof first.balance).toBe('string');
    expect(Number(first.balance)).toBe(Number(sum));
    // The seeded ledger adds up: Jane's balance = approved incomes − balance-taking expenses.
    const ledger = (
      await srv.db.query<{ s: string }>(
        `SELECT COALESCE(SUM(CASE WHEN type = 'income' THEN amount WHEN source <> 'order_created' THEN -amount ELSE 0 END), 0)::text AS s
           FROM wallets WHERE user_id = 1 AND status = 'approved'`,
      )
    ).rows[0].s;
    expect(Number(ledger)).toBe(Number(await balanceOf(1)));
  });
});

describe('offline recharge', () => {
  test('the amount in the active currency is divided exactly (half up), the row stays pending, the answer has the fixture shape', async () => {
    const c = await signIn('buyer@example.com');
    expect((await c.getJson('/change/currency/EUR')).active_currency.code).toBe('EUR');
    const before = await balanceOf(903);
    // 10.0142 / 0.92 = 10.885 exactly → 10.89 (a float division gives 10.884999…).
    const res = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '1', payment_type: 'bank_payment', amount: '10.0142' }));
    expect(res.status).toBe(200);
    const body = await res.json();
    const fixture = loadFixtures().find((f) => f.name === 'loyalty/recharge-wallet')!.cases.offline;
    expect(compareShape(fixture.answer, body, fixture.shape)).toEqual([]);
    expect(body.success).toBe('Recharge Successful');
    const row = body.recharges.data[0];
    expect(row).toMatchObject({
      amount: 10.89,
      source: 'offline_recharge',
      type: 'income',
      status: 'pending',
      payment_method: 'bank_payment',
    });
    expect(row.image).toMatch(/^uploads\/private\/[a-f0-9]{32}\.png$/);
    expect(await balanceOf(903)).toBe(before);
  });

  test('validation: amount, method and proof are checked (422); a guest is sent to login', async () => {
    const c = await signIn('buyer@example.com');
    const bad = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '99', amount: '-3' }, null));
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['amount', 'file', 'id']);
    const text = await postForm(
      c,
      '/user/recharge-wallet',
      rechargeForm({ id: '1', amount: '5' }, new Blob(['hello'], { type: 'text/plain' })),
    );
    expect((await text.json()).errors).toEqual({ file: [expect.stringMatching(/must be a file of type/)] });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '1', amount: '5' }, new Blob([big])));
    expect((await tooBig.json()).errors).toEqual({ file: [expect.stringMatching(/greater than 5120 kilobytes/)] });
    const zero = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '1', amount: '0.001' }));
    expect((await zero.json()).errors).toEqual({ amount: ['The amount must be greater than 0.'] });

    // Every message, in the field order: amount, id (named "payment method"), file.
    const all = await postForm(c, '/user/recharge-wallet', rechargeForm({ amount: 'abc' }, null));
    const allErrors = (await all.json()).errors;
    expect(Object.keys(allErrors)).toEqual(['amount', 'id', 'file']);
    expect(allErrors).toEqual({
      amount: ['The amount must be a number.'],
      id: ['The selected payment method is invalid.'],
      file: ['The file field is required.'],
    });
    const missing = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '1', file: 'null' }, null));
    expect((await missing.json()).errors).toEqual({ amount: ['The amount field is required.'], file: ['The file field is required.'] });
    // Without `amount`, the posted `total` is the amount.
    const total = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '1', total: '1e2' }));
    expect((await total.json()).errors).toEqual({ amount: ['The amount must be a number.'] });
    const negative = await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '1', total: '-2' }));
    expect((await negative.json()).errors).toEqual({ amount: ['The amount must be greater than 0.'] });

    const guest = new Client(srv.app);
    await guest.boot();
    const res = await postForm(guest, '/user/recharge-wallet', rechargeForm({ id: '1', amount: '5', user_id: '1' }));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/login$/);
  });
});

describe('approval (development action)', () => {
  test('approving adds the amount once, updates last_recharge for card recharges and notifies the shopper live', async () => {
    const c = await signIn('buyer@example.com');
    await postForm(c, '/user/recharge-wallet', rechargeForm({ id: '2', payment_type: 'mobile_payment', amount: '7.35' }));
    const id = (await c.getJson('/user/wallet-history')).recharges.data[0].id;
    const before = await balanceOf(903);
    const published = srv.pusher.published.length;

    const res = await c.post(`/_dev/wallet/recharges/${id}/approve`, {});
    expect(await res.json()).toMatchObject({ success: 'Recharge approved', user_id: 903, already: false });
    expect(Number(await balanceOf(903))).toBeCloseTo(Number(before) + 7.35, 10);
    expect(srv.pusher.published.slice(published)).toEqual([
      {
        channels: ['private-notification-send.903'],
        event: 'App\\Events\\PusherNotification',
        data: { message: 'Your Wallet Recharge Request Is Approved.', message_type: 'success' },
      },
    ]);
    const again = await c.post(`/_dev/wallet/recharges/${id}/approve`, {});
    expect((await again.json()).already).toBe(true);
    expect(Number(await balanceOf(903))).toBeCloseTo(Number(before) + 7.35, 10);
    const row = (await c.getJson('/user/wallet-history')).recharges.data.find((r: { id: number }) => r.id === id);
    expect(row.status).toBe('approved');
    const note = await c.getJson('/user-notification/all');
    expect(note.notifications.data[0]).toMatchObject({ title: 'Your Wallet Recharge Request Is Approved.', url: 'my-wallet' });

    // Without the session's token the JSON action is refused; the HTML page's forms carry a nonce.
    const anon = await new Client(srv.app).request(`/_dev/wallet/recharges/${id}/approve`, { method: 'POST' });
    expect(anon.status).toBe(419);
    const page = await (await c.request('/_dev/wallet')).text();
    expect(page).toMatch(/<th scope="col">Amount/);
    expect((await c.post('/_dev/wallet/recharges/999999/approve', {})).status).toBe(404);
  });
});

describe('card recharge through the test gateway', () => {
  async function start(c: Client, amount: string) {
    const res = await c.get(`/stripe/redirect?type=wallet&amount=${amount}`);
    expect(res.status).toBe(302);
    const at = path(res.headers.get('location') ?? '');
    expect(at).toMatch(/^\/_dev\/gateway\/[a-f0-9]{32}$/);
    const html = await (await c.request(at)).text();
    const nonce = /name="nonce" value="([^"]+)"/.exec(html)![1];
    return { at, html, nonce };
  }
  const decide = (c: Client, at: string, action: string, nonce: string) =>
    c.request(`${at}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `nonce=${nonce}`,
    });

  test('approve records one pending wallet_recharge in the base currency; a repeat does not add another', async () => {
    const c = await signIn('buyer@example.com');
    await c.getJson('/change/currency/KWD');
    const { at, html, nonce } = await start(c, '3.07');
    expect(html).toContain('Wallet recharge');
    expect(html).toContain('10.00');
    const res = await decide(c, at, 'approve', nonce);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/my-wallet\?recharge=pending$/);
    const again = await decide(c, at, 'approve', nonce);
    expect(again.headers.get('location')).toMatch(/\/my-wallet\?recharge=pending$/);
    const rows = (await c.getJson('/user/wallet-history')).recharges.data.filter(
      (r: { source: string; payment_method: string }) => r.source === 'wallet_recharge',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 10, status: 'pending', type: 'income', payment_method: 'stripe' });
  });

  test('decline and cancel write nothing; a guest must sign in; a bad amount fails', async () => {
    const c = await signIn('retry@example.com');
    const count = async () => Number((await c.getJson('/user/wallet-history')).recharges.total);
    const n = await count();
    const a = await start(c, '5');
    expect((await decide(c, a.at, 'decline', a.nonce)).headers.get('location')).toMatch(/\/my-wallet\?recharge=declined$/);
    const b = await start(c, '5');
    expect((await decide(c, b.at, 'cancel', b.nonce)).headers.get('location')).toMatch(/\/my-wallet\?recharge=cancelled$/);
    expect(await count()).toBe(n);
    expect((await c.get('/stripe/redirect?type=wallet&amount=abc')).headers.get('location')).toMatch(/\/my-wallet\?recharge=failed$/);
    const guest = new Client(srv.app);
    await guest.boot();
    expect((await guest.get('/stripe/redirect?type=wallet&amount=5')).headers.get('location')).toMatch(/\/login$/);
  });
});

describe('rewards', () => {
  test('check-auth and reward-history carry the seeded points; a user without a Reward row gets null and ""', async () => {
    const c = await signIn();
    const auth = await c.getJson('/home/check-auth');
    expect(auth.reward.rewards).toBeGreaterThan(0);
    expect(auth.reward.reward_details_sum_reward).toBe(auth.reward.reward_sum);
    expect(auth.user.last_recharge).toBe(125);
    const history = await c.getJson('/user/reward-history');
    expect(history.reward).toMatchObject({ rewards: auth.reward.rewards, user_id: 1 });
    expect(history.reward_details.per_page).toBe(10);
    const earned = history.reward_details.data.reduce((s: number, d: { reward: number }) => s + d.reward, 0);
    expect(String(earned)).toBe(history.reward.reward_sum);

    const buyer = await signIn('buyer@example.com');
    const b = await buyer.getJson('/user/reward-history');
    expect(b.reward_details).toMatchObject({ total: 12, last_page: 2 });
    expect((await buyer.getJson(path(b.reward_details.next_page_url))).reward_details.data).toHaveLength(2);

    const sam = await signIn('second@example.com');
    expect(await sam.getJson('/user/reward-history')).toEqual({ reward: null, reward_details: '' });
    expect((await sam.getJson('/home/check-auth')).reward).toBeNull();
  });

  test('convert: the server computes the amount, moves points to the balance and writes an approved income', async () => {
    const c = await signIn();
    const before = (await c.getJson('/home/check-auth')).reward.rewards;
    const balance = await balanceOf(1);
    const res = await c.postJson('/user/convert-reward', { reward: 150, amount: 999 });
    expect(res.success).toBe('Reward points converted to wallet balance');
    expect(res.reward.rewards).toBe(before - 150);
    expect(res.reward.last_converted).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(res.user.balance).toBe(Number(balance) + 1.5);
    const row = (await c.getJson('/user/wallet-history')).recharges.data[0];
    expect(row).toMatchObject({ source: 'reward_point_convert', amount: 1.5, status: 'approved', payment_method: 'system_automated' });
  });

  test('convert refuses bad input and more than the points', async () => {
    const c = await signIn();
    const points = (await c.getJson('/home/check-auth')).reward.rewards;
    for (const reward of [0, -5, 2.5, '1e3', 'ten', null]) {
      expect(await c.postJson('/user/convert-reward', { reward })).toEqual({ error: 'Enter a whole number of reward points, at least 1' });
    }
    expect(await c.postJson('/user/convert-reward', { reward: points + 1 })).toEqual({ error: 'You do not have enough reward points' });
    const sam = await signIn('second@example.com');
    expect(await sam.postJson('/user/convert-reward', { reward: 1 })).toEqual({ error: 'You do not have enough reward points' });
    const guest = new Client(srv.app);
    await guest.boot();
    expect((await guest.post('/user/convert-reward', { reward: 1 })).status).toBe(302);
  });

  test('two identical requests at once convert only once when the points cover one', async () => {
    const c = await signIn('buyer@example.com');
    const points = (await c.getJson('/home/check-auth')).reward.rewards as number;
    const balance = Number(await balanceOf(903));
    const answers = await Promise.all([
      c.postJson('/user/convert-reward', { reward: points }),
      c.postJson('/user/convert-reward', { reward: points }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.error === 'You do not have enough reward points')).toHaveLength(1);
    expect((await c.getJson('/home/check-auth')).reward.rewards).toBe(0);
    expect(Number(await balanceOf(903))).toBeCloseTo(balance + Math.floor(points) / 100, 10);
  });

  test('the amount is rounded down to 2 decimals at any rate; add-on, wallet and rate are checked', async () => {
    const base = { currencies: [] } as unknown as StoreData;
    const data = (settings: Record<string, unknown>) => ({ ...base, settings }) as StoreData;
    const on = { add_ons: ['reward'], wallet_system: '1' };
    await srv.db.query(`UPDATE rewards SET rewards = rewards + 10 WHERE user_id = 1`);
    const before = Number(await balanceOf(1));
    // 10 / 3 = 3.333… → 3.33
    expect(await convertReward(srv.db, data({ ...on, reward_convert_rate: '3' }), 1, 10)).toMatchObject({ ok: true });
    expect(Number(await balanceOf(1))).toBeCloseTo(before + 3.33, 10);
    expect(await convertReward(srv.db, data({ ...on, reward_convert_rate: '1000' }), 1, 5)).toEqual({
      ok: false,
      error: 'Too few points: the amount would be less than 0.01',
    });
    expect(await convertReward(srv.db, data({ ...on, wallet_system: '0', reward_convert_rate: '3' }), 1, 1)).toEqual({
      ok: false,
      error: 'The wallet is not available',
    });
    for (const settings of [
      { ...on, reward_convert_rate: '0' },
      { ...on, add_ons: [], reward_convert_rate: '3' },
    ]) {
      expect(await convertReward(srv.db, data(settings), 1, 1)).toEqual({
        ok: false,
        error: 'Reward points cannot be converted at the moment',
      });
    }
  });

  test('a delivered order awards its points once (development action)', async () => {
    const c = await signIn();
    const order = (
      await srv.db.query<{ id: number }>(`SELECT id FROM orders WHERE user_id = 1 AND delivery_status = 'on_the_way' ORDER BY id LIMIT 1`)
    ).rows[0];
    await srv.db.query(`UPDATE products SET reward = 7 WHERE id IN (SELECT product_id FROM order_details WHERE order_id = $1)`, [order.id]);
    const qty = Number(
      (await srv.db.query<{ q: string }>('SELECT SUM(quantity)::text AS q FROM order_details WHERE order_id = $1', [order.id])).rows[0].q,
    );
    const before = (await c.getJson('/home/check-auth')).reward;
    const first = await c.postJson(`/_dev/orders/${order.id}/deliver`, {});
    expect(first).toEqual({ success: 'Order delivered', order_id: order.id, points: 7 * qty });
    const second = await Promise.all([
      c.postJson(`/_dev/orders/${order.id}/deliver`, {}),
      c.postJson(`/_dev/orders/${order.id}/deliver`, {}),
    ]);
    expect(second.map((s) => s.points)).toEqual([0, 0]);
    const after = (await c.getJson('/home/check-auth')).reward;
    expect(after.rewards).toBe(before.rewards + 7 * qty);
    expect(Number(after.reward_sum)).toBe(Number(before.reward_sum) + 7 * qty);
    const events = await srv.db.query(`SELECT 1 FROM delivery_histories WHERE order_id = $1 AND event = 'order_delivered_event'`, [
      order.id,
    ]);
    expect(events.rows).toHaveLength(1);
    expect((await c.post('/_dev/orders/999999/deliver', {})).status).toBe(404);
  });
});
