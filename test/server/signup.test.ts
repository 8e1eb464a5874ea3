/**
 * Sign-up, activation, seller sign-up and password reset on the reference server, with the
 * development mailbox: what the contract fixtures (test/contract/session/{register,register-by-phone,
 * seller-register,reset-password,create-new-password}.json) cannot show with one request each.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, field, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { clearDevMails, devMails, type DevMail } from '../../examples/server/lib/dev-mail';

const printed: string[] = [];
beforeAll(() => {
  jest.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
});
afterAll(() => jest.restoreAllMocks());
afterEach(() => clearDevMails());

/** The newest mail to `to` in the development mailbox, as `/_dev/mailbox.json` gives it. */
async function mailTo(c: Client, to: string): Promise<DevMail> {
  const { mails } = (await c.getJson('/_dev/mailbox.json')) as { mails: DevMail[] };
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const signUp = (c: Client, over: Record<string, unknown>) =>
  c.post('/register', { first_name: 'Nora', last_name: 'Newcomer', password: 'secret12', password_confirmation: 'secret12', ...over });

async function guest(srv: TestServer): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

describe('with the seeded settings (e-mail confirmation on)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20 });
  }, 60_000);
  afterAll(() => srv?.close());

  test('an e-mail sign-up waits for the mailed link; the link activates once and leads to login', async () => {
    const c = await guest(srv);
    const answer = await (await signUp(c, { email: 'nora@example.com', phone: '' })).json();
    expect(answer).toMatchObject({ success: 'Check your mail to verify your account', type: 0, auth_user: null });
    // 1.6.7 forces the id to 1 in the answer; the row has its real id.
    expect(answer.user.id).toBe(1);
    const row = (await srv.db.query<{ id: number; status: number }>("SELECT id, status FROM users WHERE email = 'nora@example.com'"))
      .rows[0];
    expect(row.id).toBeGreaterThan(1);
    expect(row.status).toBe(0);

    const mail = await mailTo(c, 'nora@example.com');
    expect(mail.subject).toBe('Registration');
    const link = mail.links[0];
    expect(pathOf(link)).toMatch(/^\/activation\/nora%40example\.com\/[A-Za-z0-9]{32}$/);
    expect(mail.text).toContain(link);
    expect(printed).toContain(`[storefront] mail to nora@example.com: Registration ${link}`);

    expect(await c.login('nora@example.com', 'secret12')).toEqual({ error: 'You Are not Activated Yet' });
    const activated = await c.get(pathOf(link));
    expect(activated.status).toBe(302);
    expect(new URL(activated.headers.get('location') ?? '').pathname).toBe('/login');
    expect((await mailTo(c, 'nora@example.com')).subject).toBe('Verify Email');
    expect((await c.login('nora@example.com', 'secret12')).success).toBe('Login successfully!');

    // Used: a second click changes nothing (and still lands on login).
    await srv.db.query("UPDATE users SET status = 2 WHERE email = 'nora@example.com'");
    expect((await c.get(pathOf(link))).status).toBe(302);
    expect((await srv.db.query<{ status: number }>("SELECT status FROM users WHERE email = 'nora@example.com'")).rows[0].status).toBe(2);
  });

  test('an activation link older than 3 days, or for an unknown address, activates nothing', async () => {
    const c = await guest(srv);
    await signUp(c, { email: 'late@example.com' });
    const link = (await mailTo(c, 'late@example.com')).links[0];
    await srv.db.query(
      "UPDATE activations SET created_at = now() - interval '73 hours' WHERE user_id = (SELECT id FROM users WHERE email = 'late@example.com')",
    );
    expect((await c.get(pathOf(link))).status).toBe(302);
    expect((await srv.db.query<{ status: number }>("SELECT status FROM users WHERE email = 'late@example.com'")).rows[0].status).toBe(0);
    const unknown = await c.get('/activation/nobody%40example.com/abc');
    expect(new URL(unknown.headers.get('location') ?? '').pathname).toBe('/login');
  });

  test('a referral code posted with the sign-up is kept on the new user', async () => {
    const c = await guest(srv);
    const answer = await (await signUp(c, { email: 'rita@example.com', referral_code: 'AbC1dE2fG3' })).json();
    expect(answer.user.referral_code).toBe('AbC1dE2fG3');
    expect((await srv.db.query("SELECT referral_code FROM users WHERE email = 'rita@example.com'")).rows[0]).toEqual({
      referral_code: 'AbC1dE2fG3',
    });
  });

  test('only customers sign up here: a posted user_type never makes another kind of account', async () => {
    const c = await guest(srv);
    const answer = await (await signUp(c, { email: 'sneaky@example.com', user_type: 'admin' })).json();
    expect(answer.success).toBe('Check your mail to verify your account');
    expect((await srv.db.query("SELECT user_type FROM users WHERE email = 'sneaky@example.com'")).rows[0]).toEqual({
      user_type: 'customer',
    });
  });

  test('an e-mail and a phone together fail as in the original, and nothing is kept', async () => {
    const c = await guest(srv);
    await c.post('/register/by-phone', { first_name: 'Both', last_name: 'Ways', phone: '+8801555100001' });
    const otp = (await srv.db.query<{ otp: number }>("SELECT otp FROM registration_requests WHERE phone = '+8801555100001'")).rows[0].otp;
    const answer = await (await signUp(c, { email: 'both@example.com', phone: '+8801555100001', otp: String(otp) })).json();
    expect(answer).toEqual({ error: 'Undefined variable $activation' });
    expect((await srv.db.query("SELECT 1 FROM users WHERE email = 'both@example.com'")).rows).toHaveLength(0);
    // Rolled back: the code is still pending.
    expect((await srv.db.query("SELECT 1 FROM registration_requests WHERE phone = '+8801555100001'")).rows).toHaveLength(1);
  });

  test('a phone sign-up with the sent code signs the new user in (type 1, a new session id)', async () => {
    const c = await guest(srv);
    expect(await c.postJson('/register/by-phone', { first_name: 'Pia', last_name: 'Phone', phone: '+880 1555 100002' })).toEqual({
      data: 'OTP Send Successfully',
    });
    // Without the otp_system add-on nothing is texted (the original stores the code all the same).
    expect(printed.some((l) => l.includes('+8801555100002'))).toBe(false);
    const otp = (await srv.db.query<{ otp: number }>("SELECT otp FROM registration_requests WHERE phone = '+8801555100002'")).rows[0].otp;
    const before = c.cookie;
    const res = await c.post('/register', {
      first_name: 'Pia',
      last_name: 'Phone',
      email: null,
      phone: '+8801555100002',
      otp: String(otp),
    });
    const answer = await res.json();
    expect(answer).toMatchObject({ success: 'Registration Successfully', type: 1 });
    expect(answer.auth_user).toMatchObject({ phone: '+8801555100002', status: 1, full_name: 'Pia Phone' });
    expect(answer.auth_user.last_login).toEqual(expect.any(String));
    expect(answer.user.id).toBe(answer.auth_user.id);
    expect(answer.user.phone).toBe('+8801555100002');
    expect(JSON.stringify(answer)).not.toMatch(/"password|password_hash|scrypt/);
    expect(c.cookie).not.toBe(before);
    expect((await c.getJson('/home/check-auth')).user.id).toBe(answer.auth_user.id);
    expect((await srv.db.query("SELECT 1 FROM registration_requests WHERE phone = '+8801555100002'")).rows).toHaveLength(0);
  });

  test('wrong sign-up codes are limited per phone (429)', async () => {
    const c = await guest(srv);
    await c.post('/register/by-phone', { first_name: 'Guess', last_name: 'Work', phone: '+8801555100003' });
    const body = { first_name: 'Guess', last_name: 'Work', email: null, phone: '+8801555100003', otp: '00000' };
    for (let i = 0; i < 5; i++) expect(await c.postJson('/register', body)).toEqual({ error: 'OTP Doesnt Match' });
    const locked = await c.post('/register', body);
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('seller sign-up: an inactive seller with a shop profile, a flushed session, and approval still needed after activation', async () => {
    const c = await guest(srv);
    const oldToken = c.token;
    const oldCookie = c.cookie;
    const res = await c.post('/seller-register', {
      first_name: 'Sally',
      last_name: 'Seller',
      email: 'sally@example.com',
      password: 'secret12',
      password_confirmation: 'secret12',
      shop_name: "Sally's Corner",
      phone: '+8801777100001',
      address: '12 Market Road',
      phone_no: '',
      user_type: 'seller',
    });
    const answer = await res.json();
    expect(answer).toMatchObject({
      success: 'Check your mail to verify your account',
      migrate_msg: 'Registration is successful, Wait for the Approval',
    });
    expect(answer.user).toMatchObject({ email: 'sally@example.com', user_type: 'seller' });
    expect(answer).not.toHaveProperty('token');
    const user = (
      await srv.db.query<{ id: number; status: number; user_type: string }>("SELECT * FROM users WHERE email = 'sally@example.com'")
    ).rows[0];
    expect(user).toMatchObject({ id: answer.user.id, status: 0, user_type: 'seller' });
    expect((await srv.db.query('SELECT shop_name, slug, address, verified_at FROM sellers WHERE user_id = $1', [user.id])).rows[0]).toEqual(
      {
        shop_name: "Sally's Corner",
        slug: 'sally-s-corner',
        address: '12 Market Road',
        verified_at: null,
      },
    );

    // Session flushed: a new cookie whose CSRF token differs; the old token now fails with 419 …
    expect(c.cookie).not.toBe(oldCookie);
    expect((await c.post('/reset-password', { email: 'customer@example.com' })).status).toBe(419);
    // … and the host page gives the new one, which works.
    const html = await (await c.request('/')).text();
    c.token = field(html, 'token') ?? '';
    expect(c.token).not.toBe(oldToken);
    expect((await c.post('/reset-password', { email: 'customer@example.com' })).status).toBe(200);

    await c.get(pathOf((await mailTo(c, 'sally@example.com')).links[0]));
    expect(await c.login('sally@example.com', 'secret12')).toEqual({ error: 'Registration is successful, Wait for the Approval' });
  });

  test('the reset link sets a new password once; other sessions of the account end', async () => {
    const elsewhere = await guest(srv);
    expect((await elsewhere.login('second@example.com', 'password123')).success).toBe('Login successfully!');

    const c = await guest(srv);
    expect(await c.postJson('/reset-password', { email: 'second@example.com', newPassword: '', confirmPassword: '' })).toEqual({
      success: 'You have received an email for reset your password',
    });
    const mail = await mailTo(c, 'second@example.com');
    expect(mail.subject).toBe('Forgot Password');
    const match = /^\/reset\/([^/]+)\/([A-Za-z0-9]{32})$/.exec(pathOf(mail.links[0]));
    expect(match).not.toBeNull();
    const [, email, code] = match!;
    const body = { email: decodeURIComponent(email), resetCode: code, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' };
    expect(await c.postJson('/create-new-password', body)).toEqual({ success: 'Successfully Password Changed' });
    expect((await mailTo(c, 'second@example.com')).text).toMatch(/password has been changed/);

    expect(await c.login('second@example.com', 'password123')).toEqual({ error: 'Invalid Credentials' });
    expect((await c.login('second@example.com', 'brand-new-1')).success).toBe('Login successfully!');
    expect((await elsewhere.getJson('/home/check-auth')).user).toBeUndefined();

    const again = await guest(srv);
    const reused = await again.post('/create-new-password', { ...body, newPassword: 'other-pass-2', confirmPassword: 'other-pass-2' });
    expect(reused.status).toBe(302);
    expect(new URL(reused.headers.get('location') ?? '').pathname).toBe('/login');
  });

  test('a reset code older than 4 hours is refused', async () => {
    const c = await guest(srv);
    await c.post('/reset-password', { email: 'banned@example.com' });
    const code = pathOf((await mailTo(c, 'banned@example.com')).links[0])
      .split('/')
      .pop();
    await srv.db.query("UPDATE reminders SET created_at = now() - interval '5 hours'");
    const res = await c.post('/create-new-password', {
      email: 'banned@example.com',
      resetCode: code,
      newPassword: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(res.status).toBe(302);
  });

  test('reset mails are limited per address too (every request counts, 20 in 10 minutes)', async () => {
    const c = await guest(srv);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await c.post('/reset-password', { email: `nobody-${i}@example.com` })).status);
    // Earlier tests of this file asked from the same address: the limit is reached within 21 requests.
    const locked = statuses.indexOf(429);
    expect(locked).toBeGreaterThan(0);
    expect(statuses.slice(0, locked).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(locked).every((s) => s === 429)).toBe(true);
  });

  test('the mailbox page lists the mails newest first with real links', async () => {
    const c = await guest(srv);
    await signUp(c, { email: 'first@example.com' });
    await signUp(c, { email: 'second.mail@example.com' });
    const res = await c.get('/_dev/mailbox');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.indexOf('second.mail@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    const link = (await mailTo(c, 'first@example.com')).links[0];
    expect(html).toContain(`<a href="${link}">`);
  });
});

describe('settings and environments', () => {
  test('with disable_email_confirmation the account is active at once and no mail goes out', async () => {
    const srv = await startTestServer({ products: 20 });
    try {
      await srv.db.query(`INSERT INTO settings (key, value) VALUES ('disable_email_confirmation', '"1"')`);
      const c = await guest(srv);
      const answer = await (await signUp(c, { email: 'olga@example.com' })).json();
      expect(answer).toMatchObject({ success: 'Registration Successfully', type: 0 });
      expect(devMails().filter((m) => m.to === 'olga@example.com')).toHaveLength(0);
      expect((await c.login('olga@example.com', 'secret12')).success).toBe('Login successfully!');
    } finally {
      await srv.close();
    }
  }, 60_000);

  test('with disable_otp_verification a phone sign-up needs no code; with the add-on by-phone prints the code', async () => {
    const srv = await startTestServer({ products: 20 });
    try {
      await srv.db.query(`INSERT INTO settings (key, value) VALUES ('disable_otp_verification', '"1"')`);
      await srv.db.query(`UPDATE settings SET value = $1 WHERE key = 'add_ons'`, [JSON.stringify(['otp_system'])]);
      const c = await guest(srv);
      await c.post('/register/by-phone', { first_name: 'Tex', last_name: 'Ted', phone: '+8801555200001' });
      expect(printed.some((l) => l.startsWith('[storefront] OTP for +8801555200001: '))).toBe(true);
      const answer = await c.postJson('/register', { first_name: 'Quick', last_name: 'Phone', phone: '+8801555200002', otp: '' });
      expect(answer).toMatchObject({ type: 1, success: 'Registration Successfully' });
    } finally {
      await srv.close();
    }
  }, 60_000);

  test('demo mode refuses sign-up after validation', async () => {
    const srv = await startTestServer({ products: 20, config: { demoMode: true } });
    try {
      const c = await guest(srv);
      expect((await c.post('/register', {})).status).toBe(422);
      expect(await (await signUp(c, { email: 'demo@example.com' })).json()).toEqual({ error: 'This function is disabled in demo server' });
    } finally {
      await srv.close();
    }
  }, 60_000);

  test('with DATA_DIR every mail is also a file; without DEV_TOOLS the mailbox does not exist', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'signup-test-'));
    const srv = await startTestServer({ products: 20, config: { dataDir } });
    try {
      const c = await guest(srv);
      await c.post('/reset-password', { email: 'customer@example.com' });
      const files = readdirSync(join(dataDir, 'dev-mail'));
      expect(files).toHaveLength(1);
      const text = readFileSync(join(dataDir, 'dev-mail', files[0]), 'utf8');
      expect(text).toMatch(/^To: customer@example\.com\nSubject: Forgot Password\n/);
      expect(text).toContain((await mailTo(c, 'customer@example.com')).links[0]);

      const { createApp } = await import('../../examples/server/app');
      const closed = new Client(createApp({ db: srv.db, config: { ...srv.config, devTools: false } }));
      await closed.boot();
      expect((await closed.get('/_dev/mailbox')).status).toBe(404);
      expect((await closed.get('/_dev/mailbox.json')).status).toBe(404);
    } finally {
      await srv.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
