import type { MountConfig, StorefrontHandle } from '../../../src/contract';
import { ALERT_TEXT, FAILED_TEXT, boot, loaderSrc } from '../../../loader/boot';

type Win = Window & { Storefront?: StorefrontHandle };
const win = window as Win;
const ENTRY = 'https://cdn.example.com/storefront/app/main-3f2a1b.js';
const SHELL = { settings_data: { system_name: 'Shop' }, active_currency: { id: 1, code: 'USD' }, languages: [] };
const GOOD = { token: 'tok-123', base_url: 'https://shop.example.com/', app_path: '/shop/' };

let errorSpy: jest.SpyInstance;
let infoSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;

beforeEach(() => {
  delete win.Storefront;
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  infoSpy = jest.spyOn(console, 'info').mockImplementation(() => {});
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete win.Storefront;
});

function setPage(fields: Record<string, string>, shell: string | null = JSON.stringify(SHELL), marker = true) {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  document.body.innerHTML =
    (marker ? '<div id="store" data-storefront>Loading…</div>' : '<div id="store"></div>') +
    Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" id="${k}" value="${esc(v)}">`)
      .join('') +
    (shell == null ? '' : `<script type="application/json" id="storefront-shell-data">${shell}</script>`);
}

const marker = () => document.getElementById('store')!;
const errors = () => errorSpy.mock.calls.map((c) => String(c[0]));

