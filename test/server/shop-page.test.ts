/** shop-page-data/{slug}: a seller's shop page (test/contract/catalogue/shop-page-data.json, services/shop-page.ts). */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 80 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

async function shopPage(slug: string, query = '', server = srv) {
  const c = new Client(server.app);
  await c.boot();
  const res = await c.get(`/shop-page-data/${slug}${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);

describe('shop-page-data', () => {
  test("the shop's header and its sections keyed by their index in shop_page_contents", async () => {
    const body = await shopPage('gadget-garage');
    const { shop } = body;
    expect(Object.keys(shop.contents)).toEqual([
      'banners-0',
      'featured_products-1',
      'new_arrival-2',
      'best_selling_products-3',
      'offer_ending_soon-4',
      'best_rated_products-5',
    ]);
    expect(shop.component_names).toEqual([
      'banner',
      'featured_products',
      'new_arrival',
      'best_selling_products',
      'offer_ending_soon',
      'best_rated_products',
    ]);
    // The stored layout comes back as stored (key order included).
    expect(Object.keys(shop.shop_page_contents[0].banner)).toEqual(['thumbnail', 'url']);
    // Three banner images: the 400x235 rendition, keys suffixed _0.._2, values the links.
    expect(Object.entries(shop.contents['banners-0'])).toEqual([
      [expect.stringMatching(/\/images\/banner\/701-400x235\.svg_0$/), '/category/electronics'],
      [expect.stringMatching(/702-400x235\.svg_1$/), '/products'],
      [expect.stringMatching(/703-400x235\.svg_2$/), 'https://example.com/gadgets'],
    ]);
    // No user_id (the original's quirk), join_date as "d M Y", the logo's 72x72 rendition.
    expect(shop).not.toHaveProperty('user_id');
    expect(shop.join_date).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(shop.image_82x82).toMatch(/\/images\/shop\/3-72x72\.svg$/);
    expect(shop.image_899x480).toMatch(/\/images\/shop-banner\/3-850x480\.svg$/);
    const all = (await srv.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE seller_id = 3')).rows[0].n;
    expect(shop.total_products).toBe(all);
    // Featured: exactly the configured ids that are featured.
    expect(ids(shop.contents['featured_products-1'])).toEqual(shop.shop_page_contents[1].featured_products.map(Number));
    expect(shop.contents['new_arrival-2'].length).toBeLessThanOrEqual(4);
    // Cards of the seller queries leave out is_approved (so "pending"), todays_deal, is_catalog.
    expect(shop.contents['new_arrival-2'][0]).toMatchObject({ is_approved: null, status: 'pending', todays_deal: 0 });
    expect(body.products).toMatchObject({ per_page: 12, current_page: 1 });
  });

  test('best_rated_products is the offer-ending query; unrendered keys are skipped but named', async () => {
    const { shop } = await shopPage('tech-haven');
    expect(Object.keys(shop.contents)).toEqual([
      'new_arrival-0',
      'banners-1',
      'best_rated_products-2',
      'offer_ending_soon-4',
      'best_selling_products-5',
    ]);
    expect(shop.component_names).toContain('todays_deal');
    expect(shop.contents['best_rated_products-2']).toEqual(shop.contents['offer_ending_soon-4']);
    const offers = (
      await srv.db.query<{ id: number }>(
        `SELECT id FROM products WHERE seller_id = 13 AND status = 'published' AND is_approved = 1
            AND special_discount > 0 AND special_discount_end IS NOT NULL ORDER BY total_sale DESC, id DESC`,
      )
    ).rows.map((r) => r.id);
    expect(ids(shop.contents['offer_ending_soon-4'])).toEqual(offers.slice(0, 12));
    expect(Object.keys(shop.contents['banners-1'])).toEqual([expect.stringMatching(/711-1260x452\.svg_0$/)]);
  });

  test('a shop without contents: [] everywhere, and the default banner image', async () => {
    const { shop } = await shopPage('daily-basket');
    expect(shop).toMatchObject({ contents: [], component_names: [], shop_page_contents: [] });
    expect(shop.image_899x480).toMatch(/\/images\/shop-banner\/default-850x480\.svg$/);
  });

  test('an unknown or unverified shop is the original error text with HTTP 200', async () => {
    const error = { error: 'Attempt to read property "shop_page_contents" on null' };
    expect(await shopPage('no-such-shop')).toEqual(error);
    await srv.db.query("UPDATE sellers SET verified_at = NULL WHERE slug = 'auto-haven'");
    try {
      expect(await shopPage('auto-haven')).toEqual(error);
    } finally {
      await srv.db.query("UPDATE sellers SET verified_at = '2025-01-15T10:00:00Z' WHERE slug = 'auto-haven'");
    }
  });

  test('a second section of a kind reuses the first; shifted by an unrendered key it fails like PHP', async () => {
    const set = (layout: unknown) =>
      srv.db.query("UPDATE sellers SET shop_page_contents = $1::json WHERE slug = 'toy-chest'", [JSON.stringify(layout)]);
    try {
      await set([{ new_arrival: '1' }, { best_selling_products: '3' }, { new_arrival: '1' }]);
      const { shop } = await shopPage('toy-chest');
      expect(shop.contents['new_arrival-2']).toEqual(shop.contents['new_arrival-0']);
      expect(shop.component_names).toEqual(['new_arrival', 'best_selling_products']);

      await set([{ todays_deal: '5' }, { new_arrival: '1' }, { new_arrival: '1' }]);
      expect(await shopPage('toy-chest')).toEqual({ error: 'Undefined array key "new_arrival-0"' });

      // 0 or more than 4 banner images: the section is [].
      await set([{ banner: { thumbnail: [], url: [] } }]);
      expect((await shopPage('toy-chest')).shop.contents).toEqual({ 'banners-0': [] });
    } finally {
      await set([{ new_arrival: '1' }, { best_selling_products: '3' }, { best_rated_products: '2' }]);
    }
  });

  test('coupons (16 a page) and products (12 a page) page through shop-page-data itself', async () => {
    const userId = (await srv.db.query<{ user_id: number }>("SELECT user_id FROM sellers WHERE slug = 'glow-beauty-bar'")).rows[0].user_id;
    const before = (await shopPage('glow-beauty-bar')).coupons.total;
    const inserted = (
      await srv.db.query<{ id: number }>(
        `INSERT INTO coupons (user_id, code, discount_type, discount, status, start_date, end_date, created_at)
         SELECT $1, 'GLOW' || n, CASE WHEN n % 2 = 0 THEN 'flat' ELSE 'percent' END, n, 1, '2024-01-01', '2098-12-31',
                '2025-02-01T00:00:00Z'::timestamptz + n * interval '1 minute'
           FROM generate_series(1, 18) n RETURNING id`,
        [userId],
      )
    ).rows.map((r) => r.id);
    // An ended and a disabled coupon are not listed.
    await srv.db.query(
      `INSERT INTO coupons (user_id, code, discount, status, start_date, end_date) VALUES
       ($1, 'GLOW-ENDED', 5, 1, '2024-01-01', '2024-02-01'), ($1, 'GLOW-OFF', 5, 0, '2024-01-01', '2098-12-31')`,
      [userId],
    );
    try {
      const first = await shopPage('glow-beauty-bar');
      expect(first.coupons).toMatchObject({ total: before + 18, count: 16, per_page: 16, last_page: 2, has_more_data: true });
      expect(first.coupons.data[0]).toEqual({
        id: expect.any(Number),
        title: null,
        code: 'GLOW18',
        discount_type: 'flat',
        discount: 18,
        image_145x110: expect.stringContaining('/images/'),
      });
      expect(first.coupons.next_page_url).toMatch(/\/shop-page-data\/glow-beauty-bar\?page=2$/);
      const second = await shopPage('glow-beauty-bar', '?page=2');
      expect(second.coupons.data.map((c: { code: string }) => c.code).slice(0, 2)).toEqual(['GLOW2', 'GLOW1']);
      expect(second.coupons.count).toBe(before + 2);
      expect(second.coupons.next_page_url).toBeNull();
    } finally {
      await srv.db.query("DELETE FROM coupons WHERE code LIKE 'GLOW%'");
    }
    expect(inserted).toHaveLength(18);

    const published = (
      await srv.db.query<{ id: number }>(
        "SELECT id FROM products WHERE seller_id = 2 AND status = 'published' AND is_approved = 1 ORDER BY id DESC",
      )
    ).rows.map((r) => r.id);
    const page1 = await shopPage('urban-threads');
    expect(page1.products.total).toBe(published.length);
    expect(ids(page1.products.data)).toEqual(published.slice(0, 12));
  });

  test('with the seller system off the contents are [] but the layout is still named', async () => {
    const off = await startTestServer({ products: 20, config: { settingsOverrides: { seller_system: 0 } } });
    try {
      const { shop } = await shopPage('gadget-garage', '', off);
      expect(shop.contents).toEqual([]);
      expect(shop.component_names).toContain('featured_products');
    } finally {
      await off.close();
    }
    // A second seeded server of its own.
  }, 60_000);
});
