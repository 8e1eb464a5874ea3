/** The lock-out (5 wrong passwords per account in 10 minutes) holds when the guesses arrive at once. */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 8 });
}, 60_000);
afterAll(() => srv?.close());

test('30 parallel wrong passwords for one account get 5 checks; the rest are throttled (429)', async () => {
  const c = new Client(srv.app);
  await c.boot();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => c.post('/login', { email: 'second@example.com', password: `guess-${i}` })),
  );
  const checked = answers.filter((r) => r.status === 200);
  expect(checked).toHaveLength(5);
  expect(answers.filter((r) => r.status === 429)).toHaveLength(25);
  // Even the right password now waits out the lock-out.
  expect((await c.post('/login', { email: 'second@example.com', password: 'password123' })).status).toBe(429);
});

test('answers that are not wrong guesses (a banned account) do not use up the allowance', async () => {
  const c = new Client(srv.app);
  await c.boot();
  for (let i = 0; i < 8; i++)
    expect(await c.postJson('/login', { email: 'banned@example.com', password: 'password123' })).toEqual({
      error: 'You Are Banned From The Admin',
    });
});
