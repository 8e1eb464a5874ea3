import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => { srv = await startTestServer(); }, 30_000);
afterAll(async () => { await srv?.close(); });

async function product(where: string) {
  const row = (await srv.db.query<{ id: number; slug: string; minimum_order_quantity: number; current_stock: number }>(
    `SELECT id, slug, minimum_order_quantity, current_stock FROM products WHERE ${where} ORDER BY id LIMIT 1`,
  )).rows[0];
  if (!row) throw new Error(`no product for ${where}`);
  return row;
}

describe('user/addToCart', () => {
  test('variant products need their options', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product('has_variant = 1 AND current_stock > 0');
    expect(await c.postJson('/user/addToCart', { id: p.id, quantity: p.minimum_order_quantity })).toEqual({ error: 'Please choose all options' });
    const stock = (await srv.db.query<{ variant_ids: string; name: string; current_stock: number }>('SELECT * FROM product_stocks WHERE product_id = $1 AND current_stock >= $2 LIMIT 1', [p.id, p.minimum_order_quantity])).rows[0];
    const ok = await c.postJson('/user/addToCart', { id: p.id, quantity: p.minimum_order_quantity, variants_ids: stock.variant_ids, variants_name: stock.name });
    expect(ok.success).toBe('Product added to cart');
    expect(ok.carts[0]).toMatchObject({ product_id: p.id, variant: stock.name, quantity: p.minimum_order_quantity });
  });

  test('minimum order quantity is enforced', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product('has_variant = 0 AND minimum_order_quantity > 1 AND current_stock > 10');
    expect(await c.postJson('/user/addToCart', { id: p.id, quantity: p.minimum_order_quantity - 1 }))
      .toEqual({ error: `Minimum order quantity is ${p.minimum_order_quantity}` });
  });

  test('stock is enforced, repeated adds merge into one line, guests see their own cart only', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product('has_variant = 0 AND minimum_order_quantity = 1 AND current_stock > 0');
    await srv.db.query('UPDATE products SET current_stock = 3 WHERE id = $1', [p.id]);
    const first = await c.postJson('/user/addToCart', { id: p.id, quantity: 2 });
    expect(first.carts).toHaveLength(1);
    expect(first.checkouts[first.carts[0].seller_id]).toMatchObject({ seller_id: first.carts[0].seller_id });
    expect(await c.postJson('/user/addToCart', { id: p.id, quantity: 2 })).toEqual({ error: 'Only 1 left in stock' });
    const again = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    expect(again.carts).toHaveLength(1);
    expect(again.carts[0].quantity).toBe(3);
    expect(await c.postJson('/user/addToCart', { id: p.id, quantity: 1 })).toEqual({ error: 'Product is out of stock' });
    // Form-encoded works too.
    const form = await c.request('/user/addToCart', {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token }, body: `id=${p.id}&quantity=1`,
    });
    expect(await form.json()).toEqual({ error: 'Product is out of stock' });

    const other = new Client(srv.app);
    await other.boot();
    expect((await other.getJson('/cart/list')).carts).toEqual([]);

    const line = again.carts[0];
    expect(await c.postJson('/cart/update', { id: line.id, quantity: 1 })).toEqual({ error: 'Product is out of stock' });
    expect((await c.postJson('/cart/update', { id: line.id, quantity: -1 })).carts[0].quantity).toBe(2);
    expect(await other.postJson('/cart/update', { id: line.id, quantity: -1 })).toEqual({ error: 'Cart item not found' });
    expect((await c.getJson(`/cart/delete/${line.id}`)).carts).toEqual([]);
  });

  test('a guest cart merges into the account on login', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product('has_variant = 0 AND minimum_order_quantity = 1 AND current_stock > 5');
    await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    const login = await c.login('second@example.com');
    expect(login.carts.map((l: { product_id: number }) => l.product_id)).toContain(p.id);
    const shell = shellData(await c.boot());
    expect(shell.carts.map((l: { product_id: number }) => l.product_id)).toContain(p.id);
  });
});

describe('persistence across restarts', () => {
  test('carts, accounts and sessions survive a new PGlite on the same data dir (no reseed)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
    try {
      const first = await startTestServer({ products: 30, dir });
      const c = new Client(first.app);
      await c.boot();
      const p = (await first.db.query<{ id: number }>('SELECT id FROM products WHERE has_variant = 0 AND minimum_order_quantity = 1 AND current_stock > 2 ORDER BY id LIMIT 1')).rows[0];
      expect((await c.postJson('/user/addToCart', { id: p.id, quantity: 2 })).success).toBeDefined();
      await first.db.query("UPDATE users SET first_name = 'Janet' WHERE id = 1");
      await first.close();

      const second = await startTestServer({ products: 999, dir });
      try {
        expect((await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(30);
        const again = new Client(second.app);
        again.cookie = c.cookie;
        const cart = await again.getJson('/cart/list');
        expect(cart.carts).toHaveLength(1);
        expect(cart.carts[0]).toMatchObject({ product_id: p.id, quantity: 2 });
        again.token = c.token;
        expect((await again.login()).user.first_name).toBe('Janet');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
