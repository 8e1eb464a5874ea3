/** POST find/variants: the last option's values in stock (test/contract/catalogue/find-variants.json). */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 20 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

async function ask(body: unknown) {
  const c = new Client(srv.app);
  await c.boot();
  return c.postJson('/find/variants', body);
}

test('lists the in-stock values of the last option after the chosen ones, and drops a value once it sells out', async () => {
  const rows = (
    await srv.db.query<{ variant_ids: string }>(
      "SELECT variant_ids FROM product_stocks WHERE product_id = 3 AND variant_ids LIKE '7-1-%' ORDER BY id",
    )
  ).rows;
  expect(rows.length).toBeGreaterThan(1);
  const lasts = rows.map((r) => Number(r.variant_ids.split('-')[2]));
  await srv.db.query('UPDATE product_stocks SET current_stock = 5 WHERE product_id = 3');
  expect(await ask({ color_id: 7, product_id: 3, variant_ids: [null, 1] })).toEqual({ variants: lasts });
  await srv.db.query('UPDATE product_stocks SET current_stock = 0 WHERE product_id = 3 AND variant_ids = $1', [rows[0].variant_ids]);
  expect(await ask({ color_id: 7, product_id: 3, variant_ids: [null, 1] })).toEqual({ variants: lasts.slice(1) });
  expect(await ask({ color_id: 99, product_id: 3, variant_ids: [null, 1] })).toEqual({ variants: [] });
});
