/**
 * The affiliate programme on the reference server (test/contract/affiliate/*.json give
 * the shapes): affiliate registration, click tracking, attribution across browsers, exact
 * commission maths, delivery and cancellation, the dashboard, payouts, and the gates (add-on off,
 * guest, not an affiliate).
 */
import { clearDevMails, devMails } from '../../examples/server/lib/dev-mail';
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

const ADD = { variants_ids: '', variants_name: '', color_id: '', attribute_values: [], trx_id: '', is_buy_now: 0 };
const ADDRESS = { name: 'Pat Buyer', email: 'pat@example.com', phone_no: '+15550100099', address: '1 Main St', address_ids: {} };
const ENDPOINTS = ['/user/affiliate-links', '/user/affiliate-dashboard', '/user/affiliate-payouts'];

async function browser(srv: TestServer, email?: string, password = 'password123'): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  if (email) {
    const login = await c.login(email, password);
    if (!login.user) throw new Error(`could not sign in ${email}: ${JSON.stringify(login)}`);
    await c.boot();
  }
  return c;
}

const codeOf = async (srv: TestServer, email: string) =>
  (await srv.db.query<{ id: number; referral_code: string }>('SELECT id, referral_code FROM users WHERE email = $1', [email])).rows[0];

const clicksOf = async (c: Client) => (await c.getJson('/user/affiliate-links')).affiliate_states.no_of_click as number;

interface Pick {
  id: number;
  slug: string;
  seller_id: number;
}

/** Two in-stock simple products of two different sellers. */
async function twoProducts(srv: TestServer): Promise<[Pick, Pick]> {
  const rows = (
    await srv.db.query<Pick>(
      `SELECT DISTINCT ON (p.seller_id) p.id, p.slug, p.seller_id FROM products p
        WHERE p.status = 'published' AND p.is_approved = 1 AND p.is_digital = 0 AND p.has_variant = 0
          AND p.current_stock >= 10 AND p.minimum_order_quantity = 1
        ORDER BY p.seller_id, p.id`,
    )
  ).rows;
  return [rows[0], rows[1]];
}

