/**
 * The catalogue endpoints' behaviour (their shapes are checked by test/contract/catalogue/*.json):
 * home sections from home_page_contents, listing filters, the discount accessors, details, variants, views.
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

type Card = {
  id: number;
  price: number;
  special_discount_type: string;
  special_discount_check: number;
  discount_percentage: number;
  category_id: number;
  rating: number;
  has_variant: number;
};
const listing = (query: string) => c.getJson(`/home/filtered_products?${query}`);
const all = (extra = '') => listing(`route=all.products&sort=newest&paginate=100${extra}`);
const visibleCount = async () =>
  (await srv.db.query<{ n: number }>("SELECT count(*)::int AS n FROM products WHERE status = 'published' AND is_approved = 1")).rows[0].n;

describe('home/page', () => {
  test('windows of the home_page_contents setting: 4 entries on page 1, then 3n-2..3n', async () => {
    const entries: Array<Record<string, unknown>> = (
      await srv.db.query<{ value: Array<Record<string, unknown>> }>("SELECT value FROM settings WHERE key = 'home_page_contents'")
    ).rows[0].value;
    const keys = entries.map((e) => Object.keys(e)[0]);
    const seen: string[] = [];
    const indexes: number[] = [];
    for (let page = 1; page < 20; page++) {
      const r = await c.getJson(`/home/page?page=${page}`);
      expect(r.component_names.length).toBeLessThanOrEqual(page === 1 ? 4 : 3);
      seen.push(...r.component_names);
      if (!Array.isArray(r.components)) indexes.push(...new Set(Object.keys(r.components).map((k) => Number(k.split('-').pop()))));
      expect(r.has_more_data).toBe(keys.length >= page * 3);
      if (!r.has_more_data) break;
    }
    // Every section type is configured and served (seller sections and video with their switches on).
    expect(seen).toEqual(keys);
    expect(indexes).toEqual(keys.map((_, i) => i));
    expect(new Set(keys)).toEqual(
      new Set([
        'banner',
        'popular_category',
        'todays_deal',
        'category_section',
        'flash_deal',
        'campaign',
        'latest_product',
        'top_category',
        'best_selling_products',
        'offer_ending_soon',
        'latest_news',
        'top_sellers',
        'best_sellers',
        'featured_sellers',
        'express_sellers',
        'popular_brands',
        'custom_products',
        'download_section',
        'video_shopping',
      ]),
    );
  });

  test('banners are one object of "<url>_<n>" → link; category_section has its sibling keys', async () => {
    const first = await c.getJson('/home/page?page=1');
    const banners = first.components['banners-0'];
    expect(Object.keys(banners).every((k, n) => k.endsWith(`_${n}`))).toBe(true);
    expect(Object.values(banners)).toEqual(expect.arrayContaining(['/campaign/100%-off', expect.stringMatching(/^https:\/\//)]));
    expect(first.components['category_sec_banner-3']).toMatch(/405x745/);
    expect(first.components['gadget_product-3'].products.length).toBeGreaterThan(0);
    expect(first.components['gadget_product-3'].name).toBe('Electronics');
  });

  test('no page → nothing and has_more_data true; past the end → components []', async () => {
    expect(await c.getJson('/home/page')).toEqual({ components: [], component_names: [], has_more_data: true });
    expect(await c.getJson('/home/page?page=50')).toEqual({ components: [], component_names: [], has_more_data: false });
  });
});

describe('discount accessors', () => {
  test('special_discount_check is the value, discount_percentage the discounted price; expired windows are inactive', async () => {
    const rows = (
      await srv.db.query<{
        id: number;
        price: number;
        special_discount: number;
        special_discount_type: string | null;
        special_discount_end: Date | null;
      }>(
        "SELECT id, price, special_discount, special_discount_type, special_discount_end FROM products WHERE status = 'published' AND is_approved = 1",
      )
    ).rows;
    const cards: Card[] = (await all()).products.data;
    const byId = new Map(cards.map((x) => [x.id, x]));
    let active = 0;
    let expired = 0;
    for (const r of rows) {
      const card = byId.get(r.id)!;
      const live = r.special_discount > 0 && r.special_discount_end !== null && new Date(r.special_discount_end) > new Date();
      if (!live) {
        if (r.special_discount > 0) expired++;
        expect([card.special_discount_check, card.discount_percentage]).toEqual([0, 0]);
        continue;
      }
      active++;
      expect(card.special_discount_check).toBe(r.special_discount);
      const want = r.special_discount_type === 'flat' ? r.price - r.special_discount : r.price - (r.price * r.special_discount) / 100;
      expect(card.discount_percentage).toBeCloseTo(want, 2);
    }
    expect(active).toBeGreaterThan(0);
    expect(expired).toBeGreaterThan(0);
    // No discount without a type: 1.6.7 would show it (its price accessor reads a null type as a
    // percentage) but not charge it (its cart applies only flat and percentage), see
    // test/contract/commerce/add-to-cart.json, null-discount-type.
    expect(new Set(rows.filter((r) => r.special_discount > 0).map((r) => r.special_discount_type))).toEqual(
      new Set(['flat', 'percentage']),
    );
  });
});

describe('home/filtered_products', () => {
  test('category route covers the subtree; ProductPaginateResource with absolute next_page_url', async () => {
    const cats = (await srv.db.query<{ id: number; parent_id: number | null; slug: string }>('SELECT id, parent_id, slug FROM categories'))
      .rows;
    const fashion = cats.find((x) => x.slug === 'fashion')!;
    const sub = new Set<number>([fashion.id]);
    for (let changed = true; changed;) {
      changed = false;
      for (const x of cats)
        if (x.parent_id && sub.has(x.parent_id) && !sub.has(x.id)) {
          sub.add(x.id);
          changed = true;
        }
    }
    const expected = (
      await srv.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM products WHERE category_id = ANY($1::int[]) AND status = 'published' AND is_approved = 1",
        [[...sub]],
      )
    ).rows[0].n;
    const r = await listing('route=product.by.category&slug=fashion&sort=newest&paginate=5&page=1');
    expect(r.type).toBe('category');
    expect(r.page.slug).toBe('fashion');
    expect(r.page.child_categories.map((x: { id: number }) => x.id)).toEqual(
      cats.filter((x) => x.parent_id === fashion.id).map((x) => x.id),
    );
    expect(r.products.total).toBe(expected);
    expect(r.products.data.every((p: Card) => sub.has(p.category_id) && typeof p.has_variant === 'number')).toBe(true);
    expect(r.products.next_page_url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/home\/filtered_products\?.*page=2/);
    const last = await listing(`route=product.by.category&slug=fashion&sort=newest&paginate=5&page=${r.products.last_page}`);
    expect(last.products.next_page_url).toBeNull();
    expect(last.products.has_more_data).toBe(false);
    // child_category replaces the subtree with the chosen children (plus the category itself).
    const men = cats.find((x) => x.slug === 'men-s-clothing')!;
    const narrowed = await listing(`route=product.by.category&slug=fashion&sort=newest&paginate=100&child_category[]=${men.id}`);
    expect(narrowed.products.total).toBeLessThanOrEqual(expected);
    expect(narrowed.products.data.some((p: Card) => p.id === 3)).toBe(true);
  });

  test('mandatory parameters and unknown category answer {error}', async () => {
    expect(await listing('route=all.products&paginate=10')).toEqual({ error: 'Undefined array key "sort"' });
    expect(await listing('route=all.products&sort=newest')).toEqual({ error: 'Undefined array key "paginate"' });
    expect(await listing('sort=newest&paginate=10')).toEqual({ error: 'Undefined array key "route"' });
    expect((await listing('route=product.by.category&slug=nope&sort=newest&paginate=10')).error).toMatch(/on null/);
  });

  test('brand filter, brand route and a non-empty key overriding every filter', async () => {
    const brand = (
      await srv.db.query<{ id: number; slug: string; n: number }>(
        "SELECT b.id, b.slug, count(p.id)::int AS n FROM brands b JOIN products p ON p.brand_id = b.id WHERE p.status = 'published' AND p.is_approved = 1 GROUP BY b.id ORDER BY n DESC LIMIT 1",
      )
    ).rows[0];
    expect((await all(`&brand[]=${brand.id}`)).products.total).toBe(brand.n);
    const viaRoute = await listing(`route=product.by.brand&slug=${brand.slug}&sort=newest&paginate=24`);
    expect(viaRoute.type).toBe('brand');
    expect(viaRoute.page.slug).toBe(brand.slug);
    expect(viaRoute.products.total).toBe(brand.n);
    const searched = await listing('route=search.product&key=lamp&paginate=100&brand[]=999999');
    expect(searched.products.total).toBeGreaterThan(0);
    expect(searched.products.data.every((p: { product_name: string }) => /lamp/i.test(p.product_name))).toBe(true);
  });

  test('price is in the active currency and filters products.price; {0,0} is everything', async () => {
    const usd = await all(`&price=${encodeURIComponent('{"min":10,"max":50}')}`);
    expect(usd.products.data.length).toBeGreaterThan(0);
    expect(usd.products.data.every((p: Card) => p.price >= 10 && p.price <= 50)).toBe(true);
    await c.getJson('/change/currency/JPY');
    const jpy = await all(`&price=${encodeURIComponent(JSON.stringify({ min: 10 * 151.5, max: 50 * 151.5 }))}`);
    expect(jpy.products.total).toBe(usd.products.total);
    expect((await all(`&price=${encodeURIComponent('{"min":0,"max":0}')}`)).products.total).toBe(await visibleCount());
    await c.getJson('/change/currency/USD');
  });

  test('colours: all chosen; attribute values: any; rating ranges; offer route', async () => {
    const both = await all('&color[]=7&color[]=5');
    expect(both.products.data.map((p: Card) => p.id)).toContain(3);
    const ids = (
      await srv.db.query<{ id: number }>("SELECT id FROM products WHERE color_ids @> '{7,5}' AND status = 'published' AND is_approved = 1")
    ).rows.map((r) => r.id);
    expect(both.products.total).toBe(ids.length);
    const anyValue = await all('&attribute_value_id[]=21&attribute_value_id[]=1');
    expect(anyValue.products.data.map((p: Card) => p.id)).toContain(3);
    const four = (
      await srv.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM products WHERE rating BETWEEN 3.5 AND 4 AND status = 'published' AND is_approved = 1",
      )
    ).rows[0].n;
    expect((await all('&rating[]=4')).products.total).toBe(four);
    const offer = await listing('route=product.by.offer&sort=newest&paginate=100');
    expect(offer.type).toBe('offer');
    expect(offer.page).toEqual([]);
    const discounted = (
      await srv.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM products WHERE special_discount > 0 AND special_discount_end IS NOT NULL AND status = 'published' AND is_approved = 1",
      )
    ).rows[0].n;
    expect(offer.products.total).toBe(discounted);
  });
});

describe('filter data, search, details', () => {
  test('filter_data: slug narrows attributes only; colours paginate by 8', async () => {
    const every = await c.getJson('/home/filter_data');
    const fashion = await c.getJson('/home/filter_data?slug=fashion');
    expect(fashion.categories).toEqual(every.categories);
    expect(fashion.price_range).toEqual(every.price_range);
    const titles = fashion.attributes.map((a: { title: string }) => a.title);
    expect(titles).toEqual(expect.arrayContaining(['Size', 'Material']));
    expect(titles).not.toContain('Storage');
    expect(every.colors.per_page).toBe(8);
    expect(every.brands.per_page).toBe(10);
  });

  test('search/product: ≤20 ProductResource items; empty key → []', async () => {
    const r = await c.postJson('/search/product', { key: 'a' });
    expect(r.products.length).toBeLessThanOrEqual(20);
    expect(r.products[0].stock).toEqual(expect.any(Array));
    expect(await c.postJson('/search/product', { key: '' })).toEqual({ products: [] });
  });

  test('unknown slug is a 404 with a message', async () => {
    const res = await c.get('/home/product-details/definitely-not-a-product');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found' });
  });

  test('variant product: first stock, variation range, exact variant lookup, cart deduction by trx_id', async () => {
    const r = await c.getJson('/home/product-details/kestrel-linen-blend-overshirt');
    const p = r.product;
    expect(r.attributes).toEqual([
      { id: 1, title: 'Size' },
      { id: 5, title: 'Material' },
    ]);
    expect(p.attribute_selector).toBe(3);
    expect(p.product_stock).toMatchObject({ variant_ids: '7-1-21', special_discount_check: null, name: null, price: 59.99 });
    expect(p.product_stock.discount_percentage).toBeCloseTo(59.99 * 0.85, 2);
    expect(p.variation_price).toBe('$50.99 - $56.09');
    expect(p).not.toHaveProperty('first_stock');
    expect(p).not.toHaveProperty('product_file');
    const found = await c.postJson('/find/products-variants', {
      product_id: p.id,
      color_id: 7,
      variant_ids: [null, 1, null, null, null, 21],
      trx_id: '',
    });
    expect(found.product_stock).toMatchObject({ variant_ids: '7-1-21', name: 'Navy-S-Linen', special_discount_check: null });
    expect(found.msg).toBe('Product Available of this Variant');

    await c.post('/user/addToCart', { id: p.id, quantity: 2, variants_ids: '7-1-21' });
    const trx = (await srv.db.query<{ trx_id: string }>('SELECT trx_id FROM carts WHERE product_id = $1 ORDER BY id DESC LIMIT 1', [p.id]))
      .rows[0]?.trx_id;
    if (trx) {
      const again = await c.postJson('/find/products-variants', {
        product_id: p.id,
        color_id: 7,
        variant_ids: [null, 1, null, null, null, 21],
        trx_id: trx,
      });
      expect(again.product_stock.current_stock).toBe(found.product_stock.current_stock - 2);
    }
    const soldOut = await c.postJson('/find/products-variants', {
      product_id: p.id,
      color_id: 5,
      variant_ids: [null, 3, null, null, null, 22],
    });
    expect(soldOut).toEqual({ product_stock: '', msg: 'Stock Out', images: expect.objectContaining({ image_72x72: expect.any(String) }) });
    expect(await c.postJson('/find/products-variants', { product_id: p.id, color_id: 5, variant_ids: [23] })).toEqual({
      product_stock: '',
      msg: 'Stock Out',
      images: [],
    });
  });

  test('simple, admin and brandless products', async () => {
    const simple = (await c.getJson('/home/product-details/nordwave-studio-wireless-headphones')).product;
    expect(simple.first_stock.variant_ids).toBeNull();
    expect(simple.special_discount_check).toBe(20);
    expect(simple.discount_percentage).toBeCloseTo(109.99, 2);
    expect(simple.video_link).toBe('dQw4w9WgXcQ');
    expect(simple.seller.shop_name).toEqual(expect.any(String));
    const admin = (await c.getJson('/home/product-details/ceramic-table-lamp')).product;
    expect(admin).not.toHaveProperty('seller');
    expect(admin.user_id).toBe(1);
    // A percentage discount (the seed has no discount without a type): the accessor and variation_price both take it.
    expect(admin.special_discount_type).toBe('percentage');
    expect(admin.discount_percentage).toBeCloseTo(44.1, 2);
    expect(admin.variation_price).toBe('$44.10');
    const plain = (await c.getJson('/home/product-details/cast-iron-skillet-26-cm')).product;
    expect([plain.brand, plain.brand_title, plain.special_discount_check, plain.discount_percentage]).toEqual([null, '', 0, 0]);
  });

  test('product views: one row per product (its last viewer); viewed-products lists by product date; a guest’s view fails', async () => {
    const anonymous = new Client(srv.app);
    await anonymous.boot();
    const sample = (await srv.db.query<{ slug: string }>("SELECT slug FROM products WHERE status = 'published' ORDER BY id LIMIT 1"))
      .rows[0];
    // The original inserts user_id 0, which its users foreign key refuses: a guest's view answers false.
    expect((await anonymous.postJson('/home/product-view', { product_slug: sample.slug })).products).toBe(false);
    const guest = new Client(srv.app);
    await guest.boot();
    await guest.login();
    await guest.boot();
    const rows = (
      await srv.db.query<{ slug: string }>("SELECT slug FROM products WHERE status = 'published' AND is_approved = 1 ORDER BY id LIMIT 3")
    ).rows;
    for (const { slug } of rows) expect((await guest.postJson('/home/product-view', { product_slug: slug })).products).toBe(true);
    const mine = (await guest.getJson('/viewed-products')).viewed_products.map((x: { slug: string }) => x.slug);
    expect(mine.slice(0, 3).sort()).toEqual(rows.map((r) => r.slug).sort());
    const other = new Client(srv.app);
    await other.boot();
    await other.login('buyer@example.com');
    await other.boot();
    await other.postJson('/home/product-view', { product_slug: rows[0].slug });
    const n = (
      await srv.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM product_views pv JOIN products p ON p.id = pv.product_id WHERE p.slug = $1',
        [rows[0].slug],
      )
    ).rows[0].n;
    expect(n).toBe(1);
    expect((await guest.postJson('/home/product-view', { product_slug: 'nope' })).products).toBe(false);
  });
});

describe('sidebar categories', () => {
  test('at most 9 active top-level categories, nested under `categories`', async () => {
    const r = await c.getJson('/sidebar/categories');
    expect(r.categories.length).toBeLessThanOrEqual(9);
    const fashion = r.categories.find((x: { slug: string }) => x.slug === 'fashion');
    expect(fashion.child_categories[0].categories.length).toBeGreaterThan(0);
  });
});

describe('nice-to-haves respond', () => {
  test.each([
    ['/home/categories', 'categories'],
    ['/home/brands', 'brands'],
    ['/home/sellers', 'sellers'],
    ['/home/campaign-lists', 'campaigns'],
    ['/home/flash-sale-products', 'products'],
    ['/home/daily-deals', 'products'],
    ['/home/gift-idea', 'products'],
    ['/home/business-idea', 'products'],
    ['/home/blogs', 'blogs'],
    ['/home/others-page/about-us', 'page'],
    ['/home/contact-page', 'contact'],
    ['/get/video-shops', 'videos'],
    ['/get/country-list', 'countries'],
    ['/home/compare-list', 'products'],
    ['/home/product-reviews/1', 'reviews'],
  ])('%s → %s', async (path, key) => {
    const res = await c.get(path);
    expect(res.status).toBe(200);
    expect((await res.json())[key]).toBeDefined();
  });
});
