import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 6 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

/**
 * Browsers ask for /favicon.ico on every page without an icon link (a gateway's page, a file).
 * It used to fall through to the host page without a session and answer 500 with a stack trace.
 */
describe('/favicon.ico and other sessionless paths', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  test('/favicon.ico points at the shop favicon, with nothing logged', async () => {
    const res = await new Client(srv.app).request('/favicon.ico');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/\/images\/logo\/[^/]+\.svg$/);
    expect(logged).not.toHaveBeenCalled();
  });

  test('/favicon.ico is not found when the shop has no favicon', async () => {
    const bare = await startTestServer({ products: 6, config: { settingsOverrides: { favicon: '' } } });
    try {
      const res = await new Client(bare.app).request('/favicon.ico');
      expect(res.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  test('an unknown file under a sessionless folder is not found, not a server error', async () => {
    const res = await new Client(srv.app).request('/apps/missing.js');
    expect(res.status).toBe(404);
    expect(logged).not.toHaveBeenCalled();
  });
});
