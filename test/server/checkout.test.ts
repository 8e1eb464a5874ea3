/**
 * Checkout on the reference server (test/contract/commerce/{user-address-checkout,find-shipping-cost,confirm-order}.json): user/address's payload, pickup
 * hubs, the area-based shipping cost and confirm-order — per-seller orders whose sums equal the
 * widget's own checkout totals (src/lib/money/commerce-totals.ts) for the same user/address answer.
 */
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';
import { linesTotals } from '../../src/lib/money/commerce-totals';
import { add, dec, toFixedString } from '../../src/lib/money/decimal';
import type { Settings } from '../../src/types/shop';

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ products: 60 });
}, 60_000);
afterAll(async () => {
  await srv?.close();
});

const ADD = { variants_ids: '', variants_name: '', color_id: '', attribute_values: [], trx_id: '', is_buy_now: 0 };

interface Pick {
  id: number;
  seller_user_id: number;
}

/** Two in-stock simple products of two different sellers; the first from a shop with seeded seller coupons when there is one. */
async function twoSellersProducts(server: TestServer): Promise<[Pick, Pick]> {
  const rows = (
    await server.db.query<Pick>(
      `SELECT DISTINCT ON (COALESCE(s.user_id, 1)) p.id, COALESCE(s.user_id, 1) AS seller_user_id
         FROM products p LEFT JOIN sellers s ON s.id = p.seller_id
        WHERE p.status = 'published' AND p.is_approved = 1 AND p.is_digital = 0 AND p.has_variant = 0
          AND p.current_stock >= 5 AND p.minimum_order_quantity = 1
        ORDER BY COALESCE(s.user_id, 1), (SELECT count(*) FROM coupons k WHERE k.user_id = s.user_id) DESC, p.id`,
    )
  ).rows;
  const withCoupon = (
    await server.db.query<{ user_id: number }>("SELECT user_id FROM coupons WHERE code LIKE 'S%-5OFF' ORDER BY id LIMIT 1")
  ).rows[0];
  const first = rows.find((r) => r.seller_user_id === withCoupon?.user_id) ?? rows[0];
  const second = rows.find((r) => r.seller_user_id !== first.seller_user_id)!;
  return [first, second];
}

async function shopper(server: TestServer, signIn = true): Promise<{ c: Client; settings: Settings }> {
  const c = new Client(server.app);
  await c.boot();
  if (signIn) await c.login();
  const settings = shellData(await c.boot()).settings_data as Settings;
  return { c, settings };
}

async function fill(c: Client, picks: Pick[], qty = [2, 1]) {
  for (const [i, p] of picks.entries()) {
    const res = await c.postJson('/user/addToCart', { ...ADD, id: p.id, quantity: qty[i] ?? 1 });
    expect(res.error).toBeUndefined();
  }
}

async function ordersOf(server: TestServer, trx: string) {
  return (
    await server.db.query<Record<string, unknown>>(
      `SELECT id, seller_id, user_id, sub_total::text, discount::text, coupon_discount::text, total_tax::text, total_amount::text,
              shipping_cost::text, total_payable::text, status, code, payment_type, pickup_hub_id, shipping_address, billing_address,
              shipping_method, tax_method
         FROM orders WHERE trx_id = $1 AND status = 0 ORDER BY id`,
      [trx],
    )
  ).rows;
}

const sum = (rows: Array<Record<string, unknown>>, key: string) => toFixedString(add(...rows.map((r) => r[key])));
/** Exact equality of two amounts, whatever their scale ("10" = "10.00"). */
const plain = (v: unknown) =>
  toFixedString(dec(v))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
const same = (a: unknown, b: unknown) => expect(plain(a)).toBe(plain(b));

