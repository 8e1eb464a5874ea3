/**
 * Attack: buy or open a product the shop does not list. An unpublished product (a draft, one taken
 * down) or one still awaiting approval must answer everywhere as a product that does not exist:
 * add to cart and buy now (the original's missing-product message), confirm-order for a line whose
 * product was taken down after it went into the cart, and the product page by slug (404).
 */
import { Client, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 60 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const ADD = { variants_ids: '', variants_name: '', color_id: '', attribute_values: [], trx_id: '', is_buy_now: 0 };
const MISSING_FOR_CART = { error: 'Attempt to read property "is_digital" on null' };

interface Unlisted {
  id: number;
  slug: string;
}

/** A simple, in-stock product in the given state. */
async function productWhere(where: string): Promise<Unlisted> {
  const row = (
    await srv.db.query<Unlisted>(
      `SELECT id, slug FROM products WHERE ${where} AND is_digital = 0 AND has_variant = 0 AND current_stock >= 5
         AND minimum_order_quantity = 1 ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  if (!row) throw new Error(`no seeded product where ${where}`);
  return row;
}

async function guest(): Promise<Client> {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

const lineCount = async (c: Client) => {
  const ids = (await c.getJson('/cart/list')).carts as unknown[];
  return ids.length;
};

describe.each([
  ['unpublished', "status <> 'published'"],
  ['awaiting approval', "status = 'published' AND is_approved = 0"],
])('a product %s', (_label, where) => {
  let product: Unlisted;
  beforeAll(async () => {
    product = await productWhere(where);
  });

  test('add to cart answers as for a missing product and adds nothing', async () => {
    const c = await guest();
    expect(await c.postJson('/user/addToCart', { ...ADD, id: product.id, quantity: 1 })).toEqual(MISSING_FOR_CART);
    expect(await lineCount(c)).toBe(0);
  });

  test('buy now answers as for a missing product and adds nothing', async () => {
    const c = await guest();
    expect(await c.postJson('/user/addToCart', { ...ADD, id: product.id, quantity: 1, is_buy_now: 1 })).toEqual(MISSING_FOR_CART);
    expect((await srv.db.query('SELECT 1 FROM carts WHERE product_id = $1', [product.id])).rows).toEqual([]);
  });

  test('its page by slug is 404 "Product not found"', async () => {
    const c = await guest();
    const res = await c.get(`/home/product-details/${product.slug}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found' });
  });
});

test('confirm-order refuses a line whose product was taken down after it went into the cart, and writes no order', async () => {
  const product = await productWhere("status = 'published' AND is_approved = 1");
  const c = await guest();
  expect((await c.postJson('/user/addToCart', { ...ADD, id: product.id, quantity: 1 })).error).toBeUndefined();
  const trx = (await c.getJson('/user/address')).carts[0].trx_id as string;
  await srv.db.query(`UPDATE products SET status = 'unpublished' WHERE id = $1`, [product.id]);
  try {
    const address = { name: 'Guest', address: '1 Main Street', address_ids: { country_id: 1, state_id: '', city_id: '' } };
    const answer = await c.postJson('/user/confirm-order', {
      payment_type: 0,
      trx_id: trx,
      shipping_address: address,
      billing_address: address,
    });
    expect(answer).toEqual({ error: 'Attempt to read property "current_stock" on null' });
    expect((await srv.db.query('SELECT 1 FROM orders WHERE trx_id = $1', [trx])).rows).toEqual([]);
  } finally {
    await srv.db.query(`UPDATE products SET status = 'published' WHERE id = $1`, [product.id]);
  }
});

test('a listed product still goes into the cart and its page opens', async () => {
  const product = await productWhere("status = 'published' AND is_approved = 1");
  const c = await guest();
  expect((await c.postJson('/user/addToCart', { ...ADD, id: product.id, quantity: 1 })).success).toBe('Successfully added to cart');
  expect((await c.get(`/home/product-details/${product.slug}`)).status).toBe(200);
});
