/** Wishlist, compare, followed shops and recently viewed (test/contract/lists/{wishlists,compare-list,followed-sellers}.json, test/contract/catalogue/{viewed-products,product-view}.json, test/contract/lists/{follow-shop,remove-followed,followed-sellers}.json). */
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 40 });
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

async function signedIn(email = 'customer@example.com') {
  const c = new Client(srv.app);
  await c.boot();
  const login = await c.login(email);
  expect(login.error).toBeUndefined();
  await c.boot();
  return c;
}

async function guest() {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

describe('wishlist', () => {
  test('no duplicate check: a second add inserts a second row; remove takes one row at a time', async () => {
    const c = await signedIn('retry@example.com');
    const first = await c.getJson('/user/add-to-wishlist/5');
    expect(first).toMatchObject({ success: 'Added Successfully', wishlists: 1, wishlist: { product_id: '5', user_id: 905 } });
    expect(first.product).toMatchObject({ id: 5, user_wishlist: { id: first.wishlist.id, product_id: 5 } });
    expect(first.product).not.toHaveProperty('thumbnail');
    const again = await c.getJson('/user/add-to-wishlist/5');
    expect(again.wishlists).toBe(2);
    // user_wishlist is the FIRST row of this user for the product (a hasOne).
    expect(again.product.user_wishlist.id).toBe(first.wishlist.id);
    const list = await c.getJson('/user/wishlists');
    expect(list.wishlist.data.map((w: { slug: string }) => w.slug)).toEqual([first.product.slug, first.product.slug]);
    expect(shellData(await c.boot()).wishlists).toBe(2);

    const rm = await c.getJson('/user/remove-wishlist-product/5');
    expect(rm).toMatchObject({ success: 'Removed Successfully', totalWishlist: 1, wishlist: { id: first.wishlist.id } });
    expect((await c.getJson('/user/remove-wishlist-product/5')).totalWishlist).toBe(0);
    expect(await c.getJson('/user/remove-wishlist-product/5')).toEqual({ wishlist: '', totalWishlist: 0, success: 'Removed Successfully' });
    expect(await c.getJson('/user/add-to-wishlist/999999')).toEqual({ error: expect.any(String) });
    expect((await srv.db.query('SELECT 1 FROM wishlists WHERE user_id = 905')).rows).toHaveLength(0);
  });

  test('WishlistResource: 10 a page, newest first, with its quirks; guests get an empty list, add/remove redirect them', async () => {
    const c = await signedIn('wallet@example.com');
    const ids = (
      await srv.db.query<{ id: number }>("SELECT id FROM products WHERE status = 'published' AND is_approved = 1 ORDER BY id LIMIT 12")
    ).rows;
    for (const { id } of ids) expect((await c.getJson(`/user/add-to-wishlist/${id}`)).success).toBe('Added Successfully');
    const page1 = (await c.getJson('/user/wishlists')).wishlist;
    expect(page1).toMatchObject({ total: 12, count: 10, per_page: 10, current_page: 1, total_pages: 2, last_page: 2, has_more_data: true });
    expect(page1.next_page_url).toMatch(/\/user\/wishlists\?page=2$/);
    expect(page1.data[0].product.id).toBe(ids[11].id);
    expect(page1.data[0]).toMatchObject({
      special_discount_type: '',
      status: 0,
      product: { category_id: null, reward: 0, todays_deal: 0 },
    });
    const page2 = (await c.getJson('/user/wishlists?page=2')).wishlist;
    expect(page2).toMatchObject({ count: 2, current_page: 2, next_page_url: null, has_more_data: false });
    const seen = [...page1.data, ...page2.data].map((w: { id: number }) => w.id);
    expect(new Set(seen).size).toBe(12);

    const g = await guest();
    expect(await g.getJson('/user/wishlists')).toEqual({
      wishlist: {
        data: [],
        total: 0,
        count: 0,
        per_page: 10,
        current_page: 1,
        total_pages: 1,
        last_page: 1,
        next_page_url: null,
        has_more_data: false,
      },
    });
    for (const path of ['/user/add-to-wishlist/3', '/user/remove-wishlist-product/3']) {
      const res = await g.get(path);
      expect({ path, status: res.status, to: res.headers.get('location') }).toEqual({
        path,
        status: 302,
        to: expect.stringMatching(/\/login$/),
      });
    }
  });

  test('add, remove, follow and unfollow are state-changing GETs: they need the token', async () => {
    const c = await signedIn('wallet@example.com');
    for (const path of ['/user/add-to-wishlist/3', '/home/add-to-compare/3', '/user/follow-shop?id=3', '/user/remove-followed?id=3']) {
      const res = await c.get(path, { 'X-CSRF-TOKEN': 'wrong' });
      expect({ path, status: res.status }).toEqual({ path, status: 419 });
    }
  });
});

describe('compare', () => {
  test('a guest keeps the list in the session (once per product) and it joins the account at sign-in', async () => {
    const c = await guest();
    expect(await c.getJson('/home/add-to-compare/2')).toMatchObject({
      compare_list: 1,
      success: 'Added To Compare List',
      product: { id: 2 },
    });
    expect((await c.getJson('/home/add-to-compare/2')).compare_list).toBe(1);
    const added = await c.getJson('/home/add-to-compare/1');
    expect(added.compare_list).toBe(2);
    expect(added).not.toHaveProperty('compare');
    expect(added.product.thumbnail).toMatchObject({ storage: 'local' });
    const list = (await c.getJson('/home/compare-list')).products;
    expect(list.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    expect(Object.keys(list[0])).toEqual([
      'id',
      'slug',
      'has_variant',
      'minimum_order_quantity',
      'product_name',
      'image_190x230',
      'special_discount_check',
      'discount_percentage',
      'price',
      'brand',
      'category',
      'status',
    ]);
    expect(list[0].status).toBe('published');
    // A guest removing a product not in the list is no error.
    expect((await c.getJson('/home/remove-compare_product/7')).compare_list).toBe(2);

    const login = await c.login('buyer@example.com');
    expect(login.compare_list).toBe(2);
    expect(shellData(await c.boot()).compare_list).toBe(2);
    expect((await c.getJson('/home/compare-list')).products.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    // The session list is spent: signing out leaves an empty guest list.
    expect((await srv.db.query("SELECT compare FROM sessions WHERE compare <> '[]'::jsonb")).rows).toHaveLength(0);

    // Signed in: no duplicate check; remove takes one row; a product not in the list is an error.
    const dup = await c.getJson('/home/add-to-compare/2');
    expect(dup).toMatchObject({ compare_list: 3, compare: { user_id: 903, product_id: '2' } });
    expect((await c.getJson('/home/compare-list')).products).toHaveLength(2);
    const rm = await c.getJson('/home/remove-compare_product/2');
    expect(rm.compare_list).toBe(2);
    expect(rm.products.map((p: { id: number }) => p.id)).toEqual([1, 2]);
    expect(await c.getJson('/home/remove-compare_product/14')).toEqual({ error: 'Attempt to read property "product" on null' });
    await c.getJson('/home/remove-compare_product/2');
    expect((await c.getJson('/home/remove-compare_product/1')).products).toEqual([]);
  });

  test('sign-in does not duplicate a product the account already compares', async () => {
    const c = await guest();
    await c.getJson('/home/add-to-compare/4');
    const before = await signedIn('wallet@example.com');
    await before.getJson('/home/add-to-compare/4');
    const login = await c.login('wallet@example.com');
    expect(login.compare_list).toBe(1);
  });
});

describe('followed shops', () => {
  test('follow, list (verified, most products first), unfollow removes every row and leaks no private column', async () => {
    const c = await signedIn('buyer@example.com');
    // Seeded: buyer follows Tech Haven and Gadget Garage.
    const seeded = (await c.getJson('/user/followed-sellers')).sellers;
    expect(seeded.data.map((s: { slug: string }) => s.slug)).toEqual(['tech-haven', 'gadget-garage']);
    expect(seeded.data.every((s: { is_followed: unknown }) => s.is_followed === true)).toBe(true);
    expect(seeded).toMatchObject({ total: 2, per_page: 12, has_more_data: false, next_page_url: null });

    expect(await c.getJson('/user/follow-shop?id=2')).toEqual({ success: 'Added Successfully' });
    expect(await c.getJson('/user/follow-shop?id=2')).toEqual({ success: 'Added Successfully' });
    expect((await srv.db.query('SELECT 1 FROM seller_profile_user WHERE user_id = 903 AND seller_profile_id = 2')).rows).toHaveLength(2);
    const three = (await c.getJson('/user/followed-sellers')).sellers;
    expect(three.data.map((s: { id: number }) => s.id)).toEqual([2, 13, 3]);
    expect((await c.getJson('/user/follow-shop?id=99999')).error).toEqual(expect.any(String));

    // Shop cards elsewhere carry is_followed for this shopper.
    const all = (await c.getJson('/home/sellers?paginate=50')).sellers.data;
    const followed = all.filter((s: { is_followed: boolean }) => s.is_followed).map((s: { id: number }) => s.id);
    expect(followed.sort((a: number, b: number) => a - b)).toEqual([2, 3, 13]);

    await srv.db.query("UPDATE sellers SET phone_no = '+1 555 0100', address = '1 Secret Road', license_no = 'LIC-PRIVATE' WHERE id = 13");
    const rm = await c.getJson('/user/remove-followed?id=2');
    expect(rm.follower.map((s: { id: number }) => s.id)).toEqual([3, 13]);
    expect(rm.follower[1]).toMatchObject({ shop_name: 'Tech Haven', pivot: { user_id: 903, seller_profile_id: 13 } });
    const text = JSON.stringify(rm);
    for (const secret of ['phone_no', 'address', 'license_no', 'tax_paper', '555 0100', 'Secret Road', 'LIC-PRIVATE', 'password', 'email'])
      expect({ secret, leaked: text.includes(secret) }).toEqual({ secret, leaked: false });
    expect((await srv.db.query('SELECT 1 FROM seller_profile_user WHERE user_id = 903 AND seller_profile_id = 2')).rows).toHaveLength(0);

    const g = await guest();
    for (const path of ['/user/follow-shop?id=3', '/user/remove-followed?id=3', '/user/followed-sellers'])
      expect({ path, status: (await g.get(path)).status }).toEqual({ path, status: 302 });
    expect((await g.getJson('/home/sellers')).sellers.data.every((s: { is_followed: boolean }) => s.is_followed === false)).toBe(true);
  });
});

describe('recently viewed', () => {
  const slugs = async (n: number) =>
    (
      await srv.db.query<{ slug: string }>(
        `SELECT slug FROM products WHERE status = 'published' AND is_approved = 1 ORDER BY id LIMIT ${n}`,
      )
    ).rows.map((r) => r.slug);

  test('a guest cannot record a view (products:false, nothing changes) but sees the seeded views', async () => {
    const g = await guest();
    const before = (await srv.db.query('SELECT product_id, user_id FROM product_views ORDER BY id')).rows;
    const [slug] = await slugs(1);
    const res = await g.postJson('/home/product-view', { product_slug: slug });
    expect(res.products).toBe(false);
    expect(res.viewProduct.length).toBeGreaterThan(0);
    expect((await srv.db.query('SELECT product_id, user_id FROM product_views ORDER BY id')).rows).toEqual(before);
    const list = (await g.getJson('/viewed-products')).viewed_products;
    expect(list).toEqual(res.viewProduct);
    expect(Object.keys(list[0])).toEqual(['id', 'slug', 'product_name', 'image_72x72']);
  });

  test('own views first (newest product first), topped up to 20; one row per product, its last viewer', async () => {
    const c = await signedIn();
    const mine = await slugs(3);
    for (const slug of mine) expect((await c.postJson('/home/product-view', { product_slug: slug })).products).toBe(true);
    const list = (await c.getJson('/viewed-products')).viewed_products.map((x: { slug: string }) => x.slug);
    // Products are seeded oldest id first, so newest product first = reverse id order.
    expect(list.slice(0, 3)).toEqual([...mine].reverse());
    expect(list.length).toBeLessThanOrEqual(20);

    const other = await signedIn('buyer@example.com');
    await other.postJson('/home/product-view', { product_slug: mine[0] });
    const rows = (
      await srv.db.query<{ user_id: number }>(
        'SELECT v.user_id FROM product_views v JOIN products p ON p.id = v.product_id WHERE p.slug = $1',
        [mine[0]],
      )
    ).rows;
    expect(rows).toEqual([{ user_id: 903 }]);
    const after = (await c.getJson('/viewed-products')).viewed_products.map((x: { slug: string }) => x.slug);
    expect(after.slice(0, 2)).toEqual([mine[2], mine[1]]);
    expect(after).toContain(mine[0]);
    expect((await c.postJson('/home/product-view', { product_slug: 'nope' })).products).toBe(false);
  });

  test('at most 10 own views first, the list at most 20', async () => {
    const c = await signedIn('retry@example.com');
    for (const slug of await slugs(25)) await c.postJson('/home/product-view', { product_slug: slug });
    expect((await srv.db.query('SELECT 1 FROM product_views WHERE user_id = 905')).rows).toHaveLength(25);
    const list = (await c.getJson('/viewed-products')).viewed_products.map((x: { slug: string }) => x.slug);
    // 25 own views: the newest 10 products first, then the top-up (which may hold further own views).
    expect(list).toHaveLength(20);
    expect(list.slice(0, 10)).toEqual([...(await slugs(25))].reverse().slice(0, 10));
    expect(new Set(list).size).toBe(20);
  });
});
