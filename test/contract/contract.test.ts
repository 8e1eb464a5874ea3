/**
 * The reference server against the original's answers: every server-enabled case of every
 * fixture is requested from a freshly seeded server and its answer compared by shape.
 */
import { Client, rootColours, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { encodeQuery, loadFixtures, type FixtureCase, type FixtureRequest } from './support/fixtures';
import { compareShape } from './support/shape';

let srv: TestServer;
/** Servers for cases that need other settings rows (`settings`), one per set of rows. */
const withSettings = new Map<string, TestServer>();
const settingsKey = (fixtureCase: FixtureCase) => JSON.stringify(fixtureCase.settings);
beforeAll(async () => {
  srv = await startTestServer({ products: 80 });
  for (const fixture of fixtures)
    for (const c of Object.values(fixture.cases)) {
      if (!c.settings || c.server === false || withSettings.has(settingsKey(c))) continue;
      withSettings.set(settingsKey(c), await startTestServer({ products: 20, config: { settingsOverrides: c.settings } }));
    }
}, 120_000);
afterAll(async () => {
  await srv?.close();
  for (const other of withSettings.values()) await other.close();
});

async function send(client: Client, request: Omit<FixtureRequest, 'as' | 'before'>): Promise<Response> {
  const url = `/${request.path}${encodeQuery(request.query)}`;
  return (request.method ?? 'GET') === 'POST' ? client.post(url, request.body ?? {}) : client.get(url);
}

async function run(fixtureCase: FixtureCase): Promise<Response> {
  const client = new Client((fixtureCase.settings ? withSettings.get(settingsKey(fixtureCase))! : srv).app);
  await client.boot();
  if (fixtureCase.request.as === 'customer') {
    const login = await client.login();
    if (login.error || !login.user) throw new Error(`could not sign in: ${JSON.stringify(login)}`);
    await client.boot();
  }
  for (const step of fixtureCase.request.before ?? []) {
    const res = await send(client, step);
    if (res.status >= 400) throw new Error(`set-up call ${step.path} answered ${res.status}`);
  }
  return send(client, fixtureCase.request);
}

const fixtures = loadFixtures();
const cases = fixtures.flatMap((fixture) =>
  Object.entries(fixture.cases)
    .filter(([, c]) => c.server !== false)
    .map(([caseName, c]) => [`${fixture.name} · ${caseName} (${fixture.endpoint})`, c] as const),
);

test('every fixture names its sources and endpoint', () => {
  for (const fixture of fixtures) {
    expect({ name: fixture.name, endpoint: fixture.endpoint }).toEqual({
      name: fixture.name,
      endpoint: expect.stringMatching(/^(GET|POST) \S+$/),
    });
    expect({ name: fixture.name, sources: fixture.sources.length > 0 }).toEqual({ name: fixture.name, sources: true });
    for (const [caseName, c] of Object.entries(fixture.cases)) {
      expect({ where: `${fixture.name} · ${caseName}`, version: c.version }).toEqual({
        where: `${fixture.name} · ${caseName}`,
        version: expect.stringMatching(/^(1\.6\.7|1\.5\.3|both)$/),
      });
    }
  }
});

test('every case says whose behaviour it records, and a reference-server case says why', () => {
  const unmarked = fixtures.flatMap((fixture) =>
    Object.entries(fixture.cases).flatMap(([caseName, c]) => {
      const where = `${fixture.name} · ${caseName}`;
      if (c.origin !== 'original' && c.origin !== 'reference-server') return [`${where}: origin ${String(c.origin)}`];
      if (c.origin === 'reference-server' && !(typeof c.why === 'string' && c.why.trim().length > 0))
        return [`${where}: reference-server without why`];
      if (c.origin === 'original' && c.why !== undefined) return [`${where}: why on an original case`];
      return [];
    }),
  );
  expect(unmarked).toEqual([]);
});

describe.each(cases)('%s', (_label, fixtureCase) => {
  test('the reference server answers in the original shape', async () => {
    const res = await run(fixtureCase);
    expect(res.status).toBe(fixtureCase.status ?? 200);
    if (fixtureCase.redirect !== undefined) {
      expect(new URL(res.headers.get('location') ?? '', 'http://x').pathname).toBe(fixtureCase.redirect);
      return;
    }
    const body =
      fixtureCase.extract === 'shell-data'
        ? shellData(await res.text())
        : fixtureCase.extract === 'root-colours'
          ? rootColours(await res.text())
          : await res.json();
    expect(compareShape(fixtureCase.answer, body, fixtureCase.shape)).toEqual([]);
  });
});
