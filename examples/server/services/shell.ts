/** Builds the ShellData (src/contract.ts) the host page embeds. */
import type { Context } from 'hono';
import type { ShellData } from '../../../src/contract';
import type { Settings } from '../../../src/types/entities';
import type { AppEnv } from '../lib/context';
import { absolutize, imageUrl } from '../lib/images';
import { cartLines, cartOwner } from './cart';
import { categoryOut, currencyOut, languageOut, userOut, type CurrencyOut } from './format';
import type { CurrencyRow, LanguageRow, StoreData } from './store';

export function activeCurrencyRow(c: Context<AppEnv>, data: StoreData): CurrencyRow | null {
  const code = c.get('session').currency_code ?? c.get('user')?.currency_code ?? String(data.settings.default_currency ?? 'USD');
  return data.currencies.find((x) => x.code === code) ?? defaultCurrencyRow(data);
}

export function defaultCurrencyRow(data: StoreData): CurrencyRow | null {
  const code = String(data.settings.default_currency ?? 'USD');
  return data.currencies.find((x) => x.code === code) ?? data.currencies.find((x) => x.exchange_rate === 1) ?? null;
}

const FALLBACK_CURRENCY: CurrencyOut = { id: 0, name: 'USD', symbol: '$', code: 'USD', exchange_rate: 1, no_of_decimals: null };

export function activeLanguageRow(c: Context<AppEnv>, data: StoreData): LanguageRow {
  const locale = c.get('session').locale ?? String(data.settings.default_language ?? 'en');
  return data.languages.find((l) => l.locale === locale) ?? data.languages.find((l) => l.locale === 'en') ?? data.languages[0];
}

export function langFileUrl(base: string, locale: string): string {
  return `${base}/resources/lang/${encodeURIComponent(locale)}.json`;
}

/** Settings as sent to the widget: absolute image URLs, lang_file, text direction; internal keys removed. */
export function settingsOut(data: StoreData, base: string, language: LanguageRow): Settings {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data.settings)) {
    if (k === 'home_components' || k === 'add_ons' || k === 'contact') continue;
    out[k] = absolutize(base, v);
  }
  out.lang_file = langFileUrl(base, language.locale);
  out.text_direction = language.text_direction;
  return out as Settings;
}

export async function buildShellData(c: Context<AppEnv>, data: StoreData): Promise<ShellData> {
  const db = c.get('deps').db;
  const base = c.get('base');
  const user = c.get('user');
  const language = activeLanguageRow(c, data);
  const active = activeCurrencyRow(c, data);
  const def = defaultCurrencyRow(data);
  const owner = await cartOwner(c);
  const carts = await cartLines(db, base, owner);
  let wishlistRows: Array<{ product_id: number }> = [];
  let compareCount = c.get('session').compare.length;
  if (user) {
    wishlistRows = (await db.query<{ product_id: number }>('SELECT product_id FROM wishlists WHERE user_id = $1 ORDER BY id', [user.id])).rows;
    compareCount = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM compares WHERE user_id = $1', [user.id])).rows[0].n;
  }
  const sliders = (await db.query<{ id: number; link: string | null }>('SELECT id, link FROM sliders ORDER BY id')).rows;
  const banners = (await db.query<{ id: number; link: string | null }>('SELECT id, link FROM banners ORDER BY id')).rows;
  const services = (await db.query<{ id: number; title: string; sub_title: string }>('SELECT * FROM services ORDER BY id')).rows;
  const pages = (await db.query<{ id: number; title: string; slug: string }>('SELECT id, title, slug FROM pages ORDER BY id')).rows;
  const settingsLanguages = Number(data.settings.language_switcher ?? 1) === 1 ? data.languages : [];

  return {
    settings_data: settingsOut(data, base, language),
    languages: settingsLanguages.map((l) => languageOut(l, base)),
    flags: [],
    currencies: data.currencies.map(currencyOut),
    active_language: languageOut(language, base),
    active_currency: active ? currencyOut(active) : FALLBACK_CURRENCY,
    default_currency: def ? currencyOut(def) : null,
    user: user ? userOut(user, base) : null,
    wishlists: wishlistRows.length,
    user_wishlists: wishlistRows,
    carts,
    compare_list: compareCount,
    categories: (data.childrenOf.get(null) ?? []).map((cat) => categoryOut(cat, data, base, true)),
    sliders: sliders.map((s) => ({ id: s.id, link: s.link, slider_bg_image: imageUrl(base, 'slider', s.id, 1920, 520) })),
    banners: banners.map((b) => ({ id: b.id, link: b.link, image: imageUrl(base, 'banner', b.id, 420, 200) })),
    services: services.map((s) => ({ id: s.id, title: s.title, sub_tile: s.sub_title, service_image: imageUrl(base, 'service', s.id, 48, 48) })),
    viewed_products: [],
    pages: pages.map((p) => ({ id: p.id, title: p.title, link: `/page/${p.slug}` })),
    home_components: (data.settings.home_components as string[] | undefined) ?? [],
    default_assets: { static_asset: base },
    add_ons: (data.settings.add_ons as string[] | undefined) ?? [],
    shop_follower: [],
    lang_keywords: null,
  };
}
