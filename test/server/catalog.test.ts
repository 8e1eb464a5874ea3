import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
let c: Client;
beforeAll(async () => {
  srv = await startTestServer({ products: 80 });
  c = new Client(srv.app);
  await c.boot();
}, 30_000);
afterAll(async () => { await srv?.close(); });

type Card = { id: number; price: number; special_discount_check: number; category_id: number; image_190x230: string; rating: number };
const eff = (p: Card) => (p.special_discount_check > 0 ? p.special_discount_check : p.price);

describe('home/page', () => {
  test('returns 3 sections per page until has_more_data is false', async () => {
    const shellKeys: string[] = (await srv.db.query<{ value: string[] }>("SELECT value FROM settings WHERE key = 'home_components'")).rows[0].value;
    const seen: string[] = [];
    for (let page = 1; page < 20; page++) {
      const r = await c.getJson(`/home/page?page=${page}`);
      expect(r.component_names.length).toBeLessThanOrEqual(3);
      for (const name of r.component_names) expect(r.components[name]).toBeDefined();
      seen.push(...r.component_names);
      if (!r.has_more_data) break;
    }
    expect(seen).toEqual(shellKeys.map((k, i) => `${k}-${i}`));
    const first = await c.getJson('/home/page?page=1');
    expect(first.components['popular_categories-0'][0].image).toMatch(/^http:\/\/127\.0\.0\.1:8080\/images\/category\/\d+-130x130\.svg$/);
    expect(first.components['today_deals-1'].length).toBeGreaterThan(0);
  });
});

