/** Edit profile (with a picture), change password, become a seller, and the uploads route (test/contract/account/{change-password,update-profile,user-to-seller}.json). */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

/** A 1×1 PNG, and the first bytes of the other kinds (the server reads a file's kind from its bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n%%EOF', 'latin1');
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

function postForm(c: Client, path: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return c.request(path, { method: 'POST', headers: { 'X-CSRF-TOKEN': c.token, 'X-Requested-With': 'XMLHttpRequest' }, body: form });
}

async function signedIn(srv: TestServer, email = 'customer@example.com', password = 'password123') {
  const c = new Client(srv.app);
  await c.boot();
  const login = await c.login(email, password);
  if (!login.user) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
  return c;
}

const PROFILE = { first_name: 'Jane', last_name: 'Customer', phone: '+1 555 0100 001', gender: 'female', date_of_birth: '1990-02-03' };
/** The columns the original's form posts beside the edited ones (it posts the whole store user). */
const JANE = { id: 1, email: 'customer@example.com', country_id: 19 };
const SAM = { id: 2, email: 'second@example.com', country_id: 19 };

describe('POST user/update-profile', () => {
  let srv: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sf-profile-'));
    srv = await startTestServer({ products: 20, config: { dataDir } });
  }, 60_000);
  afterAll(async () => {
    await srv?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('guests are sent to login', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const res = await c.post('/user/update-profile', PROFILE);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/login');
  });

  test('the original’s rules, in its order and wording (phone is not required when an e-mail is posted)', async () => {
    const c = await signedIn(srv);
    const res = await c.post('/user/update-profile', {
      email: JANE.email,
      first_name: '',
      socials: { facebook: 'x'.repeat(300) },
      date_of_birth: '1990-02-30',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        gender: ['The gender field is required.'],
        date_of_birth: ['The date of birth is not a valid date.'],
        'socials.facebook': ['The socials.facebook must not be greater than 255 characters.'],
      },
    });
  });

  test('every rule’s message, one per field, in the field order (lengths are counted after the spaces leave the phone)', async () => {
    const c = await signedIn(srv);
    const json = await c.post('/user/update-profile', {
      first_name: 'f'.repeat(256),
      last_name: '   ',
      gender: 'g'.repeat(256),
      date_of_birth: '1990-13-01',
      country_id: 'abc',
      socials: { twitter: 't'.repeat(256), youtube: 'y'.repeat(256), facebook: ' ' },
      password: 'p'.repeat(51),
    });
    expect(json.status).toBe(422);
    const jsonErrors = (await json.json()).errors;
    expect(Object.keys(jsonErrors)).toEqual([
      'first_name',
      'last_name',
      'phone',
      'gender',
      'date_of_birth',
      'country_id',
      'socials.twitter',
      'socials.youtube',
      'password',
    ]);
    expect(jsonErrors).toEqual({
      first_name: ['The first name must not be greater than 255 characters.'],
      last_name: ['The last name field is required.'],
      phone: ['The phone field is required when email is not present.'],
      gender: ['The gender must not be greater than 255 characters.'],
      date_of_birth: ['The date of birth is not a valid date.'],
      country_id: ['The selected country id is invalid.'],
      'socials.twitter': ['The socials.twitter must not be greater than 255 characters.'],
      'socials.youtube': ['The socials.youtube must not be greater than 255 characters.'],
      password: ['The password must not be greater than 50 characters.'],
    });

    const form = await postForm(c, '/user/update-profile', {
      ...PROFILE,
      first_name: 'Jane',
      phone: `${'1 '.repeat(200)}`,
      email: 'jane@localhost',
      'socials[facebook]': 'f'.repeat(256),
      password: '12345',
      image: file(PDF, 'me.pdf', 'application/pdf'),
    });
    const formErrors = (await form.json()).errors;
    expect(Object.keys(formErrors)).toEqual(['email', 'socials.facebook', 'password', 'image']);
    expect(formErrors).toEqual({
      email: ['The email must be a valid email address.'],
      'socials.facebook': ['The socials.facebook must not be greater than 255 characters.'],
      password: ['The password must be at least 6 characters.'],
      image: ['The image must be a file of type: jpeg, png, webp, gif.'],
    });
    const longPhone = await c.post('/user/update-profile', { ...PROFILE, phone: '1'.repeat(256) });
    expect((await longPhone.json()).errors).toEqual({ phone: ['The phone must not be greater than 255 characters.'] });
    // One message for a file both too big and of the wrong kind: the size.
    const both = await postForm(c, '/user/update-profile', { ...PROFILE, image: file(Buffer.alloc(2049 * 1024), 'x.png', 'image/png') });
    expect((await both.json()).errors).toEqual({ image: ['The image must not be greater than 2048 kilobytes.'] });
  });

  test('refuses another account’s id (the original would write it) and writes nothing', async () => {
    const c = await signedIn(srv, 'second@example.com');
    const res = await c.post('/user/update-profile', { ...PROFILE, ...SAM, id: 1, first_name: 'Mallory' });
    expect([res.status, await res.json()]).toEqual([403, { message: 'This action is unauthorized.' }]);
    const one = (await srv.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = 1')).rows[0];
    expect(one.first_name).toBe('Jane');
  });

  test('as the original, without an id: a 500 (a PHP 8 Error), or its caught warning when a picture comes along', async () => {
    const c = await signedIn(srv);
    const res = await c.post('/user/update-profile', { ...PROFILE, email: JANE.email, country_id: 19 });
    expect([res.status, await res.json()]).toEqual([500, { message: 'Server Error' }]);
    const withPicture = await postForm(c, '/user/update-profile', { ...PROFILE, image: file(PNG, 'me.png', 'image/png') });
    expect(await withPicture.json()).toEqual({ error: 'Attempt to read property "images" on null' });
  });

  test('as the original, every column comes from the request: left-out e-mail and socials become null; a left-out country is the database’s refusal', async () => {
    const id = (await srv.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'plain@example.com'")).rows[0].id;
    const c = await signedIn(srv, 'plain@example.com');
    const noCountry = await c.postJson('/user/update-profile', { ...PROFILE, id });
    expect(noCountry).toEqual({
      error: expect.stringMatching(/^SQLSTATE\[23000\]: .*Column 'country_id' cannot be null \(SQL: update `users` set /),
    });
    expect(JSON.stringify(noCountry)).not.toContain('Jane'); // the statement without the posted values
    const row = async () =>
      (await srv.db.query<{ email: string | null; first_name: string }>('SELECT email, first_name FROM users WHERE id = $1', [id])).rows[0];
    expect(await row()).toEqual({ email: 'plain@example.com', first_name: 'Paula' });
    const saved = await c.postJson('/user/update-profile', { ...PROFILE, id, country_id: 19 });
    expect(saved.user).toMatchObject({ email: null, socials: null, first_name: 'Jane' });
    expect(await row()).toEqual({ email: null, first_name: 'Jane' });
  });

  test('writes the session user and answers {user, success}', async () => {
    const c = await signedIn(srv, 'second@example.com');
    const res = await c.post('/user/update-profile', {
      ...PROFILE,
      ...SAM,
      first_name: 'Samuel',
      last_name: 'Second',
      country_id: 2,
      socials: { facebook: 'https://facebook.com/sam', twitter: '' },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['user', 'success']);
    expect(body.success).toBe('Profile Updated Successfully');
    expect(body.user).toMatchObject({
      id: 2,
      first_name: 'Samuel',
      full_name: 'Samuel Second',
      phone: '+15550100001',
      gender: 'female',
      date_of_birth: '1990-02-03',
      country_id: 2,
      email: 'second@example.com',
      socials: { facebook: 'https://facebook.com/sam', twitter: null, linkedin: null, instagram: null, pinterest: null, youtube: null },
    });
    const one = (await srv.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = 1')).rows[0];
    expect(one.first_name).toBe('Jane');
    // The boot prop shows the same columns.
    expect(shellData(await c.boot()).user).toMatchObject({ first_name: 'Samuel', date_of_birth: '1990-02-03', country_id: 2 });
  });

  test('a changed e-mail must be a valid, unused address; a taken one is refused', async () => {
    const c = await signedIn(srv);
    const taken = await c.post('/user/update-profile', { ...PROFILE, ...JANE, email: 'second@example.com' });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ email: ['The email has already been taken.'] });
    const invalid = await c.post('/user/update-profile', { ...PROFILE, ...JANE, email: 'not-an-address', country_id: 9999 });
    expect((await invalid.json()).errors).toEqual({
      email: ['The email must be a valid email address.'],
      country_id: ['The selected country id is invalid.'],
    });
  });

  test('multipart with a picture: stored under DATA_DIR/uploads, served with its type, and the user’s pictures point at it', async () => {
    const c = await signedIn(srv);
    const res = await postForm(c, '/user/update-profile', {
      ...PROFILE,
      id: '1',
      email: JANE.email,
      country_id: '19',
      'socials[youtube]': 'https://youtube.com/jane',
      image: file(PNG, 'me.png', 'image/png'),
    });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.profile_image).toMatch(/^http:\/\/127\.0\.0\.1:8080\/uploads\/users\/[a-f0-9]{32}\.png$/);
    expect(user.user_profile_image).toBe(user.profile_image);
    expect(user.images).toEqual({
      storage: 'local',
      original_image: expect.stringMatching(/^uploads\/users\//),
      image_40x40: expect.any(String),
      image_128x128: expect.any(String),
      image_20x20: expect.any(String),
    });
    expect(user.socials.youtube).toBe('https://youtube.com/jane');
    expect(readdirSync(join(dataDir, 'uploads', 'users'))).toHaveLength(1);

    const served = await c.get(new URL(user.profile_image).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(shellData(await c.boot()).user.profile_image).toBe(user.profile_image);
    expect((await c.getJson('/home/check-auth')).user.profile_image).toBe(user.profile_image);
  });

  test('a picture must be jpeg/png/webp/gif (read from its bytes) and at most 2 MB', async () => {
    const c = await signedIn(srv);
    const disguised = await postForm(c, '/user/update-profile', {
      ...PROFILE,
      image: file(Buffer.from('<svg onload=alert(1)>'), 'x.png', 'image/png'),
    });
    expect(disguised.status).toBe(422);
    expect((await disguised.json()).errors).toEqual({ image: ['The image must be a file of type: jpeg, png, webp, gif.'] });
    const big = Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]);
    const tooBig = await postForm(c, '/user/update-profile', { ...PROFILE, image: file(big, 'big.png', 'image/png') });
    expect((await tooBig.json()).errors).toEqual({ image: ['The image must not be greater than 2048 kilobytes.'] });
    const huge = await postForm(c, '/user/update-profile', {
      ...PROFILE,
      image: file(Buffer.alloc(9 * 1024 * 1024), 'huge.png', 'image/png'),
    });
    expect(huge.status).toBe(413);
  });

  test('unknown and private uploads are not served', async () => {
    const c = new Client(srv.app);
    expect((await c.get('/uploads/users/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
    expect((await c.get('/uploads/private/0123456789abcdef0123456789abcdef.pdf')).status).toBe(404);
    expect((await c.get('/uploads/users/..%2F..%2Fdb')).status).toBe(404);
  });

  test('a new password posted with the profile is saved', async () => {
    const c = await signedIn(srv, 'second@example.com');
    expect((await c.post('/user/update-profile', { ...PROFILE, ...SAM, password: 'short' })).status).toBe(422);
    expect((await c.postJson('/user/update-profile', { ...PROFILE, ...SAM, password: 'second-pass-1' })).success).toBe(
      'Profile Updated Successfully',
    );
    await signedIn(srv, 'second@example.com', 'second-pass-1');
    await srv.db.query('UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE id = 1) WHERE id = 2');
  });
});

describe('POST user/change-password', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20 });
  }, 60_000);
  afterAll(() => srv?.close());

  test('422: the custom current-password message, sizes and the confirmation', async () => {
    const c = await signedIn(srv);
    const res = await c.post('/user/change-password', {
      current_password: '',
      new_password: 'abc',
      confirm_password: 'abcd',
      is_password_set: 1,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      current_password: ['current password field is required'],
      new_password: ['The new password must be at least 6 characters.', 'The new password and confirm password must match.'],
      confirm_password: ['The confirm password must be at least 6 characters.'],
    });
    const empty = await c.post('/user/change-password', {});
    expect((await empty.json()).errors).toEqual({
      current_password: ['current password field is required'],
      new_password: ['The new password field is required.'],
      confirm_password: ['The confirm password field is required.'],
    });
  });

  test('the same password, a wrong current one, then the lock-out (429 with Retry-After)', async () => {
    const c = await signedIn(srv, 'second@example.com');
    const same = { current_password: 'password123', new_password: 'password123', confirm_password: 'password123' };
    expect(await c.postJson('/user/change-password', same)).toEqual({ error: 'New password cannot be same as current password' });
    // Posting is_password_set 0 does not skip the current password (the original trusted it).
    const wrong = { current_password: 'wrong-one', new_password: 'new-pass-1', confirm_password: 'new-pass-1', is_password_set: 0 };
    for (let i = 0; i < 4; i++) {
      expect(await c.postJson('/user/change-password', wrong)).toEqual({ error: 'Current Password does not match with old password' });
    }
    const locked = await c.post('/user/change-password', { ...wrong, current_password: 'password123' });
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(500);
    // Nothing changed.
    await signedIn(srv, 'second@example.com', 'password123');
  });

  test('success: "Password Changed Successfully" without data; the new password signs in, other devices are signed out', async () => {
    const c = await signedIn(srv);
    const other = await signedIn(srv);
    const res = await c.postJson('/user/change-password', {
      current_password: 'password123',
      new_password: 'changed-123',
      confirm_password: 'changed-123',
    });
    expect(res).toEqual({ success: 'Password Changed Successfully' });
    expect((await c.getJson('/home/check-auth')).user.last_password_change).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await other.getJson('/home/check-auth')).user).toBeUndefined();
    const stranger = new Client(srv.app);
    await stranger.boot();
    expect(await stranger.login('customer@example.com', 'password123')).toEqual({ error: 'Invalid Credentials' });
    await signedIn(srv, 'customer@example.com', 'changed-123');
    // Back, for the other tests.
    await c.postJson('/user/change-password', {
      current_password: 'changed-123',
      new_password: 'password123',
      confirm_password: 'password123',
    });
  });

  test('an account without a password of its own sets one: no current password, data = the user with is_password_set 1', async () => {
    const c = await signedIn(srv, 'nopassword@example.com');
    expect(shellData(await c.boot()).user.is_password_set).toBe(0);
    const res = await c.postJson('/user/change-password', {
      current_password: '',
      new_password: 'my-own-pass',
      confirm_password: 'my-own-pass',
      is_password_set: 0,
    });
    expect(res.success).toBe('Password Set Successfully');
    expect(res.data).toMatchObject({ email: 'nopassword@example.com', is_password_set: 1 });
    expect(res.data.password_hash).toBeUndefined();
    expect(JSON.stringify(res)).not.toMatch(/scrypt/);
    await signedIn(srv, 'nopassword@example.com', 'my-own-pass');
    // From now on the current password is required.
    const again = await c.post('/user/change-password', { new_password: 'another-pass', confirm_password: 'another-pass' });
    expect((await again.json()).errors).toEqual({ current_password: ['current password field is required'] });
  });

  test('guests are sent to login', async () => {
    const c = new Client(srv.app);
    await c.boot();
    expect((await c.post('/user/change-password', {})).status).toBe(302);
  });
});

