/**
 * The address book and its geography (test/contract/commerce/user-address-checkout.json, test/contract/account/{store,default,delete}-user-address.json and the geography fixtures beside them), following 1.6.7's
 * `Site/AddressController` and `Site/AddressRepository`.
 *
 * One deliberate difference: the original updates and deletes **any** address by id (no ownership
 * check). Here a signed-in user only ever reaches their own rows; someone else's id is answered as
 * an id that does not exist (an update then fails as the original's `Address::find()` on a missing
 * id does, a deletion counts 0 rows).
 */
import type { Queryable } from '../db/types';
import type { SessionRow } from '../lib/context';
import {
  addressOut,
  cityOut,
  countryOut,
  decimal8,
  stateOut,
  type AddressIds,
  type AddressRow,
  type AddressWire,
  type CityRow,
  type CityWire,
  type CountryRow,
  type CountryWire,
  type StateRow,
  type StateWire,
} from './address-format';
import { appendEntry, bookOut, parseBook, randomEntryId, removeEntry, replaceEntry, type GuestBook, type GuestEntry } from './address-book';

/** PHP's warning for `$country->name` (or the state's, or the city's) when find() gave null. */
export const NAME_ON_NULL = 'Attempt to read property "name" on null';

const byName = new Intl.Collator('en', { sensitivity: 'base' });
/** MySQL's utf8mb4_unicode_ci `ORDER BY name`: case- and accent-insensitive. */
const sortByName = <T extends { id: number; name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);

/** A route or body id as MySQL would match it: digits only, else no row. */
export function rowId(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? v : null;
  const s = String(v ?? '').trim();
  return /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

/** `get/country-list`: active countries (table order) with their flag. */
export async function listCountries(db: Queryable, base: string): Promise<CountryWire[]> {
  const rows = (
    await db.query<CountryRow>(
      `SELECT c.id, c.name, c.iso3, c.iso2, c.phonecode, c.currency, c.currency_symbol, c.latitude, c.longitude, c.status,
              c.created_at, c.updated_at, f.id AS flag_id, f.image AS flag_image, f.title AS flag_title,
              f.created_at AS flag_created_at, f.updated_at AS flag_updated_at
         FROM countries c
         LEFT JOIN LATERAL (SELECT * FROM flag_icons fi WHERE fi.title = c.iso2 ORDER BY fi.id LIMIT 1) f ON true
        WHERE c.status = 1 ORDER BY c.id`,
    )
  ).rows;
  return rows.map((r) => countryOut(r, base));
}

export async function statesOf(db: Queryable, countryId: unknown): Promise<StateWire[]> {
  const id = rowId(countryId);
  if (id === null) return [];
  const rows = (await db.query<StateRow>('SELECT * FROM states WHERE status = 1 AND country_id = $1', [id])).rows;
  return sortByName(rows).map(stateOut);
}

export async function citiesOf(db: Queryable, stateId: unknown): Promise<CityWire[]> {
  const id = rowId(stateId);
  if (id === null) return [];
  const rows = (await db.query<CityRow>('SELECT * FROM cities WHERE status = 1 AND state_id = $1', [id])).rows;
  return sortByName(rows).map(cityOut);
}

export async function userAddresses(db: Queryable, userId: number): Promise<AddressWire[]> {
  return (await db.query<AddressRow>('SELECT * FROM addresses WHERE user_id = $1 ORDER BY id', [userId])).rows.map(addressOut);
}

/** `user/address` for a guest: the session's book as PHP serialises it, `[]` when none. */
export function guestAddresses(session: SessionRow): GuestEntry[] | GuestBook {
  return bookOut(parseBook(session.addresses));
}

async function saveBook(db: Queryable, session: SessionRow, book: GuestBook): Promise<void> {
  session.addresses = book;
  await db.query('UPDATE sessions SET addresses = $2, updated_at = now() WHERE id = $1', [session.id, JSON.stringify(book)]);
}

// ---------------------------------------------------------------------------------------------
// store/user-address

/** The request after Laravel's TrimStrings and ConvertEmptyStringsToNull middleware. */
export function laravelInput(body: Record<string, unknown>): Record<string, unknown> {
  const clean = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const t = v.trim();
      return t === '' ? null : t;
    }
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clean(x)]));
    return v;
  };
  return clean(body) as Record<string, unknown>;
}

/** PHP truthiness of a request value (`if ($request['city_id'])`, `@$request['id']`). */
export const phpTruthy = (v: unknown) => !(v === null || v === undefined || v === false || v === 0 || v === '' || v === '0');

/** Text columns keep what was posted, as text. */
const text = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));

interface Place {
  country: string;
  state: string;
  city: { name: string; latitude: number | null; longitude: number | null } | null;
  ids: AddressIds;
}

const scalarId = (v: unknown): number | string => (typeof v === 'number' ? v : (text(v) ?? ''));

