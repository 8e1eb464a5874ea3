import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createLazyHttpClient } from './lazy-client';
import { createPageToken } from './page-token';
import { ApiError } from './api-error';

const BASE = 'http://shop.test/store';
const HOME = `${BASE}/home/page?page=1`;
let sent = 0;
const server = setupServer(
  http.get(`${BASE}/home/page`, () => {
    sent += 1;
    return HttpResponse.json({ component: 'from the network' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => (sent = 0));
afterAll(() => server.close());

const client = (early: Record<string, Promise<Response>>) =>
  createLazyHttpClient({ baseUrl: BASE, token: createPageToken('tok'), early, timeoutMs: 200 });

test("the loader's early answer serves the first GET of its URL, without a second request; later GETs go out", async () => {
  const http = client({ [HOME]: Promise.resolve(Response.json({ component: 'early' })) });
  expect((await http.get('home/page', { params: { page: 1 } })).data).toEqual({ component: 'early' });
  expect(sent).toBe(0);
  expect((await http.get('home/page', { params: { page: 1 } })).data).toEqual({ component: 'from the network' });
  expect(sent).toBe(1);
});

test('an early answer is classified as any answer: a refusal in a 200 is a business error', async () => {
  const http = client({ [HOME]: Promise.resolve(Response.json({ error: 'Not available' })) });
  await expect(http.get('home/page', { params: { page: 1 } })).rejects.toEqual(new ApiError('business', 'Not available'));
  expect(sent).toBe(0);
});

test("the loader's early language file is read as data: 1.6.7's `error` key is a word, not a refusal", async () => {
  const file = `${BASE}/resources/lang/en.json`;
  const http = client({ [file]: Promise.resolve(Response.json({ error: 'Error', add_to_cart: 'Add to cart' })) });
  expect((await http.get(file, { dataFile: true })).data).toEqual({ error: 'Error', add_to_cart: 'Add to cart' });
});

test.each([
  ['failed', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['answered 500', () => Promise.resolve(new Response('oops', { status: 500 }))],
  ['slower than the time-out', () => new Promise<Response>(() => {})],
])('an early request that %s is sent again as usual', async (_, answer) => {
  const http = client({ [HOME]: answer() });
  expect((await http.get('home/page', { params: { page: 1 } })).data).toEqual({ component: 'from the network' });
  expect(sent).toBe(1);
});

test('other URLs and other parameters never take an early answer', async () => {
  const http = client({ [HOME]: Promise.resolve(Response.json({ component: 'early' })) });
  expect((await http.get('home/page', { params: { page: 2 } })).data).toEqual({ component: 'from the network' });
  expect(sent).toBe(1);
});

test('an early answer not asked for within its age limit is dropped: the first GET after it goes out', async () => {
  const start = Date.now();
  const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
  try {
    const http = createLazyHttpClient({
      baseUrl: BASE,
      token: createPageToken('tok'),
      early: { [HOME]: Promise.resolve(Response.json({ component: 'early' })) },
      earlyMaxAgeMs: 20_000,
    });
    clock.mockReturnValue(start + 20_001);
    expect((await http.get('home/page', { params: { page: 1 } })).data).toEqual({ component: 'from the network' });
    expect(sent).toBe(1);
  } finally {
    clock.mockRestore();
  }
});
