/**
 * Header search suggestions (`POST search/product`) and the language switch (`GET change/locale/{locale}`):
 * behaviour beyond the shapes in test/contract/catalogue/search-product.json and session/change-locale.json.
 */
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

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

interface Item {
  id: number;
  product_name: string;
  stock: { stock_variant: string }[];
  user_wishlist: boolean;
}
const suggest = async (key: unknown): Promise<Item[]> => (await c.postJson('/search/product', { key })).products;
const rows = async <T>(sql: string, params: unknown[] = []) => (await srv.db.query<T>(sql, params)).rows;

describe('search/product', () => {
  test('name matches, case-insensitive, newest first, at most 20, only products the shop shows', async () => {
    const expected = await rows<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.status = 'published' AND p.is_approved = 1
         AND (p.product_name ILIKE '%a%' OR EXISTS (SELECT 1 FROM product_stocks s WHERE s.product_id = p.id AND s.name ILIKE '%a%'))
       ORDER BY p.created_at DESC, p.id DESC LIMIT 20`,
    );
    expect(expected.length).toBe(20); // the seed has more than 20 matches, so the cap is exercised
    expect((await suggest('A')).map((p) => p.id)).toEqual(expected.map((r) => r.id));
  });

  test('a variant name matches too (1.6.7), even when the product name does not', async () => {
    const [variant] = await rows<{ product_id: number; name: string }>(
      `SELECT s.product_id, s.name FROM product_stocks s JOIN products p ON p.id = s.product_id
        WHERE s.name LIKE '%-%' AND p.status = 'published' AND p.is_approved = 1 ORDER BY s.id LIMIT 1`,
    );
    const [product] = await rows<{ product_name: string }>('SELECT product_name FROM products WHERE id = $1', [variant.product_id]);
    expect(product.product_name.toLowerCase()).not.toContain(variant.name.toLowerCase());
    const found = await suggest(variant.name);
    const hit = found.find((p) => p.id === variant.product_id);
    expect(hit?.stock.map((s) => s.stock_variant)).toContain(variant.name);
  });

  test('unpublished or unapproved products never show, whatever their name', async () => {
    const [hidden] = await rows<{ id: number }>(
      "UPDATE products SET status = 'pending' WHERE id = (SELECT min(id) FROM products WHERE status = 'published') RETURNING id",
    );
    try {
      const [{ product_name }] = await rows<{ product_name: string }>('SELECT product_name FROM products WHERE id = $1', [hidden.id]);
      expect((await suggest(product_name)).map((p) => p.id)).not.toContain(hidden.id);
    } finally {
      await srv.db.query("UPDATE products SET status = 'published' WHERE id = $1", [hidden.id]);
    }
  });

  test('LIKE wildcards in the key are plain characters', async () => {
    expect(await suggest('%')).toEqual([]);
    expect(await suggest('_')).toEqual([]);
  });

  test('an empty or missing key answers an empty list; a number is searched as text', async () => {
    expect(await c.postJson('/search/product', {})).toEqual({ products: [] });
    expect(await suggest('')).toEqual([]);
    expect(Array.isArray(await suggest(1))).toBe(true);
  });

  test("a signed-in shopper's wishlisted products carry user_wishlist", async () => {
    const shopper = new Client(srv.app);
    await shopper.boot();
    await shopper.login();
    await shopper.boot();
    const first = (await shopper.postJson('/search/product', { key: 'a' })).products[0] as Item;
    const user = await rows<{ id: number }>("SELECT id FROM users WHERE email = 'customer@example.com'");
    await srv.db.query('INSERT INTO wishlists (user_id, product_id, created_at, updated_at) VALUES ($1, $2, now(), now())', [
      user[0].id,
      first.id,
    ]);
    try {
      const again = (await shopper.postJson('/search/product', { key: 'a' })).products as Item[];
      expect(again.find((p) => p.id === first.id)?.user_wishlist).toBe(true);
      expect((await suggest('a')).find((p) => p.id === first.id)?.user_wishlist).toBe(false);
    } finally {
      await srv.db.query('DELETE FROM wishlists WHERE user_id = $1 AND product_id = $2', [user[0].id, first.id]);
    }
  });
});

describe('change/locale/{locale}', () => {
  test('a guest: the next page is Arabic, right to left, with its language file', async () => {
    const guest = new Client(srv.app);
    await guest.boot();
    expect((await guest.getJson('/change/locale/ar')).active_language).toMatchObject({ locale: 'ar', text_direction: 'rtl' });
    const shell = shellData(await guest.boot());
    expect(shell.active_language).toMatchObject({ locale: 'ar', text_direction: 'rtl' });
    expect(shell.settings_data.text_direction).toBe('rtl');
    expect(shell.settings_data.lang_file).toMatch(/\/resources\/lang\/ar\.json$/);
    // Switching again to the same language changes nothing and still answers the row.
    expect((await guest.getJson('/change/locale/ar')).active_language.locale).toBe('ar');
  });

  test('an unknown locale answers the raw error and leaves the session language as it was', async () => {
    const guest = new Client(srv.app);
    await guest.boot();
    await guest.getJson('/change/locale/ar');
    expect(await guest.getJson('/change/locale/xx')).toEqual({ error: 'Attempt to read property "text_direction" on null' });
    expect(shellData(await guest.boot()).active_language.locale).toBe('ar');
  });

  test("a signed-in shopper's choice is kept in users.lang_code as well", async () => {
    const shopper = new Client(srv.app);
    await shopper.boot();
    await shopper.login();
    await shopper.boot();
    await shopper.getJson('/change/locale/ar');
    try {
      const [user] = await rows<{ lang_code: string }>("SELECT lang_code FROM users WHERE email = 'customer@example.com'");
      expect(user.lang_code).toBe('ar');
    } finally {
      await shopper.getJson('/change/locale/en');
    }
  });
});