describe('POST user/user-to-seller', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20 });
  }, 60_000);
  afterAll(() => srv?.close());

  const SHOP = {
    shop_name: "Jane's Shop",
    address: 'Road 5, Dhaka',
    phone_no: '+880 1711 000000',
    license_no: 'TR-1',
    user_type: 'seller-migrate',
  };

  test('422: shop name, address and phone, and the files’ kinds', async () => {
    const c = await signedIn(srv);
    const res = await postForm(c, '/user/user-to-seller', {
      shop_name: '',
      tax_paper: file(GIF, 'tax.gif', 'image/gif'),
      logo: file(PDF, 'logo.pdf', 'application/pdf'),
      banner: file(Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]), 'b.png', 'image/png'),
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      shop_name: ['The shop name field is required.'],
      address: ['The address field is required.'],
      phone_no: ['The phone no field is required.'],
      tax_paper: ['The tax paper must be a file of type: pdf, jpeg, png.'],
      logo: ['The logo must be a file of type: jpeg, png, webp, gif.'],
      banner: ['The banner must not be greater than 2048 kilobytes.'],
    });
  });

  test('422: lengths (the phone counted without its spaces) and the tax paper’s size, in the field order', async () => {
    const c = await signedIn(srv);
    const res = await postForm(c, '/user/user-to-seller', {
      ...SHOP,
      shop_name: 's'.repeat(256),
      address: 'a'.repeat(256),
      phone_no: '1 '.repeat(200),
      license_no: 'l'.repeat(256),
      tax_paper: file(Buffer.concat([PDF, Buffer.alloc(5120 * 1024)]), 'tax.pdf', 'application/pdf'),
      logo: 'null',
    });
    expect(res.status).toBe(422);
    const errors = (await res.json()).errors;
    expect(Object.keys(errors)).toEqual(['shop_name', 'address', 'license_no', 'tax_paper']);
    expect(errors).toEqual({
      shop_name: ['The shop name must not be greater than 255 characters.'],
      address: ['The address must not be greater than 255 characters.'],
      license_no: ['The license no must not be greater than 255 characters.'],
      tax_paper: ['The tax paper must not be greater than 5120 kilobytes.'],
    });
    const longPhone = await postForm(c, '/user/user-to-seller', { ...SHOP, phone_no: '1'.repeat(256) });
    expect((await longPhone.json()).errors).toEqual({ phone_no: ['The phone no must not be greater than 255 characters.'] });
  });

  test('success: a seller awaiting approval, signed out with a fresh token; the shop row keeps the files', async () => {
    const c = await signedIn(srv, 'to-seller@example.com');
    const oldToken = c.token;
    const res = await postForm(c, '/user/user-to-seller', {
      ...SHOP,
      email: '',
      password: '',
      tax_paper: file(PDF, 'tax.pdf', 'application/pdf'),
      logo: file(PNG, 'logo.png', 'image/png'),
      banner: file(GIF, 'banner.gif', 'image/gif'),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(['success', 'migrate_msg', 'user', 'auth_user', 'type']);
    expect(body).toMatchObject({
      success: 'Registration Successfully',
      migrate_msg: 'Request sent successfully. Wait for approval.',
      user: { email: 'to-seller@example.com', user_type: 'seller' },
      auth_user: null,
      type: 1,
    });
    // Signed out; the page's old token is refused, the one in the header works.
    const fresh = res.headers.get('x-csrf-token');
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(oldToken);
    expect((await c.getJson('/home/check-auth')).user).toBeUndefined();
    expect((await c.post('/user/addToCart', {})).status).toBe(419);
    c.token = fresh!;
    expect((await c.post('/user/addToCart', {})).status).not.toBe(419);
    // The seller cannot sign in before an admin approves the shop.
    const later = new Client(srv.app);
    await later.boot();
    expect(await later.login('to-seller@example.com', 'password123')).toEqual({
      error: 'Registration is successful, Wait for the Approval',
    });

    const shop = (
      await srv.db.query<Record<string, unknown>>('SELECT s.* FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [
        'to-seller@example.com',
      ])
    ).rows[0];
    expect(shop).toMatchObject({
      shop_name: "Jane's Shop",
      slug: 'jane-s-shop',
      phone_no: '+8801711000000',
      address: 'Road 5, Dhaka',
      license_no: 'TR-1',
      verified_at: null,
    });
    const logo = (shop.logo as { original_image: string }).original_image;
    const tax = (shop.tax_paper as { original_image: string }).original_image;
    expect(logo).toMatch(/^uploads\/shops\/[a-f0-9]{32}\.png$/);
    expect(tax).toMatch(/^uploads\/private\/[a-f0-9]{32}\.pdf$/);
    const viewer = new Client(srv.app);
    expect((await viewer.get(`/${logo}`)).headers.get('content-type')).toBe('image/png');
    // The tax paper is private: never served (the original put it under public/images).
    expect((await viewer.get(`/${tax}`)).status).toBe(404);
    expect((await viewer.get(`/${tax.replace('private', 'shops')}`)).status).toBe(404);
    expect(existsSync('uploads')).toBe(false);
  });

  test('an account that already has a shop is refused', async () => {
    await srv.db.query(
      "INSERT INTO sellers (shop_name, slug, user_id, join_date, verified_at) VALUES ('Old', 'old-shop-of-2', 2, current_date, NULL)",
    );
    const c = await signedIn(srv, 'second@example.com');
    expect(await (await postForm(c, '/user/user-to-seller', SHOP)).json()).toEqual({ error: 'This account already has a shop' });
    expect((await c.getJson('/home/check-auth')).user.user_type).toBe('customer');
  });
});

