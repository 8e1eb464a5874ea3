/**
 * One shape for every address the backend sends (test/contract/account/user-address.json): a signed-in user's rows
 * (numeric `id`, `user_id`, default flags) and a guest's session entries (a 6-character string
 * `id`, no flags; an edited entry has lost its `id`). `addresses` itself is an array, or an object
 * keyed by PHP's integer keys once a guest entry was deleted (`{"1": {...}}`).
 */

/** An address exactly as the backend sent it (the checkout posts it back whole). */
export type RawAddress = Record<string, unknown>;

export interface AddressEntry {
  /** A stable key for lists: the id, else the PHP array key the entry was sent under. */
  key: string;
  /** The id to edit, delete or choose it by; null for a guest entry that lost it in an edit. */
  id: number | string | null;
  /** A guest's session entry (no defaults, no timestamps). */
  guest: boolean;
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  state: string;
  city: string;
  postalCode: string;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
  defaultShipping: boolean;
  defaultBilling: boolean;
  raw: RawAddress;
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? '' : String(v));

/** 1, "1" and true are set; anything else is not. */
const flag = (v: unknown): boolean => v === 1 || v === '1' || v === true;

/** An id as posted (number or numeric string); "" or anything else is none. */
function idOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v > 0 ? v : null;
  if (typeof v === 'string' && /^\d+$/.test(v.trim())) return Number(v.trim()) || null;
  return null;
}

/** `address_ids` is decoded JSON; an older row may hold it as its JSON text. */
function addressIds(v: unknown): Record<string, unknown> {
  if (isRecord(v)) return v;
  if (typeof v === 'string') {
    try {
      const parsed: unknown = JSON.parse(v);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return {};
}

function entryId(v: unknown): number | string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v !== '') return v;
  return null;
}

export function normaliseAddress(raw: RawAddress, phpKey: string): AddressEntry {
  const id = entryId(raw.id);
  const ids = addressIds(raw.address_ids);
  return {
    key: id === null ? `entry-${phpKey}` : `id-${String(id)}`,
    id,
    guest: !('user_id' in raw),
    name: text(raw.name),
    email: text(raw.email),
    phone: text(raw.phone_no),
    address: text(raw.address),
    country: text(raw.country),
    state: text(raw.state),
    city: text(raw.city),
    postalCode: text(raw.postal_code),
    countryId: idOf(ids.country_id),
    stateId: idOf(ids.state_id),
    cityId: idOf(ids.city_id),
    defaultShipping: flag(raw.default_shipping),
    defaultBilling: flag(raw.default_billing),
    raw,
  };
}

/** `addresses` of `user/address`: an array, an object keyed by integer keys, or nothing. */
export function normaliseAddresses(value: unknown): AddressEntry[] {
  let pairs: Array<[string, unknown]>;
  if (Array.isArray(value)) pairs = value.map((item, i) => [String(i), item]);
  else if (isRecord(value)) pairs = Object.entries(value).sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b));
  else return [];
  return pairs.filter((pair): pair is [string, RawAddress] => isRecord(pair[1])).map(([key, raw]) => normaliseAddress(raw, key));
}

/**
 * «User».shipping_address / billing_address: the default «Address», or `[]` when there is none
 * (an empty array, truthy in JS: test for an object, never for truthiness).
 */
export function defaultAddressOf(user: unknown, which: 'shipping' | 'billing'): AddressEntry | null {
  if (!isRecord(user)) return null;
  const value = user[which === 'shipping' ? 'shipping_address' : 'billing_address'];
  return isRecord(value) ? normaliseAddress(value, which) : null;
}
