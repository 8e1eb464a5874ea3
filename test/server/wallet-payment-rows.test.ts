/**
 * The rows a wallet payment writes, read back through user/wallet-history, against the original's
 * (test/contract/loyalty/wallet-history.json, case wallet-payment-two-sellers): the same set-up calls
 * on a server with the case's settings, then every field of the six rows compared, ids and times aside.
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { encodeQuery, loadFixtures, type FixtureCase } from '../contract/support/fixtures';
import { add, sub, toFixedString } from '../../src/lib/money/decimal';

interface Row {
  id: number;
  order_id: number | null;
  amount: number;
  source: string;
  created_at: string;
  [key: string]: unknown;
}

const fixtureCase: FixtureCase = loadFixtures().find((f) => f.name === 'loyalty/wallet-history')!.cases['wallet-payment-two-sellers'];
const expected = (fixtureCase.answer as { recharges: { data: Row[] } }).recharges.data.filter((r) => r.order_id !== null);

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 20, config: { settingsOverrides: fixtureCase.settings } });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const balance = async () =>
  (await srv.db.query<{ b: string }>(`SELECT balance::text AS b FROM users WHERE email = 'customer@example.com'`)).rows[0].b;

/** A row without what differs from run to run: ids, times, and the order id (kept as which order of the payment it is). */
function comparable(rows: Row[]) {
  const orders = [...new Set(rows.map((r) => r.order_id))];
  return rows.map(({ id: _id, created_at: _c, updated_at: _u, recharge_date: _d, order_id, ...rest }) => ({
    ...rest,
    order: orders.indexOf(order_id),
  }));
}

test("a wallet payment of a two-seller cart writes the original's three rows per order, and the balance loses what two of them say", async () => {
  const c = new Client(srv.app);
  await c.boot();
  await c.login();
  await c.boot();
  const before = await balance();
  for (const step of fixtureCase.request.before ?? []) {
    const url = `/${step.path}${encodeQuery(step.query)}`;
    const answer = await (await c.post(url, step.body ?? {})).json();
    expect(answer.error).toBeUndefined();
  }
  const history = await c.getJson<{ recharges: { data: Row[] } }>('/user/wallet-history');
  const written = history.recharges.data.slice(0, expected.length);

  expect(comparable(written)).toEqual(comparable(expected));
  // One request wrote them all.
  expect(new Set(written.map((r) => r.created_at)).size).toBe(1);
  // The balance lost the order totals and shipping costs; the order_created rows took nothing.
  const taken = add(...written.filter((r) => r.source !== 'order_created').map((r) => r.amount));
  expect(await balance()).toBe(toFixedString(sub(before, taken), 2));
  expect(toFixedString(taken, 2)).toBe('32.98');
  expect(toFixedString(add(...written.map((r) => r.amount)), 2)).toBe('65.96');
});