/** Country, state and (when chosen) city names; null when one of them does not exist. */
async function placeOf(db: Queryable, input: Record<string, unknown>): Promise<Place | null> {
  const find = async <T>(table: string, id: unknown) => {
    const n = rowId(id);
    return n === null ? undefined : (await db.query<T>(`SELECT * FROM ${table} WHERE id = $1`, [n])).rows[0];
  };
  const country = await find<{ name: string }>('countries', input.country_id);
  const state = await find<{ name: string }>('states', input.state_id);
  const withCity = phpTruthy(input.city_id);
  const city = withCity
    ? await find<{ name: string; latitude: number | null; longitude: number | null }>('cities', input.city_id)
    : undefined;
  if (!country || !state || (withCity && !city)) return null;
  return {
    country: country.name,
    state: state.name,
    city: city ? { name: city.name, latitude: city.latitude, longitude: city.longitude } : null,
    ids: {
      country_id: scalarId(input.country_id),
      state_id: scalarId(input.state_id),
      city_id: input.city_id === null || input.city_id === undefined ? '' : scalarId(input.city_id),
    },
  };
}

export type StoreOutcome = { kind: 'ok' } | { kind: 'error'; message: string } | { kind: 'server-error' };

/**
 * `storeAddress`: creates, or updates when `id` is set. A signed-in user's first address becomes
 * default for shipping and billing. An update that clears the city keeps the old city name and
 * coordinates (the original updates only the keys it sets). Guests write to the session.
 */
export async function storeAddress(
  db: Queryable,
  who: { userId: number } | { session: SessionRow },
  input: Record<string, unknown>,
): Promise<StoreOutcome> {
  const place = await placeOf(db, input);
  if (!place) return { kind: 'error', message: NAME_ON_NULL };

  if ('userId' in who) {
    const userId = who.userId;
    const first = (await db.query('SELECT 1 FROM addresses WHERE user_id = $1 LIMIT 1', [userId])).rows.length === 0;
    const columns: Record<string, unknown> = {
      name: text(input.name),
      email: text(input.email),
      phone_no: text(input.phone_no),
      address: text(input.address),
      address_ids: JSON.stringify(place.ids),
      country: place.country,
      state: place.state,
      ...(place.city ? { city: place.city.name, latitude: place.city.latitude, longitude: place.city.longitude } : {}),
      postal_code: text(input.postal_code),
      ...(first ? { default_shipping: 1, default_billing: 1 } : {}),
    };
    const names = Object.keys(columns);
    const values = Object.values(columns);
    if (phpTruthy(input.id)) {
      const id = rowId(input.id);
      const own = id !== null && (await db.query('SELECT 1 FROM addresses WHERE id = $1 AND user_id = $2', [id, userId])).rows.length > 0;
      // Address::find(id)->update(): a missing row is a PHP Error (HTTP 500), not a caught exception.
      if (!own) return { kind: 'server-error' };
      const sets = names.map((n, i) => `${n} = $${i + 3}`);
      await db.query(`UPDATE addresses SET ${sets.join(', ')}, updated_at = now() WHERE id = $1 AND user_id = $2`, [id, userId, ...values]);
    } else {
      const marks = names.map((_, i) => `$${i + 2}`);
      await db.query(`INSERT INTO addresses (user_id, ${names.join(', ')}) VALUES ($1, ${marks.join(', ')})`, [userId, ...values]);
    }
    return { kind: 'ok' };
  }

  const session = who.session;
  const book = parseBook(session.addresses);
  const fields: GuestEntry = {
    name: input.name,
    email: input.email,
    phone_no: input.phone_no,
    address: input.address,
    address_ids: place.ids,
    country: place.country,
    state: place.state,
    city: place.city?.name ?? '',
    latitude: decimal8(place.city?.latitude) ?? '',
    postal_code: input.postal_code ?? null,
  };
  if (phpTruthy(input.id)) {
    const changed = replaceEntry(book, input.id, fields);
    if (!changed.ok) return { kind: 'error', message: changed.error };
    await saveBook(db, session, changed.book);
  } else {
    await saveBook(db, session, appendEntry(book, { id: randomEntryId(), ...fields }));
  }
  return { kind: 'ok' };
}

// ---------------------------------------------------------------------------------------------
// default/user-address/{type}/{id}, delete/user-address/{id}

/** `makeDefault`: every address of the user loses the flag, then `{id}` (if it is theirs) gets it. */
export async function makeDefault(db: Queryable, userId: number, type: string, id: unknown): Promise<void> {
  const column = type === 'shipping' ? 'default_shipping' : type === 'billing' ? 'default_billing' : null;
  if (!column) return;
  await db.query(`UPDATE addresses SET ${column} = 0, updated_at = now() WHERE user_id = $1`, [userId]);
  const n = rowId(id);
  if (n !== null) await db.query(`UPDATE addresses SET ${column} = 1, updated_at = now() WHERE user_id = $1 AND id = $2`, [userId, n]);
}

export type DeleteOutcome = { kind: 'ok'; deleted: number } | { kind: 'error'; message: string };

/**
 * `deleteAddress(): int`: the number of rows deleted; for a guest PHP coerces the repository's
 * `return true` to the declared int, so the answer carries 1 whether or not an entry matched.
 */
export async function deleteAddress(db: Queryable, who: { userId: number } | { session: SessionRow }, id: unknown): Promise<DeleteOutcome> {
  if ('userId' in who) {
    const n = rowId(id);
    if (n === null) return { kind: 'ok', deleted: 0 };
    const rows = (await db.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING id', [n, who.userId])).rows;
    return { kind: 'ok', deleted: rows.length };
  }
  const changed = removeEntry(parseBook(who.session.addresses), id);
  if (!changed.ok) return { kind: 'error', message: changed.error };
  await saveBook(db, who.session, changed.book);
  return { kind: 'ok', deleted: 1 };
}
