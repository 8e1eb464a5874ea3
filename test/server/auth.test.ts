/** Sign-in on the reference server: lock-out, session id rotation, "remember me", the OTP flow. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

const cookieHeader = (res: Response) => res.headers.get('set-cookie') ?? '';

describe('with the seeded settings', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20 });
  }, 60_000);
  afterAll(() => srv?.close());

  test('5 failed sign-ins lock the account out with 429 and Laravel’s wording, even for the right password', async () => {
    const c = new Client(srv.app);
    await c.boot();
    for (let i = 0; i < 5; i++) expect(await c.login('second@example.com', `wrong-${i}`)).toEqual({ error: 'Invalid Credentials' });
    const locked = await c.post('/login', { email: 'second@example.com', password: 'password123' });
    expect(locked.status).toBe(429);
    const body = await locked.json();
    expect(body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(500);
    // Another account from the same address still signs in.
    const other = new Client(srv.app);
    await other.boot();
    expect((await other.login()).success).toBe('Login successfully!');
  });

  test('sign-in and sign-out each give the session a new id; the old id is signed out', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const guestCookie = c.cookie;
    expect((await c.login()).user.email).toBe('customer@example.com');
    const signedInCookie = c.cookie;
    expect(signedInCookie).not.toBe(guestCookie);
    const stale = new Client(srv.app);
    stale.cookie = guestCookie;
    expect(await stale.getJson('/home/check-auth')).toEqual({ error: 'Attempt to read property "reward" on null' });
    await c.get('/logout');
    expect(c.cookie).not.toBe(signedInCookie);
    const old = new Client(srv.app);
    old.cookie = signedInCookie;
    expect((await old.getJson('/home/check-auth')).user).toBeUndefined();
  });

  test('"remember me" keeps the cookie for 30 days; without it the cookie ends with the browser', async () => {
    const plain = new Client(srv.app);
    await plain.boot();
    const a = await plain.post('/login', { email: 'customer@example.com', password: 'password123', remember: 0 });
    expect(cookieHeader(a)).toMatch(/storefront_session=/);
    expect(cookieHeader(a)).not.toMatch(/Max-Age/i);
    const remembered = new Client(srv.app);
    await remembered.boot();
    const b = await remembered.post('/login', { email: 'customer@example.com', password: 'password123', remember: 1 });
    expect(cookieHeader(b)).toMatch(/Max-Age=2592000/);
  });

  test('without the OTP add-on a phone number never signs in; a signed-in caller posting login is sent home', async () => {
    const c = new Client(srv.app);
    await c.boot();
    expect(await c.postJson('/submit-otp', { phone: '+8801711111111', otp: '24680' })).toEqual({ error: 'Service is unavailable' });
    await c.login();
    const again = await c.post('/login', { email: 'customer@example.com', password: 'password123' });
    expect(again.status).toBe(302);
    expect(new URL(again.headers.get('location') ?? '').pathname).toBe('/');
  });
});

describe('with the OTP add-on and reCAPTCHA on', () => {
  let srv: TestServer;
  let dataDir: string;
  const printed: string[] = [];
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'auth-test-'));
    srv = await startTestServer({ products: 20, config: { dataDir } });
    await srv.db.query(`UPDATE settings SET value = $1 WHERE key = 'add_ons'`, [JSON.stringify(['otp_system'])]);
    await srv.db.query(`UPDATE settings SET value = '1' WHERE key = 'is_recaptcha_activated'`);
    jest.spyOn(console, 'info').mockImplementation((line: string) => void printed.push(line));
  }, 60_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await srv?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('get-otp prints the code and writes it to DATA_DIR/dev-otp.log; submit-otp signs in once with it', async () => {
    const c = new Client(srv.app);
    await c.boot();
    expect(await c.postJson('/get-otp', { phone: '+8801711111111' })).toEqual({ success: 'Otp send successfully' });
    const line = printed.find((l) => l.startsWith('[storefront] OTP for +8801711111111: '));
    const code = line?.split(': ')[1];
    expect(code).toMatch(/^\d{5}$/);
    expect(readFileSync(join(dataDir, 'dev-otp.log'), 'utf8')).toContain(`+8801711111111 ${code}`);
    const login = await c.postJson('/submit-otp', { phone: '+8801711111111', otp: code });
    expect(login.success).toBe('Login successfully!');
    c.token = (await c.getJson('/logout')).token;
    // Spent: the same code no longer works.
    expect((await c.postJson('/submit-otp', { phone: '+8801711111111', otp: code })).error).toBe(
      'OTP did not match. Please provide correct OTP',
    );
  });

  test('OTP sends are limited per phone (429)', async () => {
    const c = new Client(srv.app);
    await c.boot();
    for (let i = 0; i < 5; i++) expect((await c.post('/get-otp', { phone: '+15550100002' })).status).toBe(200);
    expect((await c.post('/get-otp', { phone: '+15550100002' })).status).toBe(429);
  });

  test('an e-mail sign-in without a captcha gets the captcha answer; any non-empty token passes', async () => {
    const c = new Client(srv.app);
    await c.boot();
    expect(await c.postJson('/login', { email: 'customer@example.com', password: 'password123', captcha: '' })).toEqual({
      captcha: 'Recaptcha Verification is Required',
    });
    expect((await c.postJson('/login', { email: 'customer@example.com', password: 'password123', captcha: '1' })).success).toBe(
      'Login successfully!',
    );
  });
});