describe('home/filtered_products', () => {
  test('category slug includes the subtree; pagination has absolute next_page_url', async () => {
    const cats = (await srv.db.query<{ id: number; parent_id: number | null; slug: string }>('SELECT id, parent_id, slug FROM categories')).rows;
    const fashion = cats.find((x) => x.slug === 'fashion')!;
    const sub = new Set<number>([fashion.id]);
    for (let changed = true; changed;) {
      changed = false;
      for (const x of cats) if (x.parent_id && sub.has(x.parent_id) && !sub.has(x.id)) { sub.add(x.id); changed = true; }
    }
    const expected = (await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE category_id = ANY($1::int[])', [[...sub]])).rows[0].n;
    const r = await c.getJson('/home/filtered_products?route=product.by.category&slug=fashion&paginate=5&page=1');
    expect(r.type).toBe('category');
    expect(r.page.title).toBe('Fashion');
    expect(r.products.total).toBe(expected);
    expect(r.products.data.every((p: Card) => sub.has(p.category_id))).toBe(true);
    expect(r.products.per_page).toBe(5);
    expect(r.products.next_page_url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/home\/filtered_products\?.*page=2/);
    const last = await c.getJson(`/home/filtered_products?route=product.by.category&slug=fashion&paginate=5&page=${r.products.last_page}`);
    expect(last.products.next_page_url).toBeNull();
    expect(last.products.has_more_data).toBe(false);
    // A grandchild category id through category[] also works, in both array syntaxes.
    const a = await c.getJson(`/home/filtered_products?category[]=${fashion.id}&paginate=1`);
    const b = await c.getJson(`/home/filtered_products?category=${fashion.id}&paginate=1`);
    expect(a.products.total).toBe(expected);
    expect(b.products.total).toBe(expected);
  });

  test('brand filter and brand route', async () => {
    const brand = (await srv.db.query<{ id: number; slug: string; n: number }>('SELECT b.id, b.slug, count(p.id)::int AS n FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY n DESC LIMIT 1')).rows[0];
    const viaParam = await c.getJson(`/home/filtered_products?brand[]=${brand.id}`);
    expect(viaParam.products.total).toBe(brand.n);
    const viaRoute = await c.getJson(`/home/filtered_products?route=product.by.brand&slug=${brand.slug}`);
    expect(viaRoute.type).toBe('brand');
    expect(viaRoute.products.total).toBe(brand.n);
  });

  test('price filter is in the active currency; sort by price works', async () => {
    const usd = await c.getJson(`/home/filtered_products?price=${encodeURIComponent('{"min":10,"max":50}')}&sort=price_low&paginate=100`);
    expect(usd.products.data.length).toBeGreaterThan(0);
    const prices = usd.products.data.map(eff);
    expect(prices.every((p: number) => p >= 10 && p <= 50)).toBe(true);
    expect([...prices].sort((x: number, y: number) => x - y)).toEqual(prices);

    await c.getJson('/change/currency/JPY');
    const jpy = await c.getJson(`/home/filtered_products?price=${encodeURIComponent(JSON.stringify({ min: 10 * 151.5, max: 50 * 151.5 }))}&sort=price_low&paginate=100`);
    expect(jpy.products.total).toBe(usd.products.total);
    const unbounded = await c.getJson(`/home/filtered_products?price=${encodeURIComponent('{"min":0,"max":0}')}`);
    expect(unbounded.products.total).toBe(80);
    await c.getJson('/change/currency/USD');

    const high = await c.getJson('/home/filtered_products?sort=price_high&paginate=100');
    const hp = high.products.data.map(eff);
    expect([...hp].sort((x: number, y: number) => y - x)).toEqual(hp);
  });

  test('offer, search and rating filters', async () => {
    const offer = await c.getJson('/home/filtered_products?route=product.by.offer&paginate=100');
    expect(offer.type).toBe('offer');
    expect(offer.products.data.every((p: Card) => p.special_discount_check > 0 && p.special_discount_check < p.price)).toBe(true);
    const name = (await srv.db.query<{ product_name: string }>('SELECT product_name FROM products ORDER BY id LIMIT 1')).rows[0].product_name;
    const word = name.split(' ')[2].toUpperCase();
    const search = await c.getJson(`/home/filtered_products?route=search.product&key=${encodeURIComponent(word)}`);
    expect(search.products.total).toBeGreaterThan(0);
    expect(search.products.data.every((p: { product_name: string }) => p.product_name.toUpperCase().includes(word))).toBe(true);
    const rated = await c.getJson('/home/filtered_products?rating[]=4&paginate=100');
    expect(rated.products.data.every((p: Card) => p.rating >= 4)).toBe(true);
  });
});

describe('filter data and product details', () => {
  test('filter_data is scoped to the category subtree', async () => {
    const all = await c.getJson('/home/filter_data');
    const scoped = await c.getJson('/home/filter_data?slug=electronics');
    expect(all.main_categories.length).toBeGreaterThanOrEqual(8);
    expect(scoped.categories.map((x: { slug: string }) => x.slug)).toContain('smartphones');
    expect(scoped.price_range.max).toBeLessThanOrEqual(all.price_range.max);
    expect(scoped.brands.data.length).toBeLessThanOrEqual(all.brands.data.length);
  });

  test('unknown slug is a 404 with a message', async () => {
    const res = await c.get('/home/product-details/definitely-not-a-product');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found' });
  });

  test('variant product: details, variant lookup and out-of-stock combination', async () => {
    const p = (await srv.db.query<{ id: number; slug: string }>('SELECT id, slug FROM products WHERE has_variant = 1 AND current_stock > 0 ORDER BY id LIMIT 1')).rows[0];
    const r = await c.getJson(`/home/product-details/${p.slug}`);
    expect(r.product.id).toBe(p.id);
    expect(r.product.gallery.large.length).toBe(r.product.gallery.small.length);
    expect(r.product.related_products.length).toBeGreaterThan(0);
    expect(r.product.product_stock.current_stock).toBeGreaterThan(0);
    expect(r.product.form).toMatchObject({ id: p.id, quantity: expect.any(Number) });
    const stock = r.product.product_stock;
    const parts = stock.variant_ids.split('-').map(Number);
    const hasColour = r.product.product_colors.length > 0;
    const v = await c.postJson('/find/products-variants', {
      product_id: p.id, color_id: hasColour ? parts[0] : null, variant_ids: hasColour ? parts.slice(1) : parts,
    });
    expect(v.product_stock.variant_ids).toBe(stock.variant_ids);
    expect(v.product_stock.name).toBe(stock.name);
    expect(v.images.image_72x72).toMatch(/72x72\.svg$/);
    await srv.db.query('UPDATE product_stocks SET current_stock = 0 WHERE product_id = $1 AND variant_ids = $2', [p.id, stock.variant_ids]);
    const gone = await c.postJson('/find/products-variants', {
      product_id: p.id, color_id: hasColour ? parts[0] : null, variant_ids: hasColour ? parts.slice(1) : parts,
    });
    expect(gone).toMatchObject({ product_stock: '', msg: 'Out of stock' });
  });

  test('product views feed viewed-products, newest first', async () => {
    const guest = new Client(srv.app);
    await guest.boot();
    const slugs = (await srv.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY id LIMIT 3')).rows.map((r) => r.slug);
    for (const slug of slugs) expect((await guest.postJson('/home/product-view', { product_slug: slug })).products).toBe(true);
    const r = await guest.getJson('/viewed-products');
    expect(r.viewed_products.map((x: { slug: string }) => x.slug)).toEqual([...slugs].reverse());
    const fresh = new Client(srv.app);
    await fresh.boot();
    expect((await fresh.getJson('/viewed-products')).viewed_products.length).toBeGreaterThan(0);
  });
});

describe('nice-to-haves respond', () => {
  test.each([
    ['/home/categories', 'categories'], ['/sidebar/categories', 'categories'], ['/home/brands', 'brands'], ['/home/sellers', 'sellers'],
    ['/home/campaign-lists', 'campaigns'], ['/home/flash-sale-products', 'products'], ['/home/daily-deals', 'products'],
    ['/home/gift-idea', 'products'], ['/home/business-idea', 'products'], ['/home/blogs', 'blogs'], ['/home/others-page/about-us', 'page'],
    ['/home/contact-page', 'contact'], ['/get/video-shops', 'videos'], ['/get/country-list', 'countries'], ['/home/compare-list', 'products'],
    ['/home/product-reviews/1', 'reviews'],
  ])('%s → %s', async (path, key) => {
    const res = await c.get(path);
    expect(res.status).toBe(200);
    expect((await res.json())[key]).toBeDefined();
  });
});
