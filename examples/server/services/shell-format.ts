/**
 * The host page's row shapes, exactly as the original serialises them (test/contract/shell/host-page.json):
 * Language and Currency rows are raw Eloquent models (columns + timestamps, Language adds the
 * `flag_image` append), the signed-in user is the users row with the boot prop's hidden fields
 * removed plus its appends, and sliders/banners/services go through their small API resources.
 * The server declares its own wire types here; it does not borrow the widget's.
 */
import type { UserRow } from '../lib/context';
import { imageUrl } from '../lib/images';
import { defaultAddressOut, type AddressWire } from './address-format';
import { profileFields } from './profile-format';
import type { CurrencyRow, LanguageRow } from './store';

/**
 * Our reference tables have no timestamp columns; every seeded row reports the seed time,
 * in Eloquent's ISO format with microseconds.
 */
export const SEEDED_AT = '2025-01-15T10:00:00.000000Z';

export interface CurrencyWire {
  id: number;
  name: string;
  symbol: string;
  code: string;
  exchange_rate: number;
  status: number;
  created_at: string;
  updated_at: string;
}

/** What the original answers when it has no currency row to give (change/currency, default_currency). */
export interface CurrencyFallback {
  exchange_rate: 1;
  name: 'USD';
  symbol: '$';
}
export const USD_FALLBACK: CurrencyFallback = { exchange_rate: 1, name: 'USD', symbol: '$' };

export interface LanguageWire {
  id: number;
  name: string;
  locale: string;
  flag: string;
  text_direction: 'ltr' | 'rtl';
  status: number;
  created_at: string;
  updated_at: string;
  flag_image: string;
}

/** The users row as the boot prop shows it (1.6.7 HomeController@index makeHidden list applied). */
export interface UserWire {
  id: number;
  email: string | null;
  country_id: number;
  phone: string | null;
  first_name: string;
  last_name: string;
  user_type: string;
  gender: string | null;
  date_of_birth: string | null;
  status: number;
  ai_review_option: number;
  currency_code: string | null;
  lang_code: string | null;
  is_password_set: number;
  /** `{facebook, twitter, …}` once the profile was saved with them, else null. */
  socials: Record<string, string | null> | unknown[] | null;
  last_login: string | null;
  last_ip: string | null;
  last_password_change: string | null;
  role_id: number | null;
  pickup_hub_id: number | null;
  balance: number;
  is_deleted: number;
  /** Columns the affiliate add-on adds; sent only while that add-on is active. */
  referral_code?: string | null;
  referred_by_user?: number | null;
  profile_image: string;
  user_profile_image: string;
  full_name: string;
  /** The default address, or `[]` (not null) when there is none (services/address-format.ts). */
  shipping_address: AddressWire | [];
  billing_address: AddressWire | [];
  last_recharge: number;
}

export interface SliderWire {
  id: number;
  link: string | null;
  slider_bg_image: string;
}
export interface BannerWire {
  id: number;
  link: string | null;
  image: string;
}
/** `sub_tile` is misspelt in the original's ServiceResource. */
export interface ServiceWire {
  id: number;
  title: string;
  sub_tile: string;
  service_image: string;
}

/** Currency models hold exchange_rate as a float with 3 decimals. */
const rate = (n: number) => Math.round(Number(n) * 1000) / 1000;

export function currencyOut(c: CurrencyRow): CurrencyWire {
  return {
    id: c.id,
    name: c.name,
    symbol: c.symbol,
    code: c.code,
    exchange_rate: rate(c.exchange_rate),
    status: c.status,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  };
}

/** `flag` is the raw column (a path below the static root); `flag_image` the URL the SPA shows. */
export function languageOut(l: LanguageRow, base: string): LanguageWire {
  const url = imageUrl(base, 'flag', l.id, 24, 16);
  return {
    id: l.id,
    name: l.name,
    locale: l.locale,
    flag: url.slice(base.length + 1),
    text_direction: l.text_direction,
    status: l.status,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
    flag_image: url,
  };
}

/**
 * The signed-in user. Columns our users table does not keep (gender, date of birth, login
 * bookkeeping, roles) carry the original's defaults for a customer who never filled them in.
 */
export function userOut(u: UserRow, base: string, opts: { affiliate?: boolean } = {}): UserWire {
  // Gender, date of birth, socials, country, password flag and picture: the profile columns.
  const p = profileFields(u, base);
  const out: UserWire = {
    id: u.id,
    email: u.email,
    country_id: p.country_id,
    phone: u.phone,
    first_name: u.first_name,
    last_name: u.last_name,
    user_type: u.user_type,
    gender: p.gender,
    date_of_birth: p.date_of_birth,
    status: u.status,
    ai_review_option: 0,
    currency_code: u.currency_code,
    lang_code: u.lang_code,
    is_password_set: p.is_password_set,
    socials: p.socials,
    last_login: null,
    last_ip: null,
    last_password_change: p.last_password_change,
    role_id: null,
    pickup_hub_id: null,
    balance: Number(u.balance),
    is_deleted: 0,
    profile_image: p.profile_image,
    user_profile_image: p.user_profile_image,
    full_name: `${u.first_name} ${u.last_name}`,
    shipping_address: defaultAddressOut(u.shipping_address_row),
    billing_address: defaultAddressOut(u.billing_address_row),
    last_recharge: 0,
  };
  if (opts.affiliate) {
    // Column order of the original: the add-on's columns come before the appends.
    const { profile_image, user_profile_image, full_name, shipping_address, billing_address, last_recharge, ...columns } = out;
    return {
      ...columns,
      referral_code: u.referral_code,
      referred_by_user: null,
      profile_image,
      user_profile_image,
      full_name,
      shipping_address,
      billing_address,
      last_recharge,
    };
  }
  return out;
}

export function sliderOut(s: { id: number; link: string | null }, base: string): SliderWire {
  return { id: s.id, link: s.link, slider_bg_image: imageUrl(base, 'slider', s.id, 1920, 520) };
}

/** Banner images are the 220×125 rendition (192×170 only with the ishopet add-on, which we do not run). */
export function bannerOut(b: { id: number; link: string | null }, base: string): BannerWire {
  return { id: b.id, link: b.link, image: imageUrl(base, 'banner', b.id, 220, 125) };
}

export function serviceOut(s: { id: number; title: string; sub_title: string }, base: string): ServiceWire {
  return { id: s.id, title: s.title, sub_tile: s.sub_title, service_image: imageUrl(base, 'service', s.id, 48, 48) };
}
