import type { ShellData } from '../contract';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const count = (value: unknown): number => (Number.isFinite(Number(value)) ? Number(value) : Array.isArray(value) ? value.length : 0);

/**
 * The loader checks only what it must (settings_data, active_currency). Everything else the
 * template may leave out or send in another form; this fills safe defaults so no screen has
 * to guard against a missing list.
 */
export function normalizeShell(raw: Partial<ShellData> & Pick<ShellData, 'settings_data' | 'active_currency'>): ShellData {
  return {
    settings_data: raw.settings_data ?? {},
    languages: list(raw.languages),
    flags: list(raw.flags),
    currencies: list(raw.currencies),
    active_language: raw.active_language ?? null,
    active_currency: raw.active_currency,
    default_currency: raw.default_currency ?? null,
    user: raw.user && typeof raw.user === 'object' ? raw.user : null,
    wishlists: count(raw.wishlists),
    user_wishlists: list(raw.user_wishlists),
    carts: list(raw.carts),
    compare_list: count(raw.compare_list),
    categories: list(raw.categories),
    sliders: list(raw.sliders),
    banners: list(raw.banners),
    services: list(raw.services),
    viewed_products: list(raw.viewed_products),
    pages: list(raw.pages),
    home_components: list(raw.home_components),
    default_assets: raw.default_assets ?? { static_asset: '' },
    add_ons: list(raw.add_ons),
    shop_follower: list(raw.shop_follower),
    lang_keywords: raw.lang_keywords && typeof raw.lang_keywords === 'object' ? raw.lang_keywords : null,
    guest_user: raw.guest_user,
  };
}