describe('with the affiliate add-on on (the seeded store)', () => {
  let srv: TestServer;
  let percent: Pick;
  let flat: Pick;
  beforeAll(async () => {
    srv = await startTestServer({ products: 60 });
    [percent, flat] = await twoProducts(srv);
    // Prices chosen so the exact result differs from float and from half-even rounding:
    // 13.50 × 3 × 5% = 2.025 → 2.03 (half-up; a float gives 2.02, half-even 2.02).
    for (const [id, price] of [
      [percent.id, '13.50'],
      [flat.id, '7.00'],
    ] as const) {
      // A simple product's line price is its stock row's price.
      await srv.db.query(`UPDATE products SET price = $2::numeric, special_discount = 0 WHERE id = $1`, [id, price]);
      await srv.db.query(`UPDATE product_stocks SET price = $2::numeric WHERE product_id = $1`, [id, price]);
    }
    await srv.db.query(`UPDATE sellers SET affiliate_amount = 5, affiliate_amount_type = 'percent' WHERE id = $1`, [percent.seller_id]);
    await srv.db.query(`UPDATE sellers SET affiliate_amount = 1.25, affiliate_amount_type = 'flat' WHERE id = $1`, [flat.seller_id]);
  }, 60_000);
  afterAll(() => srv?.close());
  afterEach(() => clearDevMails());

  test('affiliate-register creates a customer with a fresh 10-character referral code; once confirmed and signed in it is an affiliate', async () => {
    const c = await browser(srv);
    const body = {
      first_name: 'Ada',
      last_name: 'Ray',
      email: 'ada.new@example.com',
      phone: '+880 1711 000999',
      password: 'secret12',
      password_confirmation: 'secret12',
      address: '',
      phone_no: '',
      otp: '',
      user_type: 'affiliate-register',
    };
    const answer = await c.postJson('/register', body);
    expect(answer).toMatchObject({
      success: 'Check your mail to verify your account',
      type: 0,
      auth_user: null,
      user: { user_type: 'customer', email: 'ada.new@example.com', id: 1 },
    });
    expect(answer.user.referral_code).toMatch(/^[A-Za-z0-9]{10}$/);
    const row = (
      await srv.db.query<{ referral_code: string; status: number; phone: string; user_type: string }>(
        'SELECT referral_code, status, phone, user_type FROM users WHERE email = $1',
        ['ada.new@example.com'],
      )
    ).rows[0];
    expect(row).toEqual({ referral_code: answer.user.referral_code, status: 0, phone: '+8801711000999', user_type: 'customer' });

    // The same e-mail again: the 422 of the sign-up rules; nothing else is created.
    const again = await c.post('/register', { ...body, phone: '+8801711000998' });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({ email: ['The email has already been taken.'] });

    const link = devMails().find((m) => m.to === 'ada.new@example.com')!.links[0];
    await c.get(new URL(link).pathname);
    const signedIn = await browser(srv, 'ada.new@example.com', 'secret12');
    // Sign-in is by e-mail and password; the shell user carries the code, which makes the account an affiliate.
    expect((await signedIn.getJson('/home/check-auth')).user.referral_code).toBe(row.referral_code);
    const links = await signedIn.getJson('/user/affiliate-links');
    expect(links.affiliate_states).toEqual({ no_of_click: 0, no_of_order_item: 0, no_of_delivered: 0, no_of_cancel: 0 });
    expect(links.products.data.length).toBeGreaterThan(0);

    // A second affiliate gets another code.
    const other = await (await browser(srv)).postJson('/register', { ...body, email: 'ada.two@example.com', phone: '+8801711000997' });
    expect(other.user.referral_code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(other.user.referral_code).not.toBe(answer.user.referral_code);
  });

  test('links: commission-paying products only, 10 a page; the pager is also under "recharges"', async () => {
    const jane = await browser(srv, 'customer@example.com');
    const first = await jane.getJson('/user/affiliate-links?page=1');
    const paying = (
      await srv.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p JOIN sellers s ON s.id = p.seller_id
          WHERE p.status = 'published' AND p.is_approved = 1 AND s.affiliate_amount > 0`,
      )
    ).rows[0].n;
    expect(first.products.total).toBe(paying);
    expect(first.products.data).toHaveLength(Math.min(10, paying));
    expect(first.recharges.next_page_url).toBe(first.products.next_page_url);
    const rates = new Map(
      (
        await srv.db.query<{ id: number; amount: string; type: string }>(
          `SELECT p.id, s.affiliate_amount::text AS amount, s.affiliate_amount_type AS type FROM products p JOIN sellers s ON s.id = p.seller_id`,
        )
      ).rows.map((r) => [r.id, r]),
    );
    for (const row of first.products.data) {
      const rate = rates.get(row.id)!;
      expect(row.affiliate_amount).toBe(Number(rate.amount));
      expect(row.affiliate_amount).toBeGreaterThan(0);
      expect(row.affiliate_amount_type).toBe(rate.type);
    }
    const last = await jane.getJson(`/user/affiliate-links?page=${first.products.last_page}`);
    expect(last.products.next_page_url).toBeNull();
    expect(last.recharges.next_page_url).toBeNull();
  });

  test('a click counts once per session and product, never for the affiliate herself; unknown codes change nothing', async () => {
    const second = await codeOf(srv, 'second@example.com');
    const affiliate = await browser(srv, 'second@example.com');
    const before = await clicksOf(affiliate);

    const visitor = await browser(srv);
    const plainAnswer = await visitor.getJson(`/home/product-details/${percent.slug}`);
    const viaLink = await visitor.getJson(`/home/product-details/${percent.slug}?referral_code=${second.referral_code}`);
    expect(Object.keys(viaLink)).toEqual(Object.keys(plainAnswer));
    await visitor.get(`/home/product-details/${percent.slug}?referral_code=${second.referral_code}`);
    expect(await clicksOf(affiliate)).toBe(before + 1);
    await visitor.get(`/home/product-details/${flat.slug}?referral_code=${second.referral_code}`);
    expect(await clicksOf(affiliate)).toBe(before + 2);

    // Another browser is another session.
    await (await browser(srv)).get(`/home/product-details/${percent.slug}?referral_code=${second.referral_code}`);
    expect(await clicksOf(affiliate)).toBe(before + 3);

    await affiliate.get(`/home/product-details/${percent.slug}?referral_code=${second.referral_code}`);
    await affiliate.get(`/home/product-details/${flat.slug}?referral_code=${second.referral_code}`);
    expect(await clicksOf(affiliate)).toBe(before + 3);

    const unknown = await browser(srv);
    const res = await unknown.get(`/home/product-details/${percent.slug}?referral_code=NOSUCHCODE`);
    expect(res.status).toBe(200);
    expect(await clicksOf(affiliate)).toBe(before + 3);
    const session = (
      await srv.db.query('SELECT 1 FROM sessions WHERE referrer_user_id IS NOT NULL AND id = $1', [unknown.cookie.split('=')[1]])
    ).rows;
    expect(session).toHaveLength(0);
  });

  test('an order from a referred browser is attributed: exact commission, credited once on delivery, cancelled with the order', async () => {
    const second = await codeOf(srv, 'second@example.com');
    const affiliate = await browser(srv, 'second@example.com');
    const dashBefore = await affiliate.getJson('/user/affiliate-dashboard?days=7');
    const linksBefore = (await affiliate.getJson('/user/affiliate-links')).affiliate_states;

    // The buyer follows the link as a guest, then signs in (the session keeps the referrer) and buys.
    const buyer = await browser(srv);
    await buyer.get(`/home/product-details/${percent.slug}?referral_code=${second.referral_code}`);
    expect((await buyer.login('plain@example.com')).user).toBeTruthy();
    await buyer.boot();
    expect((await buyer.postJson('/user/addToCart', { ...ADD, id: percent.id, quantity: 3 })).error).toBeUndefined();
    expect((await buyer.postJson('/user/addToCart', { ...ADD, id: flat.id, quantity: 2 })).error).toBeUndefined();
    expect(await buyer.postJson('/user/confirm-order', { payment_type: 0, shipping_address: ADDRESS, billing_address: ADDRESS })).toEqual({
      success: 'Order done',
    });
    const buyerId = (await codeOf(srv, 'plain@example.com')).id;
    const orders = (
      await srv.db.query<{ id: number; affiliate_user_id: number }>(
        'SELECT id, affiliate_user_id FROM orders WHERE user_id = $1 ORDER BY id',
        [buyerId],
      )
    ).rows;
    expect(orders).toHaveLength(2);
    expect(orders.map((o) => o.affiliate_user_id)).toEqual([second.id, second.id]);
    const rows = (
      await srv.db.query<{ order_id: number; product_id: number; quantity: number; amount: string; status: string }>(
        `SELECT order_id, product_id, quantity, amount::text AS amount, status FROM affiliate_commissions
          WHERE order_id = ANY($1::int[]) ORDER BY product_id = $2 DESC`,
        [orders.map((o) => o.id), percent.id],
      )
    ).rows;
    expect(rows.map(({ product_id, quantity, amount, status }) => ({ product_id, quantity, amount, status }))).toEqual([
      { product_id: percent.id, quantity: 3, amount: '2.03', status: 'pending' },
      { product_id: flat.id, quantity: 2, amount: '2.50', status: 'pending' },
    ]);
    const percentOrder = rows[0].order_id;
    const flatOrder = rows[1].order_id;

    const pending = await affiliate.getJson('/user/affiliate-dashboard?days=7');
    expect(Math.round((pending.pending - dashBefore.pending) * 100)).toBe(453);
    const linksPending = (await affiliate.getJson('/user/affiliate-links')).affiliate_states;
    expect(linksPending.no_of_order_item - linksBefore.no_of_order_item).toBe(5);

    // Delivery credits once, however often (and however concurrently) it is repeated.
    const deliver = () => buyer.postJson(`/_dev/orders/${percentOrder}/deliver`, {});
    await deliver();
    await Promise.all([deliver(), deliver()]);
    const credited = (
      await srv.db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM affiliate_commissions WHERE order_id = $1 GROUP BY status`,
        [percentOrder],
      )
    ).rows;
    expect(credited).toEqual([{ status: 'credited', n: 1 }]);

    // The buyer cancels the other order: its commission is cancelled, never credited.
    expect((await buyer.getJson(`/user/cancel-order/${flatOrder}`)).success).toBe('Order canceled Successfully');
    await buyer.postJson(`/_dev/orders/${flatOrder}/deliver`, {});
    const flatStatus = (await srv.db.query<{ status: string }>('SELECT status FROM affiliate_commissions WHERE order_id = $1', [flatOrder]))
      .rows[0].status;
    expect(flatStatus).toBe('cancelled');

    const after = await affiliate.getJson('/user/affiliate-dashboard?days=7');
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(after.total_earned) - cents(dashBefore.total_earned)).toBe(203);
    expect(cents(after.balance) - cents(dashBefore.balance)).toBe(203);
    expect(cents(after.pending)).toBe(cents(dashBefore.pending));
    const today = after.earnings[after.earnings.length - 1];
    expect(today.date).toBe(new Date().toISOString().slice(0, 10));
    expect(cents(today.amount) - cents(dashBefore.earnings[6].amount)).toBe(203);
    expect(today.orders - dashBefore.earnings[6].orders).toBe(1);
    expect(after.top_products[0]).toMatchObject({ id: percent.id, slug: percent.slug, items: 3 });
    const states = (await affiliate.getJson('/user/affiliate-links')).affiliate_states;
    expect(states.no_of_delivered - linksBefore.no_of_delivered).toBe(3);
    expect(states.no_of_cancel - linksBefore.no_of_cancel).toBe(2);
  });

  test('nobody earns on their own orders', async () => {
    const second = await codeOf(srv, 'second@example.com');
    // Referred as a guest, then signs in as the affiliate herself and buys.
    const self = await browser(srv);
    await self.get(`/home/product-details/${flat.slug}?referral_code=${second.referral_code}`);
    await self.login('second@example.com');
    await self.boot();
    await self.postJson('/user/addToCart', { ...ADD, id: flat.id, quantity: 1 });
    expect(await self.postJson('/user/confirm-order', { payment_type: 0, shipping_address: ADDRESS, billing_address: ADDRESS })).toEqual({
      success: 'Order done',
    });
    const own = (
      await srv.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM affiliate_commissions c JOIN orders o ON o.id = c.order_id WHERE o.user_id = $1`,
        [second.id],
      )
    ).rows[0].n;
    expect(own).toBe(0);
  });

  test('a guest buyer is attributed too (walk-in orders)', async () => {
    const jane = await codeOf(srv, 'customer@example.com');
    const guest = await browser(srv);
    await guest.get(`/home/product-details/${flat.slug}?referral_code=${jane.referral_code}`);
    await guest.postJson('/user/addToCart', { ...ADD, id: flat.id, quantity: 4 });
    expect(await guest.postJson('/user/confirm-order', { payment_type: 0, shipping_address: ADDRESS, billing_address: ADDRESS })).toEqual({
      success: 'Order done',
    });
    const row = (
      await srv.db.query<{ amount: string; quantity: number }>(
        `SELECT amount::text AS amount, quantity FROM affiliate_commissions WHERE affiliate_user_id = $1 ORDER BY id DESC LIMIT 1`,
        [jane.id],
      )
    ).rows[0];
    expect(row).toEqual({ amount: '5.00', quantity: 4 });
  });

  test('dashboard: one row per day (7..365, default 30), today last; totals agree with the rows', async () => {
    const jane = await browser(srv, 'customer@example.com');
    const d30 = await jane.getJson('/user/affiliate-dashboard');
    expect(d30.earnings).toHaveLength(30);
    expect((await jane.getJson('/user/affiliate-dashboard?days=3')).earnings).toHaveLength(7);
    expect((await jane.getJson('/user/affiliate-dashboard?days=9999')).earnings).toHaveLength(365);
    expect((await jane.getJson('/user/affiliate-dashboard?days=abc')).earnings).toHaveLength(30);
    const dates = d30.earnings.map((e: { date: string }) => e.date);
    expect(dates[29]).toBe(new Date().toISOString().slice(0, 10));
    expect([...dates].sort()).toEqual(dates);
    // Exact sums in cents: every seeded credit falls within the last 30 days.
    const cents = (n: number) => Math.round(n * 100);
    const credited = (
      await srv.db.query<{ total: string; pending: string; approved: string; held: string }>(
        `SELECT (SELECT COALESCE(SUM(amount), 0) FROM affiliate_commissions WHERE affiliate_user_id = 1 AND status = 'credited')::text AS total,
                (SELECT COALESCE(SUM(amount), 0) FROM affiliate_commissions WHERE affiliate_user_id = 1 AND status = 'pending')::text AS pending,
                (SELECT COALESCE(SUM(amount), 0) FROM affiliate_payouts WHERE user_id = 1 AND status = 'approved')::text AS approved,
                (SELECT COALESCE(SUM(amount), 0) FROM affiliate_payouts WHERE user_id = 1 AND status IN ('approved', 'pending'))::text AS held`,
      )
    ).rows[0];
    expect(d30.total_earned).toBe(Number(credited.total));
    expect(d30.pending).toBe(Number(credited.pending));
    expect(d30.paid_out).toBe(Number(credited.approved));
    expect(cents(d30.balance)).toBe(cents(Number(credited.total)) - cents(Number(credited.held)));
    const inSeries = d30.earnings.reduce((sum: number, e: { amount: number }) => sum + cents(e.amount), 0);
    expect(inSeries).toBe(cents(d30.total_earned));
    expect(d30.top_products.length).toBeGreaterThan(0);
    expect(d30.top_products.length).toBeLessThanOrEqual(5);
    const commissions = d30.top_products.map((p: { commission: number }) => p.commission);
    expect([...commissions].sort((a, b) => b - a)).toEqual(commissions);
    for (const v of [d30.balance, d30.total_earned, d30.pending, ...commissions]) expect(cents(v) / 100).toBe(v);
  });

  test('payouts: validation, over-balance, one pending at a time (even concurrently), development approval', async () => {
    const jane = await browser(srv, 'customer@example.com');
    const start = await jane.getJson('/user/affiliate-payouts');
    expect(start.minimum_payout).toBe(10);
    expect(start.payouts.data.map((p: { status: string }) => p.status)).toEqual(['rejected', 'approved']);

    const invalid = await jane.post('/user/affiliate-payout-request', { amount: '9.99', method: 'cash', account_details: ' ' });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).errors).toEqual({
      amount: ['The amount must be at least 10.'],
      method: ['The selected method is invalid.'],
      account_details: ['The account details field is required.'],
    });
    const tooLong = await jane.post('/user/affiliate-payout-request', { amount: 'x', method: 'bank', account_details: 'y'.repeat(256) });
    expect((await tooLong.json()).errors).toEqual({
      amount: ['The amount must be a number.'],
      account_details: ['The account details must not be greater than 255 characters.'],
    });
    // Laravel trims before `in`, and its `required` counts an empty list as missing.
    const trimmed = await jane.post('/user/affiliate-payout-request', { amount: [], method: ' bank ', account_details: ['IBAN'] });
    expect((await trimmed.json()).errors).toEqual({
      amount: ['The amount field is required.'],
      account_details: ['The account details must be a string.'],
    });

    const over = (Math.round(start.balance * 100) + 1) / 100;
    expect(await jane.postJson('/user/affiliate-payout-request', { amount: over, method: 'bank', account_details: 'IBAN X' })).toEqual({
      error: 'The amount is more than your balance',
    });

    const ask = () =>
      jane.postJson('/user/affiliate-payout-request', { amount: '10.005', method: 'paypal', account_details: 'jane@pay.example' });
    const [a, b] = await Promise.all([ask(), ask()]);
    const answers = [a, b];
    const sent = answers.filter((x) => x.success);
    expect(sent).toHaveLength(1);
    expect(answers.filter((x) => x.error === 'You already have a payout request waiting')).toHaveLength(1);
    // 10.005 is stored half-up as 10.01; the balance drops by exactly that.
    expect(sent[0].payout).toMatchObject({ amount: 10.01, method: 'paypal', status: 'pending', processed_at: null });
    expect(Math.round(sent[0].balance * 100)).toBe(Math.round(start.balance * 100) - 1001);
    const pendingRows = (await srv.db.query(`SELECT 1 FROM affiliate_payouts WHERE user_id = 1 AND status = 'pending'`)).rows;
    expect(pendingRows).toHaveLength(1);
    // The database itself refuses a second pending row, whatever gets past the application's check.
    await expect(
      srv.db.query(`INSERT INTO affiliate_payouts (user_id, amount, method, account_details) VALUES (1, 10, 'bank', 'x')`),
    ).rejects.toMatchObject({ code: '23505' });

    const listed = await jane.getJson('/user/affiliate-payouts');
    expect(listed.payouts.data[0]).toEqual(sent[0].payout);
    expect(listed.balance).toBe(sent[0].balance);

    const approved = await jane.postJson(`/_dev/affiliate-payouts/${sent[0].payout.id}/approve`, {});
    expect(approved).toMatchObject({ success: 'Payout approved', payout: { id: sent[0].payout.id, status: 'approved' } });
    expect(approved.payout.processed_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/));
    const dash = await jane.getJson('/user/affiliate-dashboard');
    expect(Math.round(dash.paid_out * 100)).toBe(2500 + 1001);
    expect(dash.balance).toBe(sent[0].balance);
    // Approved, so a new request may follow.
    expect((await jane.postJson('/user/affiliate-payout-request', { amount: 10, method: 'bank', account_details: 'IBAN X' })).success).toBe(
      'Payout request sent',
    );
    expect((await jane.post('/_dev/affiliate-payouts/999999/approve', {})).status).toBe(404);
  });

  test('guests are sent to the login page; a customer without a referral code is not an affiliate', async () => {
    const guest = await browser(srv);
    for (const path of ENDPOINTS) {
      const res = await guest.get(path);
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get('location')!).pathname).toBe('/login');
    }
    expect((await guest.post('/user/affiliate-payout-request', { amount: 10 })).status).toBe(302);

    const plain = await browser(srv, 'plain@example.com');
    for (const path of ENDPOINTS) expect(await plain.getJson(path)).toEqual({ error: 'You are not an affiliate' });
    expect(await plain.postJson('/user/affiliate-payout-request', { amount: 10, method: 'bank', account_details: 'x' })).toEqual({
      error: 'You are not an affiliate',
    });
  });
});

describe('with the affiliate add-on off', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20, config: { settingsOverrides: { add_ons: ['reward'] } } });
  }, 60_000);
  afterAll(() => srv?.close());

  test('every affiliate endpoint is a 404, for guests too; no click is recorded; affiliate-register fails as the stock original', async () => {
    const guest = await browser(srv);
    const jane = await browser(srv, 'customer@example.com');
    for (const c of [guest, jane]) {
      for (const path of ENDPOINTS) {
        const res = await c.get(path);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Not Found' });
      }
      const post = await c.post('/user/affiliate-payout-request', { amount: 10, method: 'bank', account_details: 'x' });
      expect(post.status).toBe(404);
    }
    const slug = (await srv.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 1')).rows[0].slug;
    const code = (await codeOf(srv, 'customer@example.com')).referral_code;
    const before = (await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM affiliate_clicks')).rows[0].n;
    expect((await guest.get(`/home/product-details/${slug}?referral_code=${code}`)).status).toBe(200);
    expect((await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM affiliate_clicks')).rows[0].n).toBe(before);

    const answer = await guest.postJson('/register', {
      first_name: 'Alan',
      last_name: 'Off',
      email: 'alan.off@example.com',
      phone: '+8801711000333',
      password: 'secret12',
      password_confirmation: 'secret12',
      address: '',
      phone_no: '',
      otp: '',
      user_type: 'affiliate-register',
    });
    expect(answer).toEqual({ error: 'Undefined variable $sellerData' });
    expect((await srv.db.query('SELECT 1 FROM users WHERE email = $1', ['alan.off@example.com'])).rows).toHaveLength(0);
  });
});
