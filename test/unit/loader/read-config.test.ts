import { normaliseAppPath, normaliseBaseUrl, readConfig } from '../../../loader/read-config';

const SHELL = { settings_data: { system_name: 'Shop' }, active_currency: { id: 1, code: 'USD' } };

function setPage(fields: Record<string, string>, shell: string | null = JSON.stringify(SHELL)) {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  document.body.innerHTML =
    '<div data-storefront></div>' +
    Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" id="${k}" value="${esc(v)}">`)
      .join('') +
    (shell == null ? '' : `<script type="application/json" id="storefront-shell-data">${shell}</script>`);
}

const REQUIRED = { token: 'tok', base_url: 'https://shop.example.com', app_path: '/' };

describe('normaliseBaseUrl', () => {
  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['https://shop.example.com/', 'https://shop.example.com'],
    ['https://shop.example.com///', 'https://shop.example.com'],
    ['http://localhost:8000/api/', 'http://localhost:8000/api'],
    ['https://shop.example.com/api?x=1#y', 'https://shop.example.com/api'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseBaseUrl(input)).toBe(expected);
  });

  it.each(['shop.example.com', '/api', 'ftp://shop.example.com', 'javascript:alert(1)', 'https://', '//shop.example.com'])(
    'rejects %s',
    (input) => {
      expect(normaliseBaseUrl(input)).toBeNull();
    },
  );
});

describe('normaliseAppPath', () => {
  it.each([
    ['/', ''],
    ['/shop', '/shop'],
    ['/shop/', '/shop'],
    // The original renders APP_URL's path without slashes.
    ['shop', '/shop'],
    ['shop/', '/shop'],
    ['shop/sub', '/shop/sub'],
    ['/shop/eu//', '/shop/eu'],
    ['https://shop.example.com', ''],
    ['https://shop.example.com/', ''],
    ['https://cdn.other.example/shop/', '/shop'],
    ['http://localhost:8000/store', '/store'],
  ])('%s → %j', (input, expected) => {
    expect(normaliseAppPath(input)).toBe(expected);
  });

  it.each(['javascript:alert(1)', '//evil.example/shop', '/shop?x=1', '/my shop', 'ftp://x.example/shop'])('rejects %s', (input) => {
    expect(normaliseAppPath(input)).toBeNull();
  });
});