describe('demo mode and the seller system switch', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20, config: { demoMode: true } });
  }, 60_000);
  afterAll(() => srv?.close());

  test('the three actions answer the original’s refusal; user-to-seller validates first, as its FormRequest does', async () => {
    const c = await signedIn(srv);
    const refusal = { error: 'This function is disabled in demo server' };
    expect(await c.postJson('/user/update-profile', {})).toEqual(refusal);
    expect(await c.postJson('/user/change-password', {})).toEqual(refusal);
    expect((await c.post('/user/user-to-seller', {})).status).toBe(422);
    expect(await c.postJson('/user/user-to-seller', { shop_name: 'S', address: 'A', phone_no: '1' })).toEqual(refusal);
    expect((await c.getJson('/home/check-auth')).user.user_type).toBe('customer');
  });

  test('with the seller system off, nobody becomes a seller', async () => {
    const off = await startTestServer({ products: 20 });
    try {
      await off.db.query(`UPDATE settings SET value = '"0"' WHERE key = 'seller_system'`);
      const c = await signedIn(off);
      expect(await c.postJson('/user/user-to-seller', { shop_name: 'S', address: 'A', phone_no: '1' })).toEqual({
        error: 'The seller system is turned off',
      });
    } finally {
      await off.close();
    }
  }, 60_000);
});