/** An app entry whose mount records its calls and returns an unmount spy. */
function fakeApp() {
  const unmount = jest.fn();
  const mount = jest.fn((_el: HTMLElement, _config: MountConfig) => unmount);
  return { mount, unmount, importer: jest.fn(async (_url: string) => ({ mount })) };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(importer: (url: string) => Promise<unknown>, timeoutMs?: number) {
  expect(() => boot(window, document, { appEntryUrl: ENTRY, importer, timeoutMs })).not.toThrow();
  return win.Storefront!;
}

describe('a valid page', () => {
  it('imports the entry and mounts into the marker with the normalised config', async () => {
    setPage({ ...GOOD, f_pusher_app_key: 'key1', f_pusher_app_cluster: 'eu' });
    const app = fakeApp();
    await expect(start(app.importer).ready).resolves.toBeUndefined();
    expect(app.importer.mock.calls).toEqual([[ENTRY]]);
    expect(app.mount).toHaveBeenCalledTimes(1);
    expect(app.mount).toHaveBeenCalledWith(marker(), {
      token: 'tok-123',
      baseUrl: 'https://shop.example.com',
      appPath: '/shop',
      realtime: { key: 'key1', cluster: 'eu', tls: true, channel: 'auto' },
      shell: SHELL,
    });
    expect(errorSpy).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['/', ''],
    ['https://shop.example.com/', ''],
    ['https://other.example/store/', '/store'],
  ])('app_path %s mounts with appPath %j', async (appPath, expected) => {
    setPage({ ...GOOD, app_path: appPath });
    const app = fakeApp();
    await start(app.importer).ready;
    expect(app.mount.mock.calls[0][1].appPath).toBe(expected);
  });

  it('reads inputs rendered with name only', async () => {
    document.body.innerHTML =
      '<div id="store" data-storefront></div>' +
      '<input type="hidden" name="token" value="t"><input type="hidden" name="base_url" value="http://localhost:8000///">' +
      '<input type="hidden" name="app_path" value="/">' +
      `<script type="application/json" id="storefront-shell-data">${JSON.stringify(SHELL)}</script>`;
    const app = fakeApp();
    await start(app.importer).ready;
    expect(app.mount.mock.calls[0][1]).toMatchObject({ token: 't', baseUrl: 'http://localhost:8000', appPath: '' });
  });
});

describe('required fields', () => {
  async function expectNoMount(app: ReturnType<typeof fakeApp>, handle: StorefrontHandle) {
    await expect(handle.ready).rejects.toThrow();
    expect(app.importer).not.toHaveBeenCalled();
    expect(app.mount).not.toHaveBeenCalled();
    expect(marker()).toHaveTextContent(FAILED_TEXT);
  }

  it.each(['token', 'base_url', 'app_path'])('missing %s → one error naming it, no mount', async (name) => {
    const fields: Record<string, string> = { ...GOOD };
    delete fields[name];
    setPage(fields);
    const app = fakeApp();
    const handle = start(app.importer);
    expect(errors()).toEqual([`[storefront] page field "${name}" is missing`]);
    await expectNoMount(app, handle);
  });

  it('a blank token counts as missing', async () => {
    setPage({ ...GOOD, token: '   ' });
    const app = fakeApp();
    const handle = start(app.importer);
    expect(errors()).toEqual(['[storefront] page field "token" is missing']);
    await expectNoMount(app, handle);
  });

  it('missing shell data → one error naming it, no mount', async () => {
    setPage(GOOD, null);
    const app = fakeApp();
    const handle = start(app.importer);
    expect(errors()).toEqual(['[storefront] shell data (#storefront-shell-data) is missing']);
    await expectNoMount(app, handle);
  });

  it.each([
    ['base_url', { base_url: 'shop.example.com' }, 'page field "base_url" is malformed'],
    ['base_url', { base_url: 'ftp://shop.example.com' }, 'page field "base_url" is malformed'],
    ['app_path', { app_path: '//evil.example/shop' }, 'page field "app_path" is malformed'],
    ['app_path', { app_path: 'javascript:alert(1)' }, 'page field "app_path" is malformed'],
  ])('malformed %s (%j) → one error naming it, no mount', async (_name, override, text) => {
    setPage({ ...GOOD, ...override });
    const app = fakeApp();
    const handle = start(app.importer);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toContain('[storefront] ' + text);
    await expectNoMount(app, handle);
  });

  it.each([
    ['{"settings_data": {', 'not valid JSON'],
    ['[1, 2]', 'expected a JSON object'],
    ['{"active_currency": {}}', 'expected "settings_data" to be an object'],
    ['{"settings_data": []}', 'expected "settings_data" to be an object'],
  ])('shell data %s → one error, no mount', async (shell, why) => {
    setPage(GOOD, shell);
    const app = fakeApp();
    const handle = start(app.importer);
    expect(errors()).toEqual([`[storefront] shell data (#storefront-shell-data) is malformed: ${why}`]);
    await expectNoMount(app, handle);
  });

  it('several problems → one error each', async () => {
    setPage({ base_url: '/relative', app_path: '/' });
    const app = fakeApp();
    const handle = start(app.importer);
    expect(errors()).toEqual([
      '[storefront] page field "token" is missing',
      '[storefront] page field "base_url" is malformed: expected an absolute http(s) URL',
    ]);
    await expectNoMount(app, handle);
  });
});

describe('realtime fields', () => {
  it('absent → mounts with realtime null, nothing logged', async () => {
    setPage(GOOD);
    const app = fakeApp();
    await start(app.importer).ready;
    expect(app.mount.mock.calls[0][1].realtime).toBeNull();
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('self-hosted server → host, port and tls from the page', async () => {
    setPage({
      ...GOOD,
      f_pusher_app_key: 'key1',
      f_pusher_app_cluster: 'mt1',
      f_pusher_host: 'ws.shop.example.com',
      f_pusher_port: '6001',
      f_pusher_scheme: 'http',
    });
    const app = fakeApp();
    await start(app.importer).ready;
    expect(app.mount.mock.calls[0][1].realtime).toEqual({
      key: 'key1',
      cluster: 'mt1',
      host: 'ws.shop.example.com',
      port: 6001,
      tls: false,
      channel: 'auto',
    });
  });

  it.each([
    [{ f_pusher_app_key: 'key1' }, 'f_pusher_app_cluster'],
    [{ f_pusher_app_cluster: 'eu' }, 'f_pusher_app_key'],
    [{ f_pusher_app_key: 'key1', f_pusher_app_cluster: 'eu', f_pusher_port: '70000' }, 'f_pusher_port'],
    [{ f_pusher_app_key: 'key1', f_pusher_app_cluster: 'eu', f_pusher_scheme: 'ftp' }, 'f_pusher_scheme'],
    [{ f_pusher_app_key: 'key1', f_pusher_app_cluster: 'eu', f_pusher_host: 'ws.example.com/app' }, 'f_pusher_host'],
  ])('%j → still mounts, realtime null, one error naming %s', async (fields, name) => {
    setPage({ ...GOOD, ...fields });
    const app = fakeApp();
    await expect(start(app.importer).ready).resolves.toBeUndefined();
    expect(app.mount).toHaveBeenCalledTimes(1);
    expect(app.mount.mock.calls[0][1].realtime).toBeNull();
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(new RegExp(`^\\[storefront\\] page field "${name}" is (missing|malformed: .+)$`));
  });

  it('bad port message', async () => {
    setPage({ ...GOOD, f_pusher_app_key: 'k', f_pusher_app_cluster: 'eu', f_pusher_port: 'abc' });
    await start(fakeApp().importer).ready;
    expect(errors()).toEqual(['[storefront] page field "f_pusher_port" is malformed: expected a port number']);
  });
});

describe('marker element', () => {
  it('missing → alert with the exact text, no import, no mount, no error thrown', async () => {
    setPage(GOOD, JSON.stringify(SHELL), false);
    const app = fakeApp();
    const handle = start(app.importer);
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Something went wrong with this script. Please contact the script author.');
    expect(ALERT_TEXT).toBe('Something went wrong with this script. Please contact the script author.');
    await expect(handle.ready).rejects.toThrow();
    expect(app.importer).not.toHaveBeenCalled();
    expect(app.mount).not.toHaveBeenCalled();
  });
});

describe('double inclusion', () => {
  it('mounts once and keeps the first handle', async () => {
    setPage(GOOD);
    const app = fakeApp();
    const first = start(app.importer);
    const second = start(app.importer);
    expect(second).toBe(first);
    await first.ready;
    await new Promise((r) => setTimeout(r, 0));
    expect(app.importer).toHaveBeenCalledTimes(1);
    expect(app.mount).toHaveBeenCalledTimes(1);
    expect(infoSpy).toHaveBeenCalledTimes(1);
    expect(String(infoSpy.mock.calls[0][0])).toMatch(/^\[storefront\] already loaded/);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('a second copy does not alert again when the marker is missing', () => {
    setPage(GOOD, JSON.stringify(SHELL), false);
    start(fakeApp().importer);
    start(fakeApp().importer);
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });
});

describe('loading the app entry', () => {
  it('time-out → second attempt with ?retry=1 mounts', async () => {
    jest.useFakeTimers();
    setPage(GOOD);
    const { mount } = fakeApp();
    const importer = jest
      .fn()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockResolvedValueOnce({ mount });
    const handle = start(importer);
    await jest.advanceTimersByTimeAsync(119_999);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(mount).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(importer.mock.calls).toEqual([[ENTRY], [ENTRY + '?retry=1']]);
    await jest.advanceTimersByTimeAsync(10); // the mount's own task
    await expect(handle.ready).resolves.toBeUndefined();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("mounts in a task after the entry's, not in the same long task", async () => {
    jest.useFakeTimers();
    setPage(GOOD);
    const { mount, importer } = fakeApp();
    start(importer);
    await Promise.resolve();
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(mount).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('an unmount between the import and the mount task leaves the app unmounted', async () => {
    jest.useFakeTimers();
    setPage(GOOD);
    const { mount, importer } = fakeApp();
    const handle = start(importer);
    await Promise.resolve();
    handle.unmount();
    await jest.advanceTimersByTimeAsync(0);
    expect(mount).not.toHaveBeenCalled();
    await expect(handle.ready).rejects.toThrow(/unmounted before the app was mounted/);
  });

  it('a late first import after the time-out does not mount twice', async () => {
    jest.useFakeTimers();
    setPage(GOOD);
    const { mount } = fakeApp();
    const late = deferred<unknown>();
    const importer = jest.fn().mockReturnValueOnce(late.promise).mockResolvedValueOnce({ mount });
    const handle = start(importer);
    await jest.advanceTimersByTimeAsync(120_010);
    await handle.ready;
    late.resolve({ mount });
    await jest.advanceTimersByTimeAsync(0);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('both attempts fail → one error, marker message, ready rejects, no unhandled rejection', async () => {
    setPage(GOOD);
    const importer = jest.fn().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const handle = start(importer);
    // Let the rejection happen before anyone listens to `ready`: jest 30 fails the test
    // on an unhandled rejection, so this also checks that the loader handles its own.
    await new Promise((r) => setTimeout(r, 10));
    expect(importer.mock.calls).toEqual([[ENTRY], [ENTRY + '?retry=1']]);
    expect(errors()).toEqual([`[storefront] could not load the app (${ENTRY}): Failed to fetch dynamically imported module`]);
    expect(marker()).toHaveTextContent(FAILED_TEXT);
    expect(FAILED_TEXT).toBe('The store could not be loaded.');
    await expect(handle.ready).rejects.toThrow('could not load the app');
  });

  it('both attempts time out → one error naming the time-out', async () => {
    jest.useFakeTimers();
    setPage(GOOD);
    const importer = jest.fn(() => new Promise<unknown>(() => {}));
    const handle = start(importer);
    await jest.advanceTimersByTimeAsync(240_000);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(errors()).toEqual([`[storefront] could not load the app (${ENTRY}): timed out after 120000 ms`]);
    expect(marker()).toHaveTextContent(FAILED_TEXT);
    await expect(handle.ready).rejects.toThrow();
  });

  it('an entry without mount() → one error, marker message', async () => {
    setPage(GOOD);
    const handle = start(async () => ({ default: {} }));
    await expect(handle.ready).rejects.toThrow();
    expect(errors()).toEqual([`[storefront] the app entry (${ENTRY}) does not export mount()`]);
    expect(marker()).toHaveTextContent(FAILED_TEXT);
  });

  it('mount throwing → caught, one error, marker message, ready rejects', async () => {
    setPage(GOOD);
    const handle = start(async () => ({
      mount: () => {
        throw new Error('render exploded');
      },
    }));
    await expect(handle.ready).rejects.toThrow('render exploded');
    expect(errors()).toEqual(['[storefront] the app failed to mount: render exploded']);
    expect(marker()).toHaveTextContent(FAILED_TEXT);
  });
});

describe('window.Storefront.unmount', () => {
  it('after mount: calls the app unmount once, however often it is called', async () => {
    setPage(GOOD);
    const app = fakeApp();
    const handle = start(app.importer);
    await handle.ready;
    handle.unmount();
    handle.unmount();
    expect(app.unmount).toHaveBeenCalledTimes(1);
    await expect(handle.ready).resolves.toBeUndefined();
  });

  it('before mount finishes: cancels the mount and rejects ready', async () => {
    setPage(GOOD);
    const app = fakeApp();
    const pending = deferred<unknown>();
    const handle = start(() => pending.promise);
    handle.unmount();
    handle.unmount();
    pending.resolve({ mount: app.mount });
    await expect(handle.ready).rejects.toThrow('unmounted before the app was mounted');
    await new Promise((r) => setTimeout(r, 0));
    expect(app.mount).not.toHaveBeenCalled();
    expect(errorSpy).not.toHaveBeenCalled();
    expect(marker()).toHaveTextContent('Loading…');
  });

  it('an app unmount that throws is caught and logged', async () => {
    setPage(GOOD);
    const handle = start(async () => ({
      mount: () => () => {
        throw new Error('teardown failed');
      },
    }));
    await handle.ready;
    expect(() => handle.unmount()).not.toThrow();
    expect(errors()).toEqual(['[storefront] the app failed to unmount: teardown failed']);
  });

  it('after a failed load is a harmless no-op', async () => {
    setPage({});
    const handle = start(fakeApp().importer);
    await expect(handle.ready).rejects.toThrow();
    expect(() => handle.unmount()).not.toThrow();
  });
});

describe('loaderSrc', () => {
  it('falls back to the last loader script when currentScript is null', () => {
    document.body.innerHTML =
      '<script src="https://cdn.example.com/old/loader.js"></script>' +
      '<script src="https://cdn.example.com/storefront/loader.js?v=2"></script>';
    expect(document.currentScript).toBeNull();
    expect(loaderSrc(document)).toBe('https://cdn.example.com/storefront/loader.js?v=2');
    expect(new URL('./app/main-3f2a1b.js', loaderSrc(document)).href).toBe(ENTRY);
  });

  it('falls back to the page URL without any loader script', () => {
    document.body.innerHTML = '<script src="/other.js"></script>';
    expect(loaderSrc(document)).toBe(document.baseURI);
  });
});
