import { Client, field, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => { srv = await startTestServer(); }, 30_000);
afterAll(async () => { await srv?.close(); });

describe('host page', () => {
  test('renders the marker, the fields, safe shell data and the loader, for deep links too', async () => {
    for (const path of ['/', '/products', '/product/anything', '/user/dashboard', '/no/such/page']) {
      const c = new Client(srv.app);
      const res = await c.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html; charset=utf-8/i);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain('connect-src \'self\' ws://127.0.0.1:8080');
      const html = await res.text();
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('<meta name="viewport"');
      expect(html).toContain('<div id="storefront" data-storefront></div>');
      expect(field(html, 'token')).toMatch(/^[\w-]{20,}$/);
      expect(field(html, 'base_url')).toBe('http://127.0.0.1:8080');
      expect(field(html, 'app_path')).toBe('/');
      expect(field(html, 'f_pusher_app_key')).toBeNull();
      expect(html).toMatch(/<script src="\/assets\/loader\.js"><\/script>\s*<\/body>/);
      const shell = shellData(html);
      expect(shell.settings_data.lang_file).toBe('http://127.0.0.1:8080/resources/lang/en.json');
      expect(shell.active_currency.code).toBe('USD');
      expect(shell.user).toBeNull();
      expect(shell.categories.length).toBeGreaterThanOrEqual(8);
      expect(shell.categories[0].child_categories.length).toBeGreaterThan(0);
      expect(shell.sliders).toHaveLength(3);
      expect(shell.banners).toHaveLength(4);
      expect(shell.services).toHaveLength(4);
      expect(shell.pages.map((p: { link: string }) => p.link)).toContain('/page/privacy-policy');
      expect(shell.default_assets.static_asset).toBe('http://127.0.0.1:8080');
      expect(shell.currencies.find((x: { code: string }) => x.code === 'JPY').no_of_decimals).toBe(0);
    }
  });

  test('shell data cannot be broken out of by product names', async () => {
    await srv.db.query("UPDATE products SET product_name = $1 WHERE id = 1", ['Evil </script><script>alert(1)</script> \u2028 name']);
    const c = new Client(srv.app);
    await c.boot();
    // Put the product in the cart so its name is in the shell data.
    const p = (await srv.db.query<{ has_variant: number; minimum_order_quantity: number; current_stock: number }>('SELECT has_variant, minimum_order_quantity, current_stock FROM products WHERE id = 1')).rows[0];
    const variant = p.has_variant ? (await srv.db.query<{ variant_ids: string }>('SELECT variant_ids FROM product_stocks WHERE product_id = 1 AND current_stock > 0 LIMIT 1')).rows[0] : null;
    await srv.db.query('UPDATE products SET current_stock = 50 WHERE id = 1');
    if (variant) await srv.db.query('UPDATE product_stocks SET current_stock = 50 WHERE product_id = 1 AND variant_ids = $1', [variant.variant_ids]);
    const add = await c.postJson('/user/addToCart', { id: 1, quantity: p.minimum_order_quantity, variants_ids: variant?.variant_ids ?? '' });
    expect(add.success).toBeDefined();
    const html = await c.boot();
    const script = /<script type="application\/json" id="storefront-shell-data">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(script).not.toContain('</script');
    expect(script).not.toContain('<');
    expect(script).not.toContain('\u2028');
    expect(html.match(/<script/g)).toHaveLength(2);
    const shell = shellData(html);
    expect(shell.carts[0].product_name).toContain('</script><script>alert(1)</script>');
  });

  test('pusher fields appear only for a signed-in user, with the request host and port', async () => {
    const c = new Client(srv.app);
    await c.boot();
    expect((await c.login()).success).toBe('Login successfully');
    const html = await c.boot('/user/dashboard');
    expect(field(html, 'f_pusher_app_key')).toBe('storefront-key');
    expect(field(html, 'f_pusher_app_cluster')).toBe('mt1');
    expect(field(html, 'f_pusher_host')).toBe('127.0.0.1');
    expect(field(html, 'f_pusher_port')).toBe('8080');
    expect(field(html, 'f_pusher_scheme')).toBe('http');
    const shell = shellData(html);
    expect(shell.user).toMatchObject({ id: 1, full_name: 'Jane Customer', email: 'customer@example.com' });
    expect(JSON.stringify(shell.user)).not.toMatch(/password_hash|scrypt\$|csrf/);
  });

  test('locale switch renders Arabic rtl and its language file', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const r = await c.getJson('/change/locale/ar');
    expect(r.active_language.text_direction).toBe('rtl');
    const html = await c.boot();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(shellData(html).settings_data.lang_file).toBe('http://127.0.0.1:8080/resources/lang/ar.json');
    const res = await c.get('/resources/lang/ar.json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const ar = await res.json();
    const en = await c.getJson('/resources/lang/en.json');
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(ar.add_to_cart).toBe('أضف إلى السلة');
    expect(en.add_to_cart).toBe('Add to cart');
  });

  test('currency switch is stored in the session', async () => {
    const c = new Client(srv.app);
    await c.boot();
    expect(await c.getJson('/change/currency/XXX')).toEqual({ error: 'Currency not found' });
    const r = await c.getJson('/change/currency/EUR');
    expect(r.active_currency).toMatchObject({ code: 'EUR', exchange_rate: 0.92, symbol: '€' });
    expect(shellData(await c.boot()).active_currency.code).toBe('EUR');
  });
});

