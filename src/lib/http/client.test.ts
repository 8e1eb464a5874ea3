import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient, isLoginPage, isUnderBase } from './client';
import { createPageToken } from './page-token';
import { ApiError } from './api-error';

const BASE = 'http://shop.test/store';
const seen: { url: string; headers: Headers }[] = [];
const server = setupServer(
  // The login endpoint's own answers end on a URL ending in /login too: they are answers, not a redirect.
  http.post('http://shop.test/store/login', () => HttpResponse.json({ error: 'Invalid Credentials' })),
  http.get('http://shop.test/store/ok', () => HttpResponse.json({ data: 1 })),
  http.get('http://shop.test/store/refused', () => HttpResponse.json({ error: 'Coupon expired' })),
  http.post('http://shop.test/store/form', () =>
    HttpResponse.json(
      {
        message: 'The given data was invalid.',
        errors: { email: ['The email must be a valid email address.', 'second message'], name: ['The name field is required.'] },
      },
      { status: 422 },
    ),
  ),
  http.get(
    'http://shop.test/store/user/wishlists',
    () =>
      new HttpResponse('<!doctype html><html><head><title>Login | Shop</title></head><body>Login</body></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
  ),
  http.get('http://shop.test/store/csrf', () => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 })),
  http.get('http://shop.test/store/crash', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
  http.get(
    'http://shop.test/store/garbage',
    () => new HttpResponse('not json at all', { headers: { 'content-type': 'application/json' } }),
  ),
  http.get('http://shop.test/store/offline', () => HttpResponse.error()),
  // Error pages as Laravel, nginx and a load balancer send them: HTML, with the status that matters.
  http.get(
    'http://shop.test/store/html/:status',
    ({ params }) =>
      new HttpResponse(`<!doctype html><html><head><title>${params.status} Server Error</title></head><body>Server Error</body></html>`, {
        status: Number(params.status),
        headers: { 'content-type': 'text/html; charset=UTF-8' },
      }),
  ),
  http.get(
    'http://shop.test/store/html-200',
    () => new HttpResponse('<html><head><title>Maintenance</title></head></html>', { headers: { 'content-type': 'text/html' } }),
  ),
  // loginCheck as sent on the wire; msw's XHR does not follow it, so the client sees the 302 itself.
  http.get(
    'http://shop.test/store/user/orders',
    () => new HttpResponse(null, { status: 302, headers: { location: 'http://shop.test/store/login' } }),
  ),
  http.get('http://cdn.test/lang/en.json', () => HttpResponse.json({ Error: 'Error' })),
  http.get('http://shop.test/elsewhere', () => HttpResponse.json({ ok: true })),
);
server.events.on('request:start', ({ request }) => {
  seen.push({ url: request.url, headers: request.headers });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
});
afterAll(() => server.close());

function client(token = 'tok-1') {
  const pageToken = createPageToken(token, document);
  return { http: createHttpClient({ baseUrl: BASE, token: pageToken }), pageToken };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('headers', () => {
  it('sends X-Requested-With, X-CSRF-TOKEN and Authorization with the page token to the base URL', async () => {
    await client().http.get('ok');
    expect(seen[0].url).toBe('http://shop.test/store/ok');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0].headers.get('x-csrf-token')).toBe('tok-1');
    expect(seen[0].headers.get('authorization')).toBe('tok-1');
  });

  it('never sends the token to another origin or outside the base path', async () => {
    const { http: api } = client();
    await api.get('http://cdn.test/lang/en.json');
    await api.get('http://shop.test/elsewhere');
    for (const request of seen) {
      expect(request.headers.get('x-csrf-token')).toBeNull();
      expect(request.headers.get('authorization')).toBeNull();
    }
  });

  it('uses a replaced token everywhere: next requests and the page field', async () => {
    document.body.innerHTML = '<input type="hidden" id="token" value="tok-1"><input type="hidden" name="token" value="tok-1">';
    const { http: api, pageToken } = client();
    pageToken.replace('tok-2');
    await api.get('ok');
    expect(seen[0].headers.get('x-csrf-token')).toBe('tok-2');
    expect(seen[0].headers.get('authorization')).toBe('tok-2');
    expect([...document.querySelectorAll('input')].map((i) => i.value)).toEqual(['tok-2', 'tok-2']);
  });

  it('knows what is under the base URL', () => {
    expect(isUnderBase('http://shop.test/store/a/b', BASE)).toBe(true);
    expect(isUnderBase('http://shop.test/store', BASE)).toBe(true);
    expect(isUnderBase('http://shop.test/storefront/x', BASE)).toBe(false);
    expect(isUnderBase('http://evil.test/store/x', BASE)).toBe(false);
    expect(isUnderBase('//evil.test/store', BASE)).toBe(false);
  });
});

