/**
 * The shop's own data as the backend sends it: settings, menus, currencies, languages and the home
 * page's sliders, banners and services.
 * Field names follow the existing backend (see shared/reference/original-backend-api.md §d),
 * misspellings included, because that is what arrives on the wire.
 */
import type { Flag, Id } from './common';

/** A currency row; with the ishopet add-on the active one is a geo object without `id` and `code`. */
export interface Currency {
  id?: Id;
  name: string;
  symbol: string;
  code?: string;
  /** Units of this currency per one unit of the base currency (base = 1). */
  exchange_rate: number | string;
  status?: Flag;
}

export interface Language {
  id: Id;
  name: string;
  locale: string;
  flag?: string;
  /** The URL the original shows. */
  flag_image?: string;
  text_direction: 'ltr' | 'rtl';
  status?: Flag;
}

export interface Slider {
  id: Id;
  link: string | null;
  slider_bg_image: string;
}

export interface Banner {
  id: Id;
  link: string | null;
  image: string;
}

export interface Service {
  id: Id;
  title: string;
  sub_tile: string;
  service_image: string;
}

/**
 * A header/footer menu item as the widget uses it. The original stores `{label, url}` with the
 * children as numeric keys ("0", "1", …) of the same object; normalize-shell turns those into `children`.
 */
export interface MenuItem {
  label: string;
  url: string;
  children?: MenuItem[];
}

export interface StaticPage {
  id?: Id;
  title: string;
  link: string;
  content?: string;
}

export type CurrencySymbolFormat = 'amount_symbol' | 'symbol_amount' | 'amount__symbol' | 'symbol__amount';

/** The settings object (`settings_data`). Only keys the widget reads are typed; others pass through. */
export interface Settings {
  system_name?: string;
  light_logo?: string;
  dark_logo?: string;
  footer_logo?: string;
  site_popup_status?: Flag;
  popup_show_in?: 'home_page' | 'all_page' | string;
  popup_title?: string;
  popup_description?: string;
  popup_image?: string;
  facebook_link?: string | null;
  twitter_link?: string | null;
  linkedin_link?: string | null;
  instagram_link?: string | null;
  youtube_link?: string | null;
  demo_mode?: Flag;
  pushar_activated?: Flag;
  no_of_decimals?: number | string;
  decimal_separator?: string;
  currency_symbol_format?: CurrencySymbolFormat | string;
  disable_guest?: Flag;
  lang_file?: string;
  currency_switcher?: Flag;
  language_switcher?: Flag;
  seller_system?: Flag;
  wallet_system?: Flag;
  /** Commerce settings (1.6.7 resources/js/components/frontend/pages/cart.vue, checkout.vue, payment.vue; test/contract/shell/host-page.json's settings_data). */
  coupon_system?: Flag;
  pay_later_system?: Flag;
  shipping_fee_type?: 'flat_rate' | 'product_base' | 'invoice_base' | 'area_base' | string;
  /** Same value as shipping_fee_type (the cart page reads this one). */
  shipping_cost?: string;
  tax_type?: 'before_tax' | 'after_tax' | string;
  vat_and_tax_type?: 'product_base' | 'order_base' | string;
  refund_request_time?: number | string;
  refund_with_shipping_cost?: Flag;
  header_menu?: MenuItem[];
  footer_menu?: MenuItem[];
  useful_links?: MenuItem[];
  footer_contact_phone?: string;
  footer_contact_email?: string;
  footer_contact_address?: string;
  copyright?: string;
  about_description?: string;
  [key: string]: unknown;
}