describe('CSRF and sessions', () => {
  test('state-changing requests without the token get 419', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const noToken = await c.request('/user/addToCart', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"id":1}' });
    expect(noToken.status).toBe(419);
    expect(await noToken.json()).toEqual({ message: 'CSRF token mismatch.' });
    const wrong = await c.post('/home/subscribers', { email: 'a@b.co' }, { 'X-CSRF-TOKEN': 'nope' });
    expect(wrong.status).toBe(419);
    const getChange = await c.request('/change/currency/EUR');
    expect(getChange.status).toBe(419);
    const logout = await c.request('/logout');
    expect(logout.status).toBe(419);
  });

  test('login accepts _token in the body; wrong password is a 200 error; missing fields 422', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const missing = await c.post('/login', { email: '' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.email[0]).toBe('The email field is required.');
    const bad = await c.postJson('/login', { email: 'customer@example.com', password: 'wrong' });
    expect(bad).toEqual({ error: 'Invalid credentials' });
    const res = await c.request('/login', {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'second@example.com', password: 'password123', _token: c.token }).toString(),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.full_name).toBe('Sam Second');
  });

  test('login rotates the session id and keeps the token; logout issues a fresh working token', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const before = c.cookie;
    const token = c.token;
    const login = await c.login();
    expect(login).toMatchObject({ success: 'Login successfully', wishlists: expect.any(Number), compare_list: expect.any(Number), carts: expect.any(Array) });
    expect(c.cookie).not.toBe(before);
    expect((await c.getJson('/home/check-auth')).user.id).toBe(1);
    // The old cookie no longer identifies the signed-in session.
    const stale = new Client(srv.app);
    stale.cookie = before;
    expect((await stale.getJson('/home/check-auth')).error).toBeDefined();
    // Same token still works after login.
    expect(c.token).toBe(token);
    expect((await c.get('/change/currency/JPY')).status).toBe(200);

    const out = await c.getJson('/logout');
    expect(out.success).toBe('Logout successfully');
    expect(out.token).toBeDefined();
    expect(out.token).not.toBe(token);
    expect((await c.getJson('/home/check-auth')).error).toBeDefined();
    // Old token is dead, the new one works.
    expect((await c.get('/change/currency/EUR')).status).toBe(419);
    c.token = out.token;
    expect((await c.get('/change/currency/EUR')).status).toBe(200);
  });

  test('account APIs redirect guests to /login (loginCheck)', async () => {
    const c = new Client(srv.app);
    await c.boot();
    for (const path of ['/user/wishlists', '/user/followed-sellers', '/user-notification/all']) {
      const res = await c.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('http://127.0.0.1:8080/login');
    }
  });
});

describe('broadcasting and notifications', () => {
  test('broadcasting/auth signs only the user\'s own channel', async () => {
    const guest = new Client(srv.app);
    await guest.boot();
    expect((await guest.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-notification-send.1' })).status).toBe(403);

    const c = new Client(srv.app);
    await c.boot();
    await c.login();
    const other = await c.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-notification-send.2' });
    expect(other.status).toBe(403);
    const noCsrf = await c.request('/broadcasting/auth', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'socket_id=1.2&channel_name=private-notification-send.1' });
    expect(noCsrf.status).toBe(419);
    const own = await c.request('/broadcasting/auth', {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token },
      body: 'socket_id=1.2&channel_name=private-notification-send.1',
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ auth: 'storefront-key:sig(1.2:private-notification-send.1)' });
  });

  test('internal notify needs the HMAC signature, stores and publishes', async () => {
    const { signBody } = await import('../../examples/server/routes/internal');
    const body = JSON.stringify({ user_id: 1, message: 'Your order has shipped', type: 'success' });
    const unsigned = await srv.app.request('http://127.0.0.1:8080/internal/notify', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(unsigned.status).toBe(401);
    const res = await srv.app.request('http://127.0.0.1:8080/internal/notify', {
      method: 'POST', body, headers: { 'Content-Type': 'application/json', 'X-Internal-Signature': signBody('storefront-secret', body) },
    });
    expect(res.status).toBe(200);
    expect(srv.pusher.published.at(-1)).toEqual({
      channels: ['private-notification-send.1'], event: 'App\\Events\\PusherNotification', data: { message: 'Your order has shipped', message_type: 'success' },
    });
    const c = new Client(srv.app);
    await c.boot();
    await c.login();
    const list = await c.getJson('/user-notification/all');
    expect(list.notifications.data[0]).toMatchObject({ title: 'Your order has shipped', status: 0, date: expect.any(String), time: expect.any(String) });
  });
});

describe('host page without a build', () => {
  test('still renders, with a visible note', async () => {
    const { createApp } = await import('../../examples/server/app');
    const app = createApp({ db: srv.db, config: { ...srv.config, distDir: '/nonexistent-dist' } });
    const html = await (await app.request('http://127.0.0.1:8080/')).text();
    expect(html).toContain('Run npm run build first');
    expect(html).toContain('data-storefront');
  });

  test('APP_PATH serves the page under the base and tells the widget', async () => {
    const { createApp } = await import('../../examples/server/app');
    const app = createApp({ db: srv.db, config: { ...srv.config, appPath: '/shop' } });
    const html = await (await app.request('http://localhost:9000/shop/product/x')).text();
    expect(field(html, 'app_path')).toBe('/shop');
    expect(field(html, 'base_url')).toBe('http://localhost:9000');
    expect((await app.request('http://localhost:9000/')).status).toBe(302);
  });
});
