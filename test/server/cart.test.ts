import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 30_000);
afterAll(async () => {
  await srv?.close();
});

async function product(where: string) {
  const row = (
    await srv.db.query<{ id: number; slug: string; minimum_order_quantity: number; current_stock: number; seller_id: number | null }>(
      `SELECT id, slug, minimum_order_quantity, current_stock, seller_id FROM products p WHERE is_digital = 0 AND ${where} ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  if (!row) throw new Error(`no product for ${where}`);
  return row;
}

/** A simple product (one stock row at most) with room to add a few. */
const SIMPLE = `has_variant = 0 AND minimum_order_quantity = 1 AND current_stock > 5
  AND NOT EXISTS (SELECT 1 FROM product_stocks s WHERE s.product_id = p.id AND s.current_stock < 5)`;

const slugs = (lines: Array<{ product_slug: string }>) => lines.map((l) => l.product_slug);

describe('user/addToCart', () => {
  test('answers «CartPayload» + success; the line follows the original (undiscounted price, per-unit discount)', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(`${SIMPLE} AND seller_id IS NOT NULL`);
    const res = await c.postJson('/user/addToCart', {
      id: p.id,
      quantity: 2,
      variants_ids: '',
      variants_name: '',
      trx_id: '',
      is_buy_now: 0,
    });
    expect(Object.keys(res)).toEqual(['carts', 'checkouts', 'coupons', 'success']);
    expect(res.success).toBe('Successfully added to cart');
    expect(res.coupons).toEqual([]);
    const line = res.carts[0];
    expect(line).toMatchObject({
      product_slug: p.slug,
      quantity: 2,
      variant: '',
      is_buy_now: false,
      tax: 0,
      shipping_cost: 0,
      current_stock: p.current_stock,
    });
    expect(line.price).toBeGreaterThan(line.discount);
    const seller = (
      await srv.db.query<{ user_id: number; shop_name: string }>('SELECT user_id, shop_name FROM sellers WHERE id = $1', [p.seller_id])
    ).rows[0];
    expect(line.seller_id).toBe(seller.user_id);
    expect(res.checkouts).toEqual({
      [seller.user_id]: {
        id: '',
        seller_id: seller.user_id,
        name: seller.shop_name,
        image: expect.stringMatching(/^http/),
        code: '',
        is_applied: 0,
        discount: 0,
        shipping_cost: '4.99',
        tax: 0,
      },
    });
  });

  test("the success message is in the session's language, as the original's __() gives it", async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(SIMPLE);
    expect((await c.postJson('/user/addToCart', { id: p.id, quantity: 1 })).success).toBe('Successfully added to cart');
    await c.getJson('/change/locale/ar');
    expect((await c.postJson('/user/addToCart', { id: p.id, quantity: 1 })).success).toBe('تمت الإضافة إلى السلة بنجاح');
  });

  test('in-house products group under seller 1 with no name or image', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(`${SIMPLE} AND seller_id IS NULL`);
    const res = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    expect(res.carts[0].seller_id).toBe(1);
    expect(res.checkouts['1']).toMatchObject({ seller_id: 1, name: null, image: null });
  });

  test('a discounted line carries the per-unit discount amount', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(
      `${SIMPLE} AND special_discount_type = 'flat' AND special_discount > 0 AND special_discount_start <= now() AND special_discount_end >= now()`,
    );
    const amount = Number(
      (await srv.db.query<{ d: string }>('SELECT special_discount AS d FROM products WHERE id = $1', [p.id])).rows[0].d,
    );
    const res = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    expect(res.carts[0].discount).toBe(amount);
  });

  test('variant products: the chosen stock row gives variant, sku, price and stock', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product('has_variant = 1 AND minimum_order_quantity = 1');
    const stock = (
      await srv.db.query<{ variant_ids: string; name: string; sku: string; price: string; current_stock: number }>(
        'SELECT * FROM product_stocks WHERE product_id = $1 AND current_stock >= 1 ORDER BY id LIMIT 1',
        [p.id],
      )
    ).rows[0];
    const ok = await c.postJson('/user/addToCart', { id: p.id, quantity: 1, variants_ids: stock.variant_ids, variants_name: stock.name });
    expect(ok.success).toBe('Successfully added to cart');
    expect(ok.carts[0]).toMatchObject({
      product_slug: p.slug,
      variant: stock.name,
      sku: stock.sku,
      price: Number(stock.price),
      current_stock: stock.current_stock,
    });
  });

  test('business errors: minimum quantity, stock, unknown product (HTTP 200 {error})', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const moq = await product('has_variant = 0 AND minimum_order_quantity > 1 AND current_stock > 10');
    expect(await c.postJson('/user/addToCart', { id: moq.id, quantity: moq.minimum_order_quantity - 1 })).toEqual({
      error: `Please order minimum of ${moq.minimum_order_quantity} products`,
    });
    const empty = await product('current_stock = 0 AND minimum_order_quantity = 1');
    expect(await c.postJson('/user/addToCart', { id: empty.id, quantity: 1 })).toEqual({ error: 'Product is out of stock' });
    expect(await c.postJson('/user/addToCart', { id: 999999, quantity: 1 })).toEqual({
      error: 'Attempt to read property "is_digital" on null',
    });
  });

  test('stock is enforced, repeated adds merge into one line, guests see their own cart only', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(SIMPLE);
    await srv.db.query('UPDATE products SET current_stock = 3 WHERE id = $1', [p.id]);
    await srv.db.query('UPDATE product_stocks SET current_stock = 3 WHERE product_id = $1', [p.id]);
    const first = await c.postJson('/user/addToCart', { id: p.id, quantity: 2 });
    expect(first.carts).toHaveLength(1);
    expect(await c.postJson('/user/addToCart', { id: p.id, quantity: 2 })).toEqual({ error: 'Product is out of stock' });
    const again = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    expect(again.carts).toHaveLength(1);
    expect(again.carts[0].quantity).toBe(3);
    // Form-encoded works too.
    const form = await c.request('/user/addToCart', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-CSRF-TOKEN': c.token },
      body: `id=${p.id}&quantity=1`,
    });
    expect(await form.json()).toEqual({ error: 'Product is out of stock' });

    const other = new Client(srv.app);
    await other.boot();
    expect(await other.getJson('/cart/list?cart_page=1')).toEqual({ carts: [], checkouts: [], coupons: [] });

    const line = again.carts[0];
    expect(await c.postJson('/cart/update', { id: line.id, quantity: 1 })).toEqual({ error: 'Product is out of stock' });
    const minus = await c.postJson('/cart/update', { id: line.id, quantity: -1 });
    expect(minus.success).toBe('Cart Updated');
    expect(minus.carts[0].quantity).toBe(2);
    // Below the minimum: unchanged, and still a success (the original ignores it).
    await c.postJson('/cart/update', { id: line.id, quantity: -1 });
    expect((await c.postJson('/cart/update', { id: line.id, quantity: -1 })).carts[0].quantity).toBe(1);
    expect(await other.postJson('/cart/update', { id: line.id, quantity: -1 })).toEqual({
      error: 'Attempt to read property "product_id" on null',
    });
    const deleted = await c.getJson(`/cart/delete/${line.id}`);
    expect(deleted).toEqual({ carts: [], checkouts: [], coupons: [] });
  });

  test('buy now: the answer lists the regular lines; cart/list shows the buy-now line until cart_page=1', async () => {
    const c = new Client(srv.app);
    await c.boot();
    await c.login('second@example.com');
    const regular = await product(SIMPLE);
    const buy = await product(`${SIMPLE} AND id <> ${regular.id}`);
    await c.postJson('/user/addToCart', { id: regular.id, quantity: 1 });
    const res = await c.postJson('/user/addToCart', { id: buy.id, quantity: 1, is_buy_now: 1 });
    expect(res.success).toBe('Successfully added to cart');
    expect(slugs(res.carts)).toEqual([regular.slug]);
    const during = await c.getJson('/cart/list');
    expect(slugs(during.carts)).toEqual([buy.slug]);
    expect(during.carts[0].is_buy_now).toBe(true);
    expect(during.carts[0].trx_id).not.toBe(res.carts[0].trx_id);
    // The boot props never carry buy-now lines.
    expect(slugs(shellData(await c.boot()).carts)).toEqual([regular.slug]);
    expect(slugs((await c.getJson('/cart/list?cart_page=1')).carts)).toEqual([regular.slug]);
    expect(slugs((await c.getJson('/cart/list')).carts)).toEqual([regular.slug]);
  });

  test('a guest cart merges into the account on login', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(SIMPLE);
    await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    const login = await c.login('second@example.com');
    expect(slugs(login.carts)).toContain(p.slug);
    const shell = shellData(await c.boot());
    expect(slugs(shell.carts)).toContain(p.slug);
  });
});

describe('persistence across restarts', () => {
  test('carts, accounts and sessions survive a new PGlite on the same data dir (no reseed)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-db-'));
    try {
      const first = await startTestServer({ products: 30, dir });
      const c = new Client(first.app);
      await c.boot();
      const p = (
        await first.db.query<{ id: number; slug: string }>(
          `SELECT id, slug FROM products p WHERE is_digital = 0 AND ${SIMPLE} ORDER BY id LIMIT 1`,
        )
      ).rows[0];
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
        expect(cart.carts[0]).toMatchObject({ product_slug: p.slug, quantity: 2 });
        again.token = c.token;
        expect((await again.login()).user.first_name).toBe('Janet');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  test('data seeded by an older version is set aside, not served broken and not deleted', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'storefront-db-'));
    const dir = join(parent, 'db');
    try {
      const first = await startTestServer({ products: 12, dir });
      // What the previous version wrote: no seed format.
      await first.db.query("UPDATE app_meta SET value = '{\"products\":12}' WHERE key = 'seeded'");
      await first.close();
      const second = await startTestServer({ products: 20, dir });
      try {
        expect((await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0].n).toBe(20);
        expect(readdirSync(parent).filter((name) => /^db-format1-/.test(name))).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 40_000);
});

describe('cart/update and cart/delete', () => {
  test("± 1 within stock and minimum; the minimum is ignored silently; other carts' lines are not touched", async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(SIMPLE);
    const { carts } = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    const id = carts[0].id;
    const up = await c.postJson('/cart/update', { id, quantity: 1 });
    expect(up.success).toBe('Cart Updated');
    expect(up.carts[0].quantity).toBe(2);
    const down = await c.postJson('/cart/update', { id, quantity: -1, status: 'minus' });
    expect(down.carts[0].quantity).toBe(1);
    const floor = await c.postJson('/cart/update', { id, quantity: 1, status: 'minus' });
    expect(floor.success).toBe('Cart Updated');
    expect(floor.carts[0].quantity).toBe(1);
    const over = await c.postJson('/cart/update', { id, quantity: p.current_stock });
    expect(over).toEqual({ error: 'Product is out of stock' });
    const other = new Client(srv.app);
    await other.boot();
    expect(await other.postJson('/cart/update', { id, quantity: 1 })).toEqual({ error: 'Attempt to read property "product_id" on null' });
    expect((await other.getJson(`/cart/delete/${id}`)).carts).toEqual([]);
    const gone = await c.getJson(`/cart/delete/${id}`);
    expect(gone).toEqual({ carts: [], checkouts: [], coupons: [] });
  });

  test("cart/list throws away the trx's unpaid orders (1.6.7 app/Repositories/Site/CartRepository.php:681-686), never paid ones", async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await product(SIMPLE);
    const { carts } = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
    const trx = carts[0].trx_id;
    const code = (s: string) => `YR-${trx.slice(0, 6)}${s}`;
    await srv.db.query(`INSERT INTO orders (user_id, code, trx_id, status) VALUES (1, $1, $2, 0), (1, $3, $2, 1)`, [
      code('u'),
      trx,
      code('p'),
    ]);
    await c.getJson('/cart/list?cart_page=1');
    const left = (await srv.db.query<{ status: number }>('SELECT status FROM orders WHERE trx_id = $1', [trx])).rows;
    expect(left).toEqual([{ status: 1 }]);
    await srv.db.query('DELETE FROM orders WHERE trx_id = $1', [trx]);
  });
});

describe('tax and shipping modes', () => {
  async function lineWith(s: TestServer, where: string) {
    return (
      await s.db.query<{ id: number; price: string; vat_percentage: string; shipping_fee: string; dq: number }>(
        `SELECT p.id, p.price::text AS price, p.vat_percentage::text AS vat_percentage, p.shipping_fee::text AS shipping_fee,
                p.shipping_fee_depend_on_quantity AS dq
           FROM products p WHERE ${SIMPLE} AND is_digital = 0 AND ${where} ORDER BY id LIMIT 1`,
      )
    ).rows[0];
  }

  test('seeded settings (product VAT, flat-rate shipping): a VAT line carries its per-unit tax, exact', async () => {
    const c = new Client(srv.app);
    await c.boot();
    const p = await lineWith(srv, 'vat_percentage > 0');
    const res = await c.postJson('/user/addToCart', { id: p.id, quantity: 3 });
    // 7.5 % of the undiscounted price, not rounded (e.g. 59.99 → 4.49925).
    expect(res.carts[0].tax).toBe(Number((BigInt(Math.round(Number(p.price) * 100)) * 75n).toString()) / 100000);
    expect(res.carts[0].shipping_cost).toBe(0);
  });

  test('product_base shipping: the line total fee (× quantity when it depends on it); groups 0', async () => {
    const s = await startTestServer({
      config: { settingsOverrides: { shipping_fee_type: 'product_base', vat_and_tax_type: 'order_base', order_wise_tax_percentage: 10 } },
    });
    try {
      const c = new Client(s.app);
      await c.boot();
      const perUnit = await lineWith(s, 'shipping_fee > 0 AND shipping_fee_depend_on_quantity = 1');
      const flat = await lineWith(s, 'shipping_fee > 0 AND shipping_fee_depend_on_quantity = 0');
      await c.postJson('/user/addToCart', { id: perUnit.id, quantity: 2 });
      const res = await c.postJson('/user/addToCart', { id: flat.id, quantity: 2 });
      // Lines come oldest first: the per-unit fee line, then the flat one.
      expect(res.carts[0].shipping_cost).toBe(5);
      expect(res.carts[1].shipping_cost).toBe(2.5);
      // Product VAT is off with order-based VAT; each group carries 10 % of its Σ price × qty (before_tax).
      for (const l of res.carts) expect(l.tax).toBe(0);
      for (const g of Object.values(res.checkouts) as Array<{ shipping_cost: number; tax: number; seller_id: number }>) {
        expect(g.shipping_cost).toBe(0);
        const lines = res.carts.filter((l: { seller_id: number }) => l.seller_id === g.seller_id);
        const sub = lines.reduce(
          (sum: bigint, l: { price: number; quantity: number }) => sum + BigInt(Math.round(l.price * 100)) * BigInt(l.quantity),
          0n,
        );
        expect(g.tax).toBe(Number(sub) / 1000);
      }
    } finally {
      await s.close();
    }
  }, 60_000);

  test("invoice_base shipping: the tier holding the group's subtotal, else the default rate; area_base: 0 on cart routes", async () => {
    const tiers = [
      { min_amount: 0, max_amount: 50, fee: 7 },
      { min_amount: 50.01, max_amount: 100000, fee: 3.5 },
    ];
    const s = await startTestServer({
      config: { settingsOverrides: { shipping_fee_type: 'invoice_base', invoice_based_shipping_fee: tiers, shipping_fee_default_rate: 9 } },
    });
    try {
      const c = new Client(s.app);
      await c.boot();
      const cheap = await lineWith(s, 'price < 40 AND seller_id IS NULL');
      const res = await c.postJson('/user/addToCart', { id: cheap.id, quantity: 1 });
      expect(res.checkouts['1'].shipping_cost).toBe(7);
      const more = await c.postJson('/cart/update', { id: res.carts[0].id, quantity: 1 });
      expect(more.checkouts['1'].shipping_cost).toBe(Number(cheap.price) * 2 > 50 ? 3.5 : 7);
    } finally {
      await s.close();
    }
    const area = await startTestServer({ config: { settingsOverrides: { shipping_fee_type: 'area_base' } } });
    try {
      const c = new Client(area.app);
      await c.boot();
      const p = await lineWith(area, 'TRUE');
      const res = await c.postJson('/user/addToCart', { id: p.id, quantity: 1 });
      for (const g of Object.values(res.checkouts) as Array<{ shipping_cost: number }>) expect(g.shipping_cost).toBe(0);
    } finally {
      await area.close();
    }
  }, 90_000);
});
