/**
 * Signing in with a phone number: only through the OTP add-on, and only with the code texted for
 * it, unexpired and once. The original lets a bare phone number in (no `otp` key, or its
 * disable_otp / disable_otp_verification settings); the reference server does not
 * (test/contract/session/submit-otp.json, the reference-server cases).
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

const PHONE = '+8801711111111'; // the seeded phone account, with the pending code 24680
const USER_1_PHONE = '+15550100001';

async function signedInEmail(c: Client): Promise<string | null> {
  const auth = await c.getJson<{ user?: { email: string } }>('/home/check-auth');
  return auth.user?.email ?? null;
}

async function guest(srv: TestServer): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

describe('without the OTP add-on (the seeded shop)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 8 });
  }, 60_000);
  afterAll(() => srv?.close());

  test('POST /login {phone} alone does not sign in as that user', async () => {
    const c = await guest(srv);
    expect(await c.postJson('/login', { phone: USER_1_PHONE })).toEqual({ error: 'Service is unavailable' });
    expect(await signedInEmail(c)).toBeNull();
  });

  test('POST /login {phone, otp: ""} (the original disable_otp mode) does not sign in either', async () => {
    const c = await guest(srv);
    expect((await c.postJson('/login', { phone: USER_1_PHONE, otp: '' })).error).toBe('Service is unavailable');
    expect(await signedInEmail(c)).toBeNull();
  });

  test('even the right pending code does not sign in while the add-on is off', async () => {
    const c = await guest(srv);
    expect((await c.postJson('/submit-otp', { phone: PHONE, otp: '24680' })).error).toBe('Service is unavailable');
    expect(await signedInEmail(c)).toBeNull();
  });

  test('an e-mail without its password is refused', async () => {
    const c = await guest(srv);
    expect(await c.postJson('/login', { email: 'customer@example.com' })).toEqual({ error: 'Invalid Credentials' });
    expect(await c.postJson('/login', { email: 'customer@example.com', phone: USER_1_PHONE })).toEqual({ error: 'Invalid Credentials' });
    expect(await signedInEmail(c)).toBeNull();
  });
});

describe('with the OTP add-on (and disable_otp_verification on, which the original obeys)', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 8 });
    await srv.db.query(`UPDATE settings SET value = $1 WHERE key = 'add_ons'`, [JSON.stringify(['otp_system'])]);
    await srv.db.query(`UPDATE settings SET value = '1' WHERE key = 'disable_otp_verification'`);
    await srv.db.query(`UPDATE settings SET value = 'true' WHERE key = 'disable_otp'`);
  }, 60_000);
  afterAll(() => srv?.close());

  const setCode = (code: number | null, minutesLeft: number) =>
    srv.db.query(`UPDATE users SET otp = $1, otp_expires_at = now() + make_interval(mins => $2) WHERE phone = $3`, [
      code,
      minutesLeft,
      PHONE,
    ]);

  test('POST /submit-otp with only a phone does not beat a pending code', async () => {
    await setCode(24680, 10);
    const c = await guest(srv);
    expect((await c.postJson('/submit-otp', { phone: PHONE })).error).toBe('OTP did not match. Please provide correct OTP');
    expect((await c.postJson('/login', { phone: PHONE, otp: '' })).error).toBe('OTP did not match. Please provide correct OTP');
    expect(await signedInEmail(c)).toBeNull();
  });

  test('a wrong code is refused', async () => {
    await setCode(24680, 10);
    const c = await guest(srv);
    expect((await c.postJson('/submit-otp', { phone: PHONE, otp: '11111' })).error).toBe('OTP did not match. Please provide correct OTP');
    expect(await signedInEmail(c)).toBeNull();
  });

  test('an expired code is refused', async () => {
    await setCode(24680, -1);
    const c = await guest(srv);
    expect((await c.postJson('/submit-otp', { phone: PHONE, otp: '24680' })).error).toBe('OTP did not match. Please provide correct OTP');
    expect(await signedInEmail(c)).toBeNull();
  });

  test('the right code signs in once, and two requests racing with it cannot both win', async () => {
    await setCode(24680, 10);
    const [a, b] = [await guest(srv), await guest(srv)];
    const answers = await Promise.all([a, b].map((c) => c.postJson('/submit-otp', { phone: PHONE, otp: '24680' })));
    expect(answers.filter((x) => x.success === 'Login successfully!')).toHaveLength(1);
    const later = await guest(srv);
    expect((await later.postJson('/submit-otp', { phone: PHONE, otp: '24680' })).error).toBe(
      'OTP did not match. Please provide correct OTP',
    );
  });
});