describe('error conventions', () => {
  it("reads the login endpoint's own answer as an answer, not as the login page after a redirect", async () => {
    expect(await failure(client().http.post('login', { email: 'a@b.c' }))).toMatchObject({
      kind: 'business',
      message: 'Invalid Credentials',
    });
  });

  it('treats HTTP 200 with `error` as a refused action with its message', async () => {
    const error = await failure(client().http.get('refused'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'Coupon expired' });
  });

  it('reads a data file (a language file) as data, even with an `error` key', async () => {
    expect((await client().http.get('refused', { dataFile: true })).data).toEqual({ error: 'Coupon expired' });
  });

  it('turns a 422 into the first message of each field', async () => {
    const error = await failure(client().http.post('form', {}));
    expect(error).toMatchObject({ kind: 'validation', status: 422 });
    expect(error.messages).toEqual(['The email must be a valid email address.', 'The name field is required.']);
  });

  it('reads the login page (HTML where JSON was expected) and 419 as an ended session', async () => {
    expect(await failure(client().http.get('user/wishlists'))).toMatchObject({ kind: 'session' });
    expect(await failure(client().http.get('csrf'))).toMatchObject({ kind: 'session', status: 419 });
  });

  it.each([500, 502, 503])('reads an HTML %i page as a server fault with its status, not as a sign-out', async (status) => {
    const error = await failure(client().http.get(`html/${status}`));
    expect(error).toMatchObject({ kind: 'http', status, message: 'The store is having trouble. Please try again.' });
  });

  it('reads HTML that is not the login page as a server fault even with status 200', async () => {
    expect(await failure(client().http.get('html-200'))).toMatchObject({ kind: 'http', status: 200 });
  });

  it('reads the loginCheck redirect to the login page as an ended session', async () => {
    expect(await failure(client().http.get('user/orders'))).toMatchObject({ kind: 'session' });
  });

  it("knows the login page by the browser's final URL after the redirect", () => {
    const html = (responseURL: string, status = 200) =>
      ({
        status,
        data: '<!doctype html><html><head><title>Yoori</title></head></html>',
        headers: { 'content-type': 'text/html' },
        request: { responseURL },
        config: {},
        statusText: '',
      }) as unknown as Parameters<typeof isLoginPage>[0];
    expect(isLoginPage(html('http://shop.test/store/login'))).toBe(true);
    expect(isLoginPage(html('http://shop.test/login/'))).toBe(true);
    expect(isLoginPage(html('http://shop.test/store/user/orders'))).toBe(false);
    expect(isLoginPage(html('http://shop.test/store/user/orders', 503))).toBe(false);
    expect(isLoginPage(html('http://shop.test/store/loginx'))).toBe(false);
  });

  it('separates network faults, server errors and unreadable answers', async () => {
    expect(await failure(client().http.get('offline'))).toMatchObject({ kind: 'network' });
    expect(await failure(client().http.get('crash'))).toMatchObject({ kind: 'http', status: 500, message: 'Server Error' });
    expect(await failure(client().http.get('garbage'))).toMatchObject({ kind: 'malformed' });
  });
});