test('confirm-order: one order per seller, with coupons, summing exactly to the checkout totals; a repeat replaces the set', async () => {
  const { c, settings } = await shopper(srv);
  const picks = await twoSellersProducts(srv);
  await fill(c, picks);
  const couponCode = (
    await srv.db.query<{ code: string }>('SELECT code FROM coupons WHERE user_id = $1 AND code LIKE $2', [
      picks[0].seller_user_id,
      '%-5OFF',
    ])
  ).rows[0]?.code;
  const trxId = (await c.getJson('/cart/list?cart_page=1')).carts[0].trx_id;
  if (couponCode)
    expect(await c.postJson('/user/apply_coupon', { coupon_code: couponCode, trx_id: trxId })).toMatchObject({ success: 'coupon applied' });
  expect(await c.postJson('/user/apply_coupon', { coupon_code: 'SAVE5', trx_id: trxId })).toMatchObject({ success: 'coupon applied' });

  const checkout = await c.getJson('/user/address?cart_page=undefined');
  expect(checkout.carts).toHaveLength(2);
  expect(Object.keys(checkout.checkouts)).toHaveLength(2);
  expect(checkout.pickup_hubs).toEqual([]);
  const totals = linesTotals(checkout, settings, 'checkout');
  const address = checkout.addresses.find((a: { default_shipping: number }) => a.default_shipping === 1);
  const body = {
    payment_type: 0,
    trx_id: checkout.carts[0].trx_id,
    checkout_method: 2,
    shipping_address: address,
    billing_address: address,
    buy_now: 0,
  };
  expect(await c.postJson('/user/confirm-order', body)).toEqual({ success: 'Order done' });
  const trx = checkout.carts[0].trx_id;
  const orders = await ordersOf(srv, trx);
  expect(orders).toHaveLength(2);
  expect(orders.map((o) => o.seller_id).sort()).toEqual(picks.map((p) => p.seller_user_id).sort());
  same(sum(orders, 'sub_total'), totals.subTotal);
  same(sum(orders, 'discount'), totals.discount);
  same(sum(orders, 'total_tax'), totals.tax);
  same(sum(orders, 'shipping_cost'), totals.shipping);
  same(sum(orders, 'coupon_discount'), totals.couponDiscount);
  same(sum(orders, 'total_payable'), totals.total);
  expect(checkout.coupons.length).toBeGreaterThanOrEqual(1);
  if (couponCode) {
    // The seller's own 5 off lands on that seller's order; SAVE5 (the admin's) is split over both by sub_total.
    expect(checkout.coupons).toHaveLength(2);
    const sellerOrder = orders.find((o) => o.seller_id === picks[0].seller_user_id)!;
    const otherOrder = orders.find((o) => o.seller_id !== picks[0].seller_user_id)!;
    const share = (o: Record<string, unknown>) => Number(o.sub_total) / (Number(sellerOrder.sub_total) + Number(otherOrder.sub_total));
    expect(Number(sellerOrder.coupon_discount)).toBeCloseTo(5 + 5 * share(sellerOrder), 1);
    expect(Number(otherOrder.coupon_discount)).toBeCloseTo(5 * share(otherOrder), 1);
  }
  for (const o of orders) {
    expect(o).toMatchObject({ status: 0, payment_type: '0', pickup_hub_id: null, shipping_method: 'flat_rate' });
    expect(o.code).toMatch(/^YR-\d{10}$/);
    expect(o.shipping_address).toEqual(address);
  }
  const lines = (
    await srv.db.query<{ price: string; quantity: number; coupon_discount: unknown; shipping_cost: unknown }>(
      'SELECT price::text, quantity, coupon_discount, shipping_cost FROM order_details WHERE order_id = ANY($1::int[]) ORDER BY id',
      [orders.map((o) => o.id)],
    )
  ).rows;
  expect(lines).toHaveLength(2);
  expect(lines[0].shipping_cost).toEqual({ type: '', depend_on_quantity: 0, per_cost: 0, total_cost: 0 });

  // Double click / retry: the second confirm replaces the first set.
  expect(await c.postJson('/user/confirm-order', body)).toEqual({ success: 'Order done' });
  const again = await ordersOf(srv, trx);
  expect(again).toHaveLength(2);
  expect(again.map((o) => o.id)).not.toEqual(orders.map((o) => o.id));
  // Two at once (two tabs): still one set.
  await Promise.all([c.postJson('/user/confirm-order', body), c.postJson('/user/confirm-order', body)]);
  expect(await ordersOf(srv, trx)).toHaveLength(2);

  // Reading the checkout again throws the unpaid orders away (1.6.7 app/Repositories/Site/CartRepository.php:681-686).
  await c.getJson('/user/address');
  expect(await ordersOf(srv, trx)).toHaveLength(0);
});

