/**
 * The host page's boot props: exactly what the original's HomeController@index passes to
 * `<frontend_master>` in resources/views/frontend/master.blade.php, under the view's prop names
 * (test/contract/shell/host-page.json). `user` is left out for guests and
 * `carts` when empty, as the view's @if blocks do; `categories`, `viewed_products` and `pages`
 * are always empty (the SPA loads them later).
 */
import type { HostQuirk } from '../config';
import type { Queryable } from '../db/types';
import type { RequestScope, SessionRow } from '../lib/context';
import { sessionCurrencyId } from '../lib/session';
import { hasLanguageFile } from '../seed/lang';
import { cartLines, cartOwner, type CartLineWire } from './cart';
import { buildSettingsData } from './settings-data';
import {
  bannerOut,
  currencyOut,
  languageOut,
  serviceOut,
  sliderOut,
  userOut,
  USD_FALLBACK,
  type BannerWire,
  type CurrencyFallback,
  type CurrencyWire,
  type LanguageWire,
  type ServiceWire,
  type SliderWire,
  type UserWire,
} from './shell-format';
import type { CurrencyRow, LanguageRow, StoreData } from './store';

export interface WishlistRowWire {
  id: number;
  user_id: number;
  product_id: number;
  created_at: string;
  updated_at: string;
  order_date: string;
}

/** The boot props, in the order the view writes them. */
export interface ShellProps {
  settings_data: Record<string, unknown>;
  languages: LanguageWire[];
  currencies: CurrencyWire[];
  active_language: LanguageWire | null;
  /** A Currency row; with the `bare-currency` quirk the bare default_currency setting value. */
  active_currency: CurrencyWire | string | number;
  default_currency: CurrencyWire | CurrencyFallback;
  wishlists: number;
  user_wishlists: WishlistRowWire[];
  carts?: CartLineWire[];
  user?: UserWire;
  compare_list: number;
  sliders: SliderWire[];
  banners: BannerWire[];
  services: ServiceWire[];
  home_components: string[];
  add_ons: string[];
  shop_follower: [];
  default_assets: { static_asset: string };
  categories: [];
  viewed_products: [];
  pages: [];
}

/** settingHelper('default_currency') ?: 1, the id the original falls back to. */
function defaultCurrencySetting(data: StoreData): string | number {
  const v = data.settings.default_currency;
  return v === undefined || v === null || v === '' ? 1 : (v as string | number);
}

const byId = (data: StoreData, id: unknown) => data.currencies.find((x) => String(x.id) === String(id)) ?? null;

/** currencyCheck(): the session currency id → the default_currency setting → 1, as a row (null when none matches). */
export function activeCurrencyRow(c: RequestScope, data: StoreData): CurrencyRow | null {
  return byId(data, sessionCurrencyId(c.get('session')) ?? defaultCurrencySetting(data));
}

export function defaultCurrencyRow(data: StoreData): CurrencyRow | null {
  return byId(data, defaultCurrencySetting(data));
}

/** languageCheck(): the session language → the default_language setting → "en". */
export function sessionLocale(session: SessionRow, data: StoreData): string {
  return session.locale || String(data.settings.default_language || 'en');
}

export function activeLanguageRow(c: RequestScope, data: StoreData): LanguageRow | null {
  const locale = sessionLocale(c.get('session'), data);
  return data.languages.find((l) => l.locale === locale) ?? null;
}

/** session('text_direction'): set with the language by change/locale; the original's default is the typo "ltl". */
export function sessionTextDirection(session: SessionRow, data: StoreData): string {
  if (!session.locale) return 'ltl';
  return data.languages.find((l) => l.locale === session.locale)?.text_direction ?? 'ltl';
}

/** `{base}/resources/lang/{locale}.json`, or en.json when there is no file for the locale. */
export function langFileUrl(base: string, locale: string): string {
  return `${base}/resources/lang/${hasLanguageFile(locale) ? encodeURIComponent(locale) : 'en'}.json`;
}

/** The section keys of the home_page_contents setting, in order (a list of {<section key>: <config>}). */
export function homeComponents(data: StoreData): string[] {
  const contents = data.settings.home_page_contents;
  if (!Array.isArray(contents)) return [];
  return contents.flatMap((item) => (item && typeof item === 'object' ? Object.keys(item as object) : []));
}

