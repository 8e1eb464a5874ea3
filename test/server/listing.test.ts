/**
 * home/filtered_products at its edges, as a shopper reaches them by editing the address: a page
 * past the last one, an unknown category and an unknown brand (shapes: test/contract/catalogue/filtered-products.json).
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
let c: Client;
beforeAll(async () => {
  srv = await startTestServer({ products: 80 });
  c = new Client(srv.app);
  await c.boot();
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

const listing = (query: string) => c.getJson(`/home/filtered_products?${query}`);

describe('home/filtered_products edges', () => {
  test('a page past the last keeps the asked page and the real totals, with no items and no next page', async () => {
    const first = await listing('route=all.products&sort=newest&paginate=10&page=1');
    expect(first.products.total).toBeGreaterThan(10);
    const lastPage = first.products.last_page;
    expect(lastPage).toBe(Math.ceil(first.products.total / 10));

    const past = await listing(`route=all.products&sort=newest&paginate=10&page=${lastPage + 5}`);
    expect(past.products).toEqual({
      data: [],
      total: first.products.total,
      count: 0,
      per_page: 10,
      current_page: lastPage + 5,
      total_pages: lastPage,
      last_page: lastPage,
      next_page_url: null,
      has_more_data: false,
    });
    // The page heading still comes with it.
    expect(past.page).toEqual({ title: 'All Products' });

    // The last page itself still has items.
    const last = await listing(`route=all.products&sort=newest&paginate=10&page=${lastPage}`);
    expect(last.products.data.length).toBe(first.products.total - (lastPage - 1) * 10);
    expect(last.products.has_more_data).toBe(false);
  });

  test('a page past the end of a category answers its category page too', async () => {
    const past = await listing('route=product.by.category&slug=fashion&sort=newest&paginate=24&page=40');
    expect(past.type).toBe('category');
    expect(past.page.slug).toBe('fashion');
    expect(past.products.data).toEqual([]);
    expect(past.products.total).toBeGreaterThan(0);
    expect(past.products.current_page).toBe(40);
  });

  test('a page below 1 or not a number is page 1', async () => {
    for (const page of ['0', '-3', 'abc']) {
      const r = await listing(`route=all.products&sort=newest&paginate=10&page=${page}`);
      expect(r.products.current_page).toBe(1);
      expect(r.products.data.length).toBe(10);
    }
  });

  test('an unknown category answers the raw PHP error; an unknown gadget slug the same', async () => {
    for (const route of ['product.by.category', 'product.by.gadget'])
      expect(await listing(`route=${route}&slug=no-such-category&sort=newest&paginate=24`)).toEqual({
        error: 'Attempt to read property "categories" on null',
      });
  });

  test('an unknown brand answers page "" and no products', async () => {
    const r = await listing('route=product.by.brand&slug=no-such-brand&sort=newest&paginate=24');
    expect(r.type).toBe('brand');
    expect(r.slug).toBe('no-such-brand');
    expect(r.page).toBe('');
    expect(r.products.total).toBe(0);
    expect(r.products.data).toEqual([]);
  });

  test('a known brand answers its raw brand, never ""', async () => {
    const brand = (
      await srv.db.query<{ slug: string }>(
        "SELECT b.slug FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.status = 'published' AND p.is_approved = 1 LIMIT 1",
      )
    ).rows[0];
    const r = await listing(`route=product.by.brand&slug=${brand.slug}&sort=newest&paginate=24`);
    expect(r.page).toEqual(expect.objectContaining({ slug: brand.slug }));
    expect(r.products.total).toBeGreaterThan(0);
  });
});