test('confirm-order: a short line creates nothing; an empty cart answers the original error', async () => {
  const { c } = await shopper(srv);
  await c.getJson('/cart/list?cart_page=1');
  const picks = await twoSellersProducts(srv);
  const empty = await c.postJson('/user/confirm-order', { payment_type: 0 });
  // Jane's cart may still hold the previous test's lines: clear it first.
  if (!empty.error) {
    const cart = await c.getJson('/user/address');
    for (const l of cart.carts) await c.get(`/cart/delete/${l.id}`);
  }
  expect(await c.postJson('/user/confirm-order', { payment_type: 0 })).toEqual({ error: 'Attempt to read property "user_id" on null' });

  await fill(c, picks, [1, 1]);
  const checkout = await c.getJson('/user/address');
  const name = (await srv.db.query<{ product_name: string }>('SELECT product_name FROM products WHERE id = $1', [picks[1].id])).rows[0]
    .product_name;
  await srv.db.query('UPDATE products SET current_stock = 0 WHERE id = $1', [picks[1].id]);
  try {
    const res = await c.postJson('/user/confirm-order', {
      payment_type: 0,
      shipping_address: checkout.addresses[0],
      billing_address: checkout.addresses[0],
    });
    expect(res).toEqual({ error: `${name} is out of Stock` });
    expect(await ordersOf(srv, checkout.carts[0].trx_id)).toHaveLength(0);
  } finally {
    await srv.db.query('UPDATE products SET current_stock = 50 WHERE id = $1', [picks[1].id]);
  }
  for (const l of checkout.carts) await c.get(`/cart/delete/${l.id}`);
});

test('pickup hubs: listed for a signed-in shopper while pickup_point is on; a pickup order has no shipping and no addresses', async () => {
  const hubs = await startTestServer({ products: 40, config: { settingsOverrides: { pickup_point: '1' } } });
  try {
    const guest = await shopper(hubs, false);
    expect((await guest.c.getJson('/user/address')).pickup_hubs).toEqual([]);

    const { c, settings } = await shopper(hubs);
    const picks = await twoSellersProducts(hubs);
    await fill(c, picks);
    const checkout = await c.getJson('/user/address');
    expect(checkout.pickup_hubs).toHaveLength(2);
    expect(checkout.pickup_hubs[0]).toEqual({
      id: expect.any(Number),
      user_id: null,
      phone: expect.any(String),
      pick_up_status: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
      updated_at: expect.any(String),
      address: expect.any(String),
      name: expect.any(String),
    });
    const hub = checkout.pickup_hubs[1].id;
    const totals = linesTotals(checkout, settings, 'checkout', { pickup: true });
    expect(await c.postJson('/user/confirm-order', { payment_type: 0, checkout_method: 1, pick_hub_id: hub })).toEqual({
      success: 'Order done',
    });
    const orders = await ordersOf(hubs, checkout.carts[0].trx_id);
    expect(orders).toHaveLength(2);
    for (const o of orders) expect(o).toMatchObject({ pickup_hub_id: hub, shipping_cost: '0', shipping_address: [], billing_address: [] });
    same(sum(orders, 'total_payable'), totals.total);
  } finally {
    await hubs.close();
  }
}, 60_000);