describe('readConfig', () => {
  it('reads a complete page into a MountConfig with no problems', () => {
    setPage({ token: '  tok-1  ', base_url: 'https://shop.example.com/', app_path: '/shop/' });
    expect(readConfig(document)).toEqual({
      config: { token: 'tok-1', baseUrl: 'https://shop.example.com', appPath: '/shop', realtime: null, shell: SHELL },
      problems: [],
    });
  });

  it('finds inputs by name when there is no id, and prefers the id', () => {
    document.body.innerHTML =
      '<input type="hidden" name="token" value="by-name">' +
      '<input type="hidden" name="base_url" value="https://by-name.example">' +
      '<input type="hidden" id="base_url" value="https://by-id.example">' +
      '<meta name="app_path" content="/meta">' +
      '<input type="hidden" name="app_path" value="/shop">' +
      `<script type="application/json" id="storefront-shell-data">${JSON.stringify(SHELL)}</script>`;
    const { config, problems } = readConfig(document);
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ token: 'by-name', baseUrl: 'https://by-id.example', appPath: '/shop' });
  });

  it('reads an app_path that is present but empty as the site root (a missing one is still reported)', () => {
    setPage({ ...REQUIRED, app_path: '' });
    expect(readConfig(document)).toMatchObject({ config: { appPath: '' }, problems: [] });
  });

  it('accepts the original view as it is: controller names, a bare-id active_currency, app_path without a slash', () => {
    const raw = { settings: { system_name: 'Shop' }, addons: [], active_currency: '1' };
    setPage({ token: 't', base_url: 'https://shop.example.com', app_path: 'shop' }, JSON.stringify(raw));
    expect(readConfig(document)).toEqual({ config: expect.objectContaining({ appPath: '/shop', shell: raw }), problems: [] });
  });

  it('reports every problem once, in page-field order, and returns no config', () => {
    setPage({ token: ' ', base_url: 'nope', f_pusher_app_key: 'k', f_pusher_port: '0' }, '[]');
    expect(readConfig(document)).toEqual({
      config: null,
      problems: [
        'page field "token" is missing',
        'page field "base_url" is malformed: expected an absolute http(s) URL',
        'page field "app_path" is missing',
        'shell data (#storefront-shell-data) is malformed: expected a JSON object',
        'page field "f_pusher_app_cluster" is missing',
        'page field "f_pusher_port" is malformed: expected a port number',
      ],
    });
  });

  it.each([
    ['not json', 'shell data (#storefront-shell-data) is malformed: not valid JSON'],
    ['null', 'shell data (#storefront-shell-data) is malformed: expected a JSON object'],
    ['"text"', 'shell data (#storefront-shell-data) is malformed: expected a JSON object'],
    ['{"active_currency":{}}', 'shell data (#storefront-shell-data) is malformed: expected "settings_data" to be an object'],
    [
      '{"settings_data":[],"active_currency":{}}',
      'shell data (#storefront-shell-data) is malformed: expected "settings_data" to be an object',
    ],
    ['{"settings":"x","addons":[]}', 'shell data (#storefront-shell-data) is malformed: expected "settings_data" to be an object'],
    ['   ', 'shell data (#storefront-shell-data) is missing'],
  ])('shell %j → %s', (shell, problem) => {
    setPage(REQUIRED, shell);
    expect(readConfig(document)).toEqual({ config: null, problems: [problem] });
  });

  describe('realtime', () => {
    const realtimeOf = (fields: Record<string, string>) => {
      setPage({ ...REQUIRED, ...fields });
      const { config, problems } = readConfig(document);
      return { realtime: config?.realtime, problems };
    };

    it('is null without pusher fields', () => {
      expect(realtimeOf({})).toEqual({ realtime: null, problems: [] });
    });

    it('uses Pusher hosts with TLS when only key and cluster are given', () => {
      expect(realtimeOf({ f_pusher_app_key: 'key1', f_pusher_app_cluster: 'eu' })).toEqual({
        realtime: { key: 'key1', cluster: 'eu', tls: true, channel: 'auto' },
        problems: [],
      });
    });

    it('passes a self-hosted host, port and scheme', () => {
      expect(
        realtimeOf({
          f_pusher_app_key: 'key1',
          f_pusher_app_cluster: 'mt1',
          f_pusher_host: 'ws.example.com',
          f_pusher_port: '6001',
          f_pusher_scheme: 'HTTP',
        }),
      ).toEqual({
        realtime: { key: 'key1', cluster: 'mt1', host: 'ws.example.com', port: 6001, tls: false, channel: 'auto' },
        problems: [],
      });
    });

    it.each([
      ['private', 'private'],
      ['public', 'public'],
      [' Public ', 'public'],
      ['', 'auto'],
      ['auto', 'auto'],
    ])('reads f_pusher_channel %j as %s', (value, channel) => {
      expect(realtimeOf({ f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_channel: value })).toEqual({
        realtime: { key: 'k', cluster: 'eu', tls: true, channel },
        problems: [],
      });
    });

    it.each([
      [{ f_pusher_app_key: 'key1' }, 'page field "f_pusher_app_cluster" is missing'],
      [{ f_pusher_app_cluster: 'eu' }, 'page field "f_pusher_app_key" is missing'],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_port: '65536' },
        'page field "f_pusher_port" is malformed: expected a port number',
      ],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_port: '6001.5' },
        'page field "f_pusher_port" is malformed: expected a port number',
      ],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_scheme: 'wss' },
        'page field "f_pusher_scheme" is malformed: expected "http" or "https"',
      ],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_host: 'https://ws.example.com' },
        'page field "f_pusher_host" is malformed: expected a host name without scheme, port or path',
      ],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_host: 'ws.example.com:6001' },
        'page field "f_pusher_host" is malformed: expected a host name without scheme, port or path',
      ],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_channel: 'presence' },
        'page field "f_pusher_channel" is malformed: expected "auto", "private" or "public"',
      ],
      [
        { f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_channel: 'notification-send-1' },
        'page field "f_pusher_channel" is malformed: expected "auto", "private" or "public"',
      ],
      // A bad optional field is reported even when realtime is off (e.g. for guests).
      [{ f_pusher_channel: 'open' }, 'page field "f_pusher_channel" is malformed: expected "auto", "private" or "public"'],
      [{ f_pusher_port: 'abc' }, 'page field "f_pusher_port" is malformed: expected a port number'],
    ])('%j → realtime null, one problem', (fields, problem) => {
      expect(realtimeOf(fields)).toEqual({ realtime: null, problems: [problem] });
    });
  });
});

describe('the session flash message', () => {
  it('passes the type and message the template renders from the session (1.6.7 frontend/master.blade.php toasts them)', () => {
    setPage({ ...REQUIRED, flash_type: 'Error', flash_message: '  Payment failed: <card declined>  ' });
    expect(readConfig(document)).toMatchObject({
      config: { flash: { type: 'error', message: 'Payment failed: <card declined>' } },
      problems: [],
    });
  });

  it('passes none without a message, and reports an unknown type without failing the page', () => {
    setPage({ ...REQUIRED, flash_type: 'success', flash_message: ' ' });
    expect(readConfig(document).config).not.toHaveProperty('flash');
    setPage({ ...REQUIRED, flash_type: 'danger', flash_message: 'Hi' });
    const { config, problems } = readConfig(document);
    expect(config).not.toBeNull();
    expect(config).not.toHaveProperty('flash');
    expect(problems).toEqual(['page field "flash_type" is malformed: expected "info", "success", "warning" or "error"']);
  });
});
