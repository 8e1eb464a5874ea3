import type { Http } from '../../lib/http/client';
import { expectKeys, expectList } from '../../lib/http/expect';
import type { User } from '../../types/account';
import { normaliseAddresses, type AddressEntry } from './address-normalise';

/** A country of `get/country-list` (1.6.7 CountryResource; the form needs id and name). */
export interface Country {
  id: number;
  name: string;
  iso2?: string | null;
  phonecode?: string | null;
  flag_icon?: string;
}

export interface State {
  id: number;
  name: string;
  country_id: number;
}

export interface City {
  id: number;
  name: string;
  state_id: number;
  /** The area shipping cost (base currency). */
  cost: number | string;
}

/** `user/address` (test/contract/commerce/user-address-checkout.json): the addresses, normalised; the cart part stays raw for the checkout. */
export interface AddressesAnswer {
  addresses: AddressEntry[];
  carts: unknown[];
  checkouts: unknown;
  coupons: unknown[];
  pickup_hubs: unknown[];
}

export async function fetchAddresses(http: Http, query: { cart_page?: string } = {}): Promise<AddressesAnswer> {
  const { data } = await http.get('user/address', { params: query });
  const answer = expectKeys<Record<string, unknown>>(data, ['addresses']);
  return {
    addresses: normaliseAddresses(answer.addresses),
    carts: Array.isArray(answer.carts) ? answer.carts : [],
    checkouts: answer.checkouts ?? [],
    coupons: Array.isArray(answer.coupons) ? answer.coupons : [],
    pickup_hubs: Array.isArray(answer.pickup_hubs) ? answer.pickup_hubs : [],
  };
}

const byId = <T extends { id: unknown; name: unknown }>(rows: T[]): T[] =>
  rows.filter((row) => typeof row.id === 'number' && typeof row.name === 'string');

export async function fetchCountries(http: Http): Promise<Country[]> {
  const { data } = await http.get('get/country-list');
  return byId(expectList<Country>(expectKeys<{ countries: unknown }>(data, ['countries']).countries, 'countries'));
}

export async function fetchStates(http: Http, countryId: number): Promise<State[]> {
  const { data } = await http.get(`state/by-country/${countryId}`);
  return byId(expectList<State>(expectKeys<{ states: unknown }>(data, ['states']).states, 'states'));
}

export async function fetchCities(http: Http, stateId: number): Promise<City[]> {
  const { data } = await http.get(`city/by-state/${stateId}`);
  return byId(expectList<City>(expectKeys<{ cities: unknown }>(data, ['cities']).cities, 'cities'));
}

/** What `store/user-address` takes: the original form's fields; `id` "" creates, an id updates. */
export interface AddressBody {
  id: number | string;
  name: string;
  email: string;
  phone_no: string;
  address: string;
  country_id: number | '';
  state_id: number | '';
  city_id: number | '';
  postal_code: string;
}

/**
 * `{address: "Address Added", success}`: `address` is a literal text, not the saved address (the
 * list is fetched again).
 */
export async function saveAddress(http: Http, body: AddressBody): Promise<{ success?: string }> {
  const { data } = await http.post('store/user-address', body);
  return expectKeys<{ success?: string }>(data, ['success']);
}

/** `{user, success}`: the fresh «User» with its new default addresses. */
export async function makeDefaultAddress(
  http: Http,
  type: 'shipping' | 'billing',
  id: number | string,
): Promise<{ user: User; success?: string }> {
  const { data } = await http.post(`default/user-address/${type}/${encodeURIComponent(String(id))}`);
  return expectKeys<{ user: User; success?: string }>(data, ['user']);
}

/** `{address: <rows deleted>, success}`. */
export async function deleteAddress(http: Http, id: number | string): Promise<{ success?: string }> {
  const { data } = await http.get(`delete/user-address/${encodeURIComponent(String(id))}`);
  return expectKeys<{ success?: string }>(data, ['success']);
}
