import type { HostShellData, ShellData } from '../contract';
import type { Category } from '../types/catalogue';
import type { Currency, MenuItem, Settings } from '../types/shop';

/**
 * The one place where the host page's boot data is repaired. The original's Blade view and
 * controller produce quirks the screens must never see (test/contract/shell/host-page.json):
 * - the view's prop names (`settings_data`, `add_ons`) or the controller's (`settings`, `addons`);
 * - `user` left out for guests and `carts` left out when empty;
 * - `active_currency` as a bare id ("1" or 1), or a geo object without id and code (ishopet);
 * - `settings.text_direction` "ltl" (a typo default) rather than ltr/rtl;
 * - menu children as numeric keys ("0", "1", …) inside the item instead of a list;
 * - 1.5.3's `shop_follower: ""` and string-typed numbers.
 * Items of the wrong type are dropped and named in one console error, so one bad row cannot
 * take the store down and the integrator learns what to fix.
 */
type Report = (message: string) => void;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : Array.isArray(value) ? value.length : 0);

/** A list field: not a list → empty (named when it was present); items failing `valid` → dropped and named. */
function listOf<T>(raw: Record<string, unknown>, key: string, problems: string[], valid: (item: unknown) => boolean = () => true): T[] {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return [];
  if (!Array.isArray(value)) {
    problems.push(`"${key}" is not a list`);
    return [];
  }
  const kept = value.filter(valid);
  if (kept.length < value.length) problems.push(`${value.length - kept.length} item(s) of "${key}" dropped`);
  return kept as T[];
}

const validCurrency = (c: unknown): c is Currency =>
  isObject(c) && isText(c.name) && isText(c.symbol) && Number.isFinite(Number(c.exchange_rate)) && Number(c.exchange_rate) > 0;
const validCategory = (c: unknown): c is Category => isObject(c) && isText(c.slug) && isText(c.title);
const validRow = (fields: string[]) => (item: unknown) => isObject(item) && fields.every((f) => item[f] !== undefined && item[f] !== null);

const FALLBACK_CURRENCY: Currency = { name: 'USD', symbol: '$', exchange_rate: 1 };

function activeCurrency(raw: unknown, currencies: Currency[], fallback: Currency | null, problems: string[]): Currency {
  if (validCurrency(raw)) return raw;
  // A bare id: the original's controller gives the default_currency setting's value when its lookup fails.
  if ((typeof raw === 'string' || typeof raw === 'number') && String(raw).trim() !== '') {
    const row = currencies.find((c) => String(c.id) === String(raw).trim());
    if (row) return row;
  }
  if (fallback) return fallback;
  problems.push('"active_currency" could not be repaired; prices show in the base currency');
  return currencies.find((c) => Number(c.exchange_rate) === 1) ?? FALLBACK_CURRENCY;
}

/** `{label, url, "0": {...}, "1": {...}}` → `{label, url, children: [...]}`; items without a label are dropped. */
export function menuFrom(value: unknown): MenuItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((item): MenuItem[] => {
    if (!isText(item.label)) return [];
    const nested = Object.keys(item)
      .filter((k) => /^\d+$/.test(k))
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => item[k]);
    const children = menuFrom([...nested, ...(Array.isArray(item.children) ? item.children : [])]);
    return [{ label: item.label, url: isText(item.url) ? item.url : '', ...(children.length ? { children } : {}) }];
  });
}

function settingsFrom(raw: Record<string, unknown>): Settings {
  const source = isObject(raw.settings_data) ? raw.settings_data : isObject(raw.settings) ? raw.settings : {};
  return {
    ...source,
    header_menu: menuFrom(source.header_menu),
    footer_menu: menuFrom(source.footer_menu),
    useful_links: menuFrom(source.useful_links),
    // Only "rtl" mirrors; the original's default is the typo "ltl".
    text_direction: source.text_direction === 'rtl' ? 'rtl' : 'ltr',
  } as Settings;
}

export function normalizeShell(
  input: HostShellData | ShellData,
  report: Report = (m) => console.error(`[storefront] shell data: ${m}`),
): ShellData {
  const raw = input as Record<string, unknown>;
  const problems: string[] = [];
  const currencies = listOf<Currency>(raw, 'currencies', problems, validCurrency);
  const defaultCurrency = validCurrency(raw.default_currency) ? raw.default_currency : null;
  const user = isObject(raw.user) && raw.user.id !== undefined ? (raw.user as unknown as ShellData['user']) : null;
  const shell: ShellData = {
    settings_data: settingsFrom(raw),
    languages: listOf(raw, 'languages', problems, validRow(['locale', 'name'])),
    currencies,
    active_language:
      isObject(raw.active_language) && isText(raw.active_language.locale)
        ? (raw.active_language as unknown as ShellData['active_language'])
        : null,
    active_currency: activeCurrency(raw.active_currency, currencies, defaultCurrency, problems),
    default_currency: defaultCurrency,
    user,
    wishlists: count(raw.wishlists),
    user_wishlists: listOf(raw, 'user_wishlists', problems, validRow(['product_id'])),
    carts: listOf(raw, 'carts', problems, validRow(['id', 'product_name', 'quantity'])),
    compare_list: count(raw.compare_list),
    categories: listOf(raw, 'categories', problems, validCategory),
    sliders: listOf(raw, 'sliders', problems, validRow(['id', 'slider_bg_image'])),
    banners: listOf(raw, 'banners', problems, validRow(['id', 'image'])),
    services: listOf(raw, 'services', problems, validRow(['id', 'title'])),
    viewed_products: listOf(raw, 'viewed_products', problems, validRow(['id', 'slug'])),
    pages: listOf(raw, 'pages', problems, validRow(['title', 'link'])),
    home_components: listOf<string>(raw, 'home_components', problems, isText),
    default_assets:
      isObject(raw.default_assets) && isText(raw.default_assets.static_asset)
        ? { static_asset: raw.default_assets.static_asset }
        : { static_asset: '' },
    // The view's `add_ons`, else the controller's `addons`.
    add_ons: listOf<string>(raw, 'add_ons' in raw || !('addons' in raw) ? 'add_ons' : 'addons', problems, isText),
    shop_follower: Array.isArray(raw.shop_follower) ? raw.shop_follower : [],
    lang_keywords: isObject(raw.lang_keywords) ? (raw.lang_keywords as Record<string, string>) : null,
    guest_user: raw.guest_user,
  };
  if (problems.length) report(problems.join('; '));
  return shell;
}
