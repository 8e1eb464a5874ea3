/**
 * Geography and address rows as the original serialises them (test/contract/account/{user-address,country-list}.json, test/contract/commerce/user-address-checkout.json):
 * raw Eloquent models (columns in table order, `created_at`/`updated_at` in Eloquent's ISO format,
 * decimal columns as strings with 8 places, `double` columns as numbers), and the 1.6.7
 * CountryResource with its `flag_icon` accessor and `flag` relation.
 */

/** Eloquent's `created_at` format: ISO 8601 with microseconds. */
const isoTime = (d: Date | string) => new Date(d).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

/** A MySQL decimal(…,8) column: a string with 8 places, or null. */
export function decimal8(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n.toFixed(8) : null;
}

/** `address_ids` as stored: the ids as the client posted them (numbers or strings), city_id "" when none. */
export interface AddressIds {
  country_id: number | string;
  state_id: number | string;
  city_id: number | string;
}

/** The stored ids in the original's key order (a jsonb copy comes back with its keys re-sorted). */
export function addressIdsOut(ids: unknown): AddressIds | null {
  if (!ids || typeof ids !== 'object') return null;
  const { country_id, state_id, city_id, ...rest } = ids as Record<string, unknown>;
  return { country_id, state_id, city_id, ...rest } as AddressIds;
}

/** A signed-in user's address (a raw `addresses` row). */
export interface AddressWire {
  id: number;
  user_id: number;
  name: string;
  email: string;
  phone_no: string | null;
  address: string;
  address_ids: AddressIds | null;
  country: string | null;
  state: string | null;
  city: string | null;
  latitude: string | null;
  longitude: string | null;
  postal_code: string | null;
  default_shipping: number;
  default_billing: number;
  created_at: string;
  updated_at: string;
}

/** The same columns as read: decimals may arrive as numbers, timestamps as Dates (or text from the jsonb copy). */
export interface AddressRow extends Omit<AddressWire, 'latitude' | 'longitude' | 'created_at' | 'updated_at'> {
  latitude: number | string | null;
  longitude: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A row from the table or from its jsonb copy on `users` (timestamps then arrive as text). */
export function addressOut(row: AddressRow): AddressWire {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    name: row.name,
    email: row.email,
    phone_no: row.phone_no,
    address: row.address,
    address_ids: addressIdsOut(row.address_ids),
    country: row.country,
    state: row.state,
    city: row.city,
    latitude: decimal8(row.latitude),
    longitude: decimal8(row.longitude),
    postal_code: row.postal_code,
    default_shipping: Number(row.default_shipping),
    default_billing: Number(row.default_billing),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/**
 * «User».shipping_address / billing_address: the default address, or `[]` (an empty JSON array,
 * not null) when there is none, as the original's accessor answers.
 */
export function defaultAddressOut(row: Record<string, unknown> | null | undefined): AddressWire | [] {
  return row ? addressOut(row as unknown as AddressRow) : [];
}

export interface FlagWire {
  id: number;
  image: string;
  title: string;
  created_at: string | null;
  updated_at: string | null;
}

export interface CountryWire {
  id: number;
  name: string;
  iso3: string | null;
  iso2: string | null;
  phonecode: string | null;
  currency: string | null;
  currency_symbol: string | null;
  latitude: string | null;
  longitude: string | null;
  status: number;
  created_at: string;
  updated_at: string;
  flag_icon: string;
  flag: FlagWire | null;
}

export interface CountryRow {
  id: number;
  name: string;
  iso3: string | null;
  iso2: string | null;
  phonecode: string | null;
  currency: string | null;
  currency_symbol: string | null;
  latitude: number | null;
  longitude: number | null;
  status: number;
  created_at: Date | string;
  updated_at: Date | string;
  flag_id: number | null;
  flag_image: string | null;
  flag_title: string | null;
  flag_created_at: Date | string | null;
  flag_updated_at: Date | string | null;
}

/** The flag the original falls back to (`images/flags/ad.png`), as one of our generated flags. */
const DEFAULT_FLAG = 'images/flag/ad-24x16.svg';

/** 1.6.7 CountryResource. The original's `static_asset()` URL is `{base}/public/{image}`; ours has no `public/`. */
export function countryOut(row: CountryRow, base: string): CountryWire {
  const flag: FlagWire | null =
    row.flag_id === null
      ? null
      : {
          id: row.flag_id,
          image: row.flag_image ?? '',
          title: row.flag_title ?? '',
          created_at: row.flag_created_at === null ? null : isoTime(row.flag_created_at),
          updated_at: row.flag_updated_at === null ? null : isoTime(row.flag_updated_at),
        };
  return {
    id: row.id,
    name: row.name,
    iso3: row.iso3,
    iso2: row.iso2,
    phonecode: row.phonecode,
    currency: row.currency,
    currency_symbol: row.currency_symbol,
    latitude: decimal8(row.latitude),
    longitude: decimal8(row.longitude),
    status: row.status,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    flag_icon: `${base}/${flag ? flag.image : DEFAULT_FLAG}`,
    flag,
  };
}

export interface StateWire {
  id: number;
  name: string;
  country_id: number;
  latitude: string | null;
  longitude: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface StateRow {
  id: number;
  name: string;
  country_id: number;
  latitude: number | null;
  longitude: number | null;
  status: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export function stateOut(row: StateRow): StateWire {
  return {
    id: row.id,
    name: row.name,
    country_id: row.country_id,
    latitude: decimal8(row.latitude),
    longitude: decimal8(row.longitude),
    status: row.status,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

export interface CityWire {
  id: number;
  name: string;
  state_id: number;
  country_id: number;
  /** The area shipping cost (a `double` column: a number). */
  cost: number;
  latitude: string | null;
  longitude: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export interface CityRow extends Omit<StateRow, 'country_id'> {
  state_id: number;
  country_id: number;
  cost: number;
}

export function cityOut(row: CityRow): CityWire {
  return {
    id: row.id,
    name: row.name,
    state_id: row.state_id,
    country_id: row.country_id,
    cost: Number(row.cost),
    latitude: decimal8(row.latitude),
    longitude: decimal8(row.longitude),
    status: row.status,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}
