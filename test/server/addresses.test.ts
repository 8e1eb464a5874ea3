/** The address book and its geography on the reference server (test/contract/account/, test/contract/commerce/user-address-checkout.json). */
import { Client, shellData, startTestServer, type TestServer } from '../../examples/server/testing/helpers';

const FORM = { id: '', name: '', email: '', phone_no: '', address: '', country_id: '', state_id: '', city_id: '', postal_code: '' };
const NEW_YORK = {
  name: 'Sam Second',
  email: 'sam@example.com',
  phone_no: '+15550100002',
  address: '1 Main St',
  country_id: 1,
  state_id: 2,
  city_id: 4,
  postal_code: '14201',
};
const AL_JAHRA = { ...NEW_YORK, address: 'Block 4', country_id: 6, state_id: 17, city_id: '', postal_code: '01000' };

async function signedIn(srv: TestServer, email = 'customer@example.com') {
  const c = new Client(srv.app);
  await c.boot();
  expect((await c.login(email)).user.email).toBe(email);
  await c.boot();
  return c;
}

async function guest(srv: TestServer) {
  const c = new Client(srv.app);
  await c.boot();
  return c;
}

describe('addresses', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 20 });
  }, 60_000);
  afterAll(() => srv?.close());

  describe('geography', () => {
    test('country-list: active countries in table order, CountryResource with flag and flag_icon', async () => {
      const c = await guest(srv);
      const { countries } = await c.getJson('/get/country-list');
      expect(countries).toHaveLength(20);
      expect(countries[0]).toEqual({
        id: 1,
        name: 'United States',
        iso3: 'USA',
        iso2: 'US',
        phonecode: '+1',
        currency: 'USD',
        currency_symbol: '$',
        latitude: '38.00000000',
        longitude: '-97.00000000',
        status: 1,
        created_at: '2025-01-15T10:00:00.000000Z',
        updated_at: '2025-01-15T10:00:00.000000Z',
        flag_icon: 'http://127.0.0.1:8080/images/flag/us-24x16.svg',
        flag: { id: 1, image: 'images/flag/us-24x16.svg', title: 'US', created_at: expect.any(String), updated_at: expect.any(String) },
      });
      // The flag image is served (a generated SVG).
      expect((await c.get('/images/flag/us-24x16.svg')).status).toBe(200);
    });

    test('state/by-country: status 1, by name; unknown or non-numeric ids give []', async () => {
      const c = await guest(srv);
      const { states } = await c.getJson('/state/by-country/6');
      expect(states.map((s: { name: string }) => s.name)).toEqual(['Al Asimah', 'Al Jahra', 'Hawalli']);
      expect(states[1]).toMatchObject({ id: 17, country_id: 6, latitude: null, longitude: null, status: 1 });
      expect(await c.getJson('/state/by-country/9999')).toEqual({ states: [] });
      expect(await c.getJson('/state/by-country/abc')).toEqual({ states: [] });
    });

    test('city/by-state: inactive cities are left out; cost is a number; a state may have none', async () => {
      const c = await guest(srv);
      const { cities } = await c.getJson('/city/by-state/2');
      expect(cities.map((x: { name: string; cost: number }) => [x.name, x.cost])).toEqual([
        ['Buffalo', 4],
        ['New York City', 12.5],
      ]);
      expect(cities[1]).toMatchObject({ state_id: 2, country_id: 1, latitude: '40.71280000', longitude: '-74.00600000' });
      expect(await c.getJson('/city/by-state/17')).toEqual({ cities: [] });
    });
  });

  describe('signed in', () => {
    test('user/address lists the own rows; Jane has her seeded default address', async () => {
      const c = await signedIn(srv);
      const answer = await c.getJson('/user/address');
      expect(Object.keys(answer)).toEqual(['addresses', 'carts', 'checkouts', 'coupons', 'pickup_hubs']);
      expect(answer.addresses[0]).toEqual({
        id: 1,
        user_id: 1,
        name: 'Jane Customer',
        email: 'customer@example.com',
        phone_no: '+15550100001',
        address: '350 Fifth Avenue, Apt 12B',
        address_ids: { country_id: 1, state_id: 2, city_id: 5 },
        country: 'United States',
        state: 'New York',
        city: 'New York City',
        latitude: '40.71280000',
        longitude: '-74.00600000',
        postal_code: '10118',
        default_shipping: 1,
        default_billing: 1,
        created_at: '2025-01-15T10:00:00.000000Z',
        updated_at: '2025-01-15T10:00:00.000000Z',
      });
      expect(answer.pickup_hubs).toEqual([]);
    });

    test('user/address carries the cart payload of the session-scoped lines', async () => {
      const c = await signedIn(srv, 'second@example.com');
      expect((await c.postJson('/user/addToCart', { id: 2, quantity: 1, variants_ids: '', is_buy_now: 0 })).error).toBeUndefined();
      const answer = await c.getJson('/user/address');
      expect(answer.carts).toHaveLength(1);
      expect(Object.keys(answer.checkouts)).toHaveLength(1);
      expect(answer.coupons).toEqual([]);
      await c.get(`/cart/delete/${answer.carts[0].id}`);
    });

    test('the first address becomes default for both; the «User» then carries it everywhere', async () => {
      const c = await signedIn(srv, 'second@example.com');
      expect((await c.getJson('/home/check-auth')).user.shipping_address).toEqual([]);
      expect(await c.postJson('/store/user-address', { ...FORM, ...NEW_YORK })).toEqual({
        address: 'Address Added',
        success: 'Address Created Successfully',
      });
      expect(await c.postJson('/store/user-address', { ...FORM, ...AL_JAHRA })).toEqual({
        address: 'Address Added',
        success: 'Address Created Successfully',
      });
      const [first, second] = (await c.getJson('/user/address')).addresses;
      expect(first).toMatchObject({ user_id: 2, city: 'Buffalo', latitude: '42.88640000', default_shipping: 1, default_billing: 1 });
      expect(second).toMatchObject({
        address_ids: { country_id: 6, state_id: 17, city_id: '' },
        city: null,
        latitude: null,
        longitude: null,
        default_shipping: 0,
        default_billing: 0,
      });

      const made = await c.postJson(`/default/user-address/shipping/${second.id}`, {});
      expect(made.success).toBe('Updated Successfully');
      expect(made.user).toMatchObject({
        id: 2,
        shipping_address: { id: second.id, default_shipping: 1 },
        billing_address: { id: first.id },
      });
      expect(made.user.password_hash).toBeUndefined();
      const html = await c.boot();
      expect(shellData(html).user.shipping_address.id).toBe(second.id);
      expect((await c.getJson('/home/check-auth')).user.billing_address.id).toBe(first.id);

      // Deleting the default leaves the user without one: [] again, never null.
      expect(await c.getJson(`/delete/user-address/${second.id}`)).toEqual({ address: 1, success: 'Address Deleted Successfully' });
      expect((await c.getJson('/home/check-auth')).user.shipping_address).toEqual([]);
      await c.get(`/delete/user-address/${first.id}`);
    });

    test("another user's address can be neither updated, made default nor deleted (the original allows all three)", async () => {
      const sam = await signedIn(srv, 'second@example.com');
      const missing = await sam.post('/store/user-address', { ...FORM, ...AL_JAHRA, id: 1 });
      expect(missing.status).toBe(500);
      expect(await missing.json()).toEqual({ message: 'Server Error' });
      expect(await sam.getJson('/delete/user-address/1')).toEqual({ address: 0, success: 'Address Deleted Successfully' });
      await sam.post('/default/user-address/billing/1', {});
      const jane = await signedIn(srv);
      const [mine] = (await jane.getJson('/user/address')).addresses;
      expect(mine).toMatchObject({ id: 1, user_id: 1, country: 'United States', default_shipping: 1, default_billing: 1 });
    });

    test('an update without a city keeps the old city name and coordinates (the original updates only the keys it sets)', async () => {
      const c = await signedIn(srv, 'second@example.com');
      await c.postJson('/store/user-address', { ...FORM, ...NEW_YORK });
      const [row] = (await c.getJson('/user/address')).addresses;
      expect(
        await c.postJson('/store/user-address', { ...FORM, ...NEW_YORK, id: row.id, city_id: '', address: '2 Main St' }),
      ).toMatchObject({
        address: 'Address Added',
      });
      const [updated] = (await c.getJson('/user/address')).addresses;
      expect(updated).toMatchObject({
        id: row.id,
        address: '2 Main St',
        address_ids: { city_id: '' },
        city: 'Buffalo',
        latitude: '42.88640000',
      });
      await c.get(`/delete/user-address/${row.id}`);
    });
  });

  describe('validation and errors', () => {
    test("422 with 1.6.7's rules in their order; trimmed blanks count as missing", async () => {
      const c = await guest(srv);
      const res = await c.post('/store/user-address', { ...FORM, name: '   ' });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.message).toBe('The given data was invalid.');
      expect(Object.keys(body.errors)).toEqual(['name', 'email', 'phone_no', 'country_id', 'state_id', 'address', 'postal_code']);
      expect(body.errors.phone_no).toEqual(['The phone no field is required.']);
    });

    test('an unknown country, state or chosen city is the PHP warning text', async () => {
      const c = await guest(srv);
      const message = { error: 'Attempt to read property "name" on null' };
      expect(await c.postJson('/store/user-address', { ...NEW_YORK, country_id: 999 })).toEqual(message);
      expect(await c.postJson('/store/user-address', { ...NEW_YORK, state_id: 999 })).toEqual(message);
      expect(await c.postJson('/store/user-address', { ...NEW_YORK, city_id: 999 })).toEqual(message);
      expect((await c.getJson('/user/address')).addresses).toEqual([]);
    });

    test('make default as a guest is an uncaught PHP Error: HTTP 500', async () => {
      const c = await guest(srv);
      const res = await c.post('/default/user-address/shipping/1', {});
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Server Error' });
    });

    test('delete needs the page token, like the other state-changing GETs', async () => {
      const c = await guest(srv);
      const res = await c.request('/delete/user-address/1', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      expect(res.status).toBe(419);
    });
  });

  describe('guests (the session address book)', () => {
    test('entries get a 6-character string id; a deletion leaves an object keyed by the PHP keys', async () => {
      const c = await guest(srv);
      await c.postJson('/store/user-address', { ...FORM, ...NEW_YORK });
      await c.postJson('/store/user-address', { ...FORM, ...AL_JAHRA });
      const book = (await c.getJson('/user/address')).addresses;
      expect(book).toHaveLength(2);
      expect(book[0]).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{6}$/),
        name: 'Sam Second',
        email: 'sam@example.com',
        phone_no: '+15550100002',
        address: '1 Main St',
        address_ids: { country_id: 1, state_id: 2, city_id: 4 },
        country: 'United States',
        state: 'New York',
        city: 'Buffalo',
        latitude: '42.88640000',
        postal_code: '14201',
      });
      expect(book[1]).toMatchObject({ city: '', latitude: '', address_ids: { city_id: '' } });

      expect(await c.getJson(`/delete/user-address/${book[0].id}`)).toEqual({ address: 1, success: 'Address Deleted Successfully' });
      expect((await c.getJson('/user/address')).addresses).toEqual({ 1: book[1] });
      // Nothing matched: still 1 (the repository's `true` as its declared int).
      expect((await c.getJson('/delete/user-address/nothing')).address).toBe(1);
    });

    test('an edit drops the id; a later edit then fails on the missing key', async () => {
      const c = await guest(srv);
      await c.postJson('/store/user-address', { ...FORM, ...NEW_YORK });
      const [entry] = (await c.getJson('/user/address')).addresses;
      expect(await c.postJson('/store/user-address', { ...NEW_YORK, id: entry.id, name: 'Renamed' })).toMatchObject({
        address: 'Address Added',
      });
      const [edited] = (await c.getJson('/user/address')).addresses;
      expect(edited.id).toBeUndefined();
      expect(edited.name).toBe('Renamed');
      expect(await c.postJson('/store/user-address', { ...NEW_YORK, id: entry.id })).toEqual({ error: 'Undefined array key "id"' });
    });

    test('without any address in the session, edit and delete hit the foreach warning', async () => {
      const c = await guest(srv);
      const message = { error: 'foreach() argument must be of type array|object, null given' };
      expect(await c.postJson('/store/user-address', { ...NEW_YORK, id: 'abcdef' })).toEqual(message);
      expect(await c.getJson('/delete/user-address/abcdef')).toEqual(message);
    });
  });
});

describe('demo mode', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startTestServer({ products: 10, config: { demoMode: true } });
  }, 60_000);
  afterAll(() => srv?.close());

  test('delete is refused; the address stays', async () => {
    const c = await signedIn(srv);
    expect(await c.getJson('/delete/user-address/1')).toEqual({ error: 'This function is disabled in demo server' });
    expect((await c.getJson('/user/address')).addresses).toHaveLength(1);
  });
});