export function addOns(data: StoreData): string[] {
  return Array.isArray(data.settings.add_ons) ? (data.settings.add_ons as string[]) : [];
}

/** Wishlist::order_date and Order::order_date: the row's updated_at as "d M Y". */
export function orderDate(d: Date): string {
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d.getUTCDate()).padStart(2, '0')} ${month} ${d.getUTCFullYear()}`;
}

/** Eloquent's timestamp format: ISO with microseconds. */
export const eloquentTime = (d: Date | string) => new Date(d).toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

export async function settingsDataFor(db: Queryable, data: StoreData, base: string, session: SessionRow): Promise<Record<string, unknown>> {
  const pages = (await db.query<{ id: number; title: string; slug: string }>('SELECT id, title, slug FROM pages ORDER BY id')).rows;
  const locale = sessionLocale(session, data);
  return buildSettingsData(data.settings, {
    base,
    locale,
    pages,
    textDirection: sessionTextDirection(session, data),
    langFile: langFileUrl(base, locale),
    hasEuro: data.currencies.some((x) => x.code === 'EUR'),
  });
}

export async function buildShellData(c: RequestScope, data: StoreData, quirks: readonly HostQuirk[] = []): Promise<ShellProps> {
  const db = c.get('deps').db;
  const base = c.get('base');
  const user = c.get('user');
  const session = c.get('session');
  const language = activeLanguageRow(c, data);
  const active = activeCurrencyRow(c, data);
  const def = defaultCurrencyRow(data);
  const lines = await cartLines(db, base, await cartOwner(c), 'regular', data.settings);

  let wishlistRows: WishlistRowWire[] = [];
  let compareCount = session.compare.length;
  if (user) {
    wishlistRows = (
      await db.query<{ id: number; user_id: number; product_id: number; created_at: Date; updated_at: Date }>(
        'SELECT id, user_id, product_id, created_at, updated_at FROM wishlists WHERE user_id = $1 ORDER BY id',
        [user.id],
      )
    ).rows.map((w) => ({
      id: w.id,
      user_id: w.user_id,
      product_id: w.product_id,
      created_at: eloquentTime(w.created_at),
      updated_at: eloquentTime(w.updated_at),
      order_date: orderDate(new Date(w.updated_at)),
    }));
    compareCount = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compares WHERE user_id = $1', [user.id])).rows[0].n;
  }
  const sliders = (await db.query<{ id: number; link: string | null }>('SELECT id, link FROM sliders ORDER BY id')).rows;
  const banners = (await db.query<{ id: number; link: string | null }>('SELECT id, link FROM banners ORDER BY id')).rows;
  const showServices = String(data.settings.show_service_info_section ?? '') === '1';
  const services = showServices
    ? (await db.query<{ id: number; title: string; sub_title: string }>('SELECT id, title, sub_title FROM services ORDER BY id LIMIT 4'))
        .rows
    : [];
  const addons = addOns(data);

  // If no currency row matches, the original passes the bare setting value (its USD object fallback is unreachable).
  const activeCurrency: ShellProps['active_currency'] =
    active && !quirks.includes('bare-currency') ? currencyOut(active) : defaultCurrencySetting(data);

  return {
    settings_data: await settingsDataFor(db, data, base, session),
    languages: String(data.settings.language_switcher ?? '') === '1' ? data.languages.map((l) => languageOut(l, base)) : [],
    currencies: data.currencies.map(currencyOut),
    active_language: language ? languageOut(language, base) : null,
    active_currency: activeCurrency,
    default_currency: def ? currencyOut(def) : USD_FALLBACK,
    wishlists: wishlistRows.length,
    user_wishlists: wishlistRows,
    // The view's `@if(count($carts) > 0) :carts=…` and `@if($user) :user=…`.
    ...(lines.length ? { carts: lines } : {}),
    ...(user ? { user: userOut(user, base, { affiliate: addons.includes('affiliate') }) } : {}),
    compare_list: compareCount,
    sliders: sliders.map((s) => sliderOut(s, base)),
    banners: banners.map((b) => bannerOut(b, base)),
    services: services.map((s) => serviceOut(s, base)),
    home_components: homeComponents(data),
    add_ons: addons,
    shop_follower: [],
    default_assets: { static_asset: base },
    categories: [],
    viewed_products: [],
    pages: [],
  };
}
