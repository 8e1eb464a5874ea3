import { fixtureAnswer } from '../../../../test/contract/support/fixtures';
import { defaultAddressOf, normaliseAddresses } from '../address-normalise';

const answer = (caseName: string) => fixtureAnswer<{ addresses: unknown }>('account/user-address', caseName);

describe('normaliseAddresses', () => {
  it("reads a signed-in user's rows: numeric ids, defaults, picker ids", () => {
    const [jane, kuwait] = normaliseAddresses(answer('customer').addresses);
    expect(jane).toMatchObject({
      key: 'id-1',
      id: 1,
      guest: false,
      name: 'Jane Customer',
      phone: '+15550100001',
      city: 'New York City',
      postalCode: '10118',
      countryId: 1,
      stateId: 2,
      cityId: 5,
      defaultShipping: true,
      defaultBilling: true,
    });
    // No city: the row's city is null and address_ids.city_id is "".
    expect(kuwait).toMatchObject({ id: 2, city: '', cityId: null, stateId: 17, defaultShipping: false, defaultBilling: false });
    expect(kuwait.raw).toEqual((answer('customer').addresses as unknown[])[1]);
  });

  it("reads a guest's session entries: string ids, no defaults", () => {
    const [first, second] = normaliseAddresses(answer('guest-saved').addresses);
    expect(first).toMatchObject({ key: 'id-aB3dE9', id: 'aB3dE9', guest: true, city: 'Buffalo', cityId: 4, defaultShipping: false });
    expect(second).toMatchObject({ id: 'Zx81Qp', city: '', cityId: null });
  });

  it('reads the object PHP sends once a guest entry was deleted', () => {
    const list = normaliseAddresses(answer('guest-after-deletion').addresses);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'Zx81Qp', state: 'Al Jahra' });
    // Keys in PHP order, whatever order the object arrives in.
    const entry = (id: string) => ({ id, name: id });
    expect(normaliseAddresses({ 10: entry('c'), 2: entry('b'), 1: entry('a') }).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps an edited guest entry that lost its id, keyed by its place', () => {
    const [edited, other] = normaliseAddresses(answer('guest-edited').addresses);
    expect(edited).toMatchObject({ id: null, key: 'entry-0', name: 'Guest Shopper' });
    expect(other.id).toBe('Zx81Qp');
  });

  it('copes with ids as text, address_ids as JSON text, and junk', () => {
    const [row] = normaliseAddresses([
      { id: 7, user_id: 3, address_ids: '{"country_id":"6","state_id":"17","city_id":""}', default_shipping: '1', default_billing: true },
      'not an address',
      null,
    ]);
    expect(row).toMatchObject({ countryId: 6, stateId: 17, cityId: null, defaultShipping: true, defaultBilling: true, name: '' });
    expect(normaliseAddresses([{ id: 1, address_ids: 'not json' }])[0]).toMatchObject({ countryId: null });
    expect(normaliseAddresses(null)).toEqual([]);
    expect(normaliseAddresses(undefined)).toEqual([]);
    expect(normaliseAddresses('')).toEqual([]);
    expect(normaliseAddresses([])).toEqual([]);
  });
});

describe('defaultAddressOf', () => {
  it('reads «User».shipping_address / billing_address: an «Address», or [] for none', () => {
    const user = fixtureAnswer<{ user: Record<string, unknown> }>('account/default-user-address', 'shipping').user;
    expect(defaultAddressOf(user, 'shipping')).toMatchObject({ id: 1, defaultShipping: true });
    expect(defaultAddressOf({ ...user, billing_address: [] }, 'billing')).toBeNull();
    expect(defaultAddressOf(null, 'shipping')).toBeNull();
  });
});