test('area_base: user/address carries the default city cost, find/shipping_cost a city cost per seller, the orders charge the posted city', async () => {
  const area = await startTestServer({ products: 40, config: { settingsOverrides: { shipping_fee_type: 'area_base' } } });
  try {
    const { c, settings } = await shopper(area);
    const picks = await twoSellersProducts(area);
    await fill(c, picks);
    const checkout = await c.getJson('/user/address');
    const home = checkout.addresses.find((a: { default_shipping: number }) => a.default_shipping === 1);
    const homeCost = (await area.db.query<{ cost: number }>('SELECT cost FROM cities WHERE id = $1', [home.address_ids.city_id])).rows[0]
      .cost;
    for (const g of Object.values(checkout.checkouts) as Array<{ shipping_cost: unknown }>) same(g.shipping_cost, homeCost);

    const other = (
      await area.db.query<{ id: number; cost: number }>('SELECT id, cost FROM cities WHERE cost <> $1 ORDER BY id LIMIT 1', [homeCost])
    ).rows[0];
    const found = await c.postJson('/user/find/shipping_cost', { city_id: other.id });
    same(found.shipping_cost, toFixedString(dec(other.cost * 2)));
    expect(await c.postJson('/user/find/shipping_cost', { city_id: 999999 })).toEqual({ shipping_cost: 0 });

    const shipTo = { ...home, address_ids: { ...home.address_ids, city_id: other.id } };
    const totals = linesTotals(checkout, settings, 'checkout', { areaCost: found.shipping_cost });
    expect(await c.postJson('/user/confirm-order', { payment_type: 0, shipping_address: shipTo, billing_address: home })).toEqual({
      success: 'Order done',
    });
    const orders = await ordersOf(area, checkout.carts[0].trx_id);
    expect(orders).toHaveLength(2);
    same(sum(orders, 'shipping_cost'), found.shipping_cost);
    same(sum(orders, 'total_payable'), totals.total);
    expect(orders[0].shipping_method).toBe('area_base');
  } finally {
    await area.close();
  }
}, 60_000);

test('a guest checks out as the shared walk-in user, with the session addresses and no coupon', async () => {
  const { c, settings } = await shopper(srv, false);
  const picks = await twoSellersProducts(srv);
  await fill(c, picks);
  await c.postJson('/store/user-address', {
    id: '',
    name: 'Guest Shopper',
    email: 'guest@example.com',
    phone_no: '+15550109999',
    address: '1 Main Street',
    country_id: 1,
    state_id: 2,
    city_id: 4,
    postal_code: '14201',
  });
  const checkout = await c.getJson('/user/address');
  expect(checkout.addresses).toHaveLength(1);
  const totals = linesTotals(checkout, settings, 'checkout');
  const address = checkout.addresses[0];
  expect(await c.postJson('/user/confirm-order', { payment_type: 0, shipping_address: address, billing_address: address })).toEqual({
    success: 'Order done',
  });
  const orders = await ordersOf(srv, checkout.carts[0].trx_id);
  expect(orders).toHaveLength(2);
  const walkIn = (
    await srv.db.query<{ id: number; first_name: string; last_name: string }>("SELECT * FROM users WHERE user_type = 'walk_in'")
  ).rows;
  expect(walkIn).toHaveLength(1);
  expect(`${walkIn[0].first_name} ${walkIn[0].last_name}`).toBe('Walk-In Customer');
  for (const o of orders) expect(o).toMatchObject({ user_id: walkIn[0].id, coupon_discount: '0' });
  same(sum(orders, 'total_payable'), totals.total);

  // A second guest reuses the same walk-in row.
  const other = await shopper(srv, false);
  await fill(other.c, [picks[0]], [1]);
  expect(await other.c.postJson('/user/confirm-order', { payment_type: 0, shipping_address: address })).toEqual({ success: 'Order done' });
  expect((await srv.db.query("SELECT id FROM users WHERE user_type = 'walk_in'")).rows).toHaveLength(1);
});
