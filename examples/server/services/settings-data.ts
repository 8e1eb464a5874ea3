/**
 * `settings_data`: the original's HomeController@settingsData object (test/contract/shell/host-page.json), reduced to
 * the 131 keys the 1.6.7 storefront reads. Keys it sends but never reads (latitude, longitude,
 * header_contact_email, header_contact_number, full_width_menu_background, active_color, ssl_sandbox,
 * current_version, default_language, default_currency, pickup_point) stay in the settings table for
 * the host page and the server, and `stripe_secret` is never sent at all.
 *
 * The settings table stores values under these wire names with the original's raw types ("1"/"0"
 * strings, JSON lists for menus); the builder applies the original's conversions: the bool and int
 * casts, image paths made absolute, agreements resolved to page lists, per-locale texts, the
 * session's text direction and the language file URL. Keys that come from the original's
 * `settingData([...])` pluck are left out when their row is missing (SETTINGS_MAY_BE_ABSENT).
 */
import { absolutize } from '../lib/images';

export interface SettingsContext {
  /** Site root URL, no trailing slash. */
  base: string;
  /** The session language (languageCheck: session lang → default_language → en). */
  locale: string;
  /** Session text_direction, or "ltl" (the original's typo default) when the session has none. */
  textDirection: string;
  /** URL of the language file (falls back to en.json when the locale has none). */
  langFile: string;
  /** Static pages, for the agreement lists (PageGdprResource {id,title,link}). */
  pages: Array<{ id: number; title: string; slug: string }>;
  /** Whether a EUR currency row exists (the original turns Mollie off without one). */
  hasEuro: boolean;
}

/** Setting rows the original reads through settingData([...]): absent from the object when missing. */
export const SETTINGS_MAY_BE_ABSENT: readonly string[] = [
  'is_google_login_activated',
  'is_facebook_login_activated',
  'is_twitter_login_activated',
  'play_store_link',
  'apple_store_link',
  'header_contact_phone',
  'language_switcher',
  'currency_switcher',
  'seller_system',
  'topbar_play_store_link',
  'topbar_app_store_link',
  'footer_contact_phone',
  'footer_contact_email',
  'footer_contact_address',
  'facebook_link',
  'twitter_link',
  'instagram_link',
  'youtube_link',
  'linkedin_link',
  'stripe_key',
  'decimal_separator',
  'currency_symbol_format',
  'recaptcha_Site_key',
  'color',
  'wallet_system',
  'coupon_system',
  'pay_later_system',
  'map_api_key',
  'zoom_level',
];

type Kind =
  | 'str' // settingHelper(): the raw value as a string, '' when the row is missing
  | 'bool' // settingHelper() == 1 / (bool) cast
  | 'image' // a stored '/images/...' path, made absolute ('' when unset)
  | 'text' // per-locale text: a string, or {en, ar, …} picked by the session locale (en fallback)
  | 'list' // a stored JSON list (menus), sent as stored
  | 'pages' // a stored list of page slugs → [{id,title,link}]
  | 'opt'; // settingData([...]): a string when the row exists, otherwise the key is absent

/** Every key the storefront reads, in the order of the original's array_merge. */
const SPEC: ReadonlyArray<readonly [string, Kind | 'special']> = [
  ['light_logo', 'image'],
  ['dark_logo', 'image'],
  ['subscription_section', 'str'],
  ['copyright', 'text'],
  ['about_description', 'text'],
  ['article_section', 'str'],
  ['recent_viewed', 'str'],
  ['category_Section', 'str'],
  ['article', 'text'],
  ['show_social_links', 'str'],
  ['show_service_info_section', 'str'],
  ['payment_method_banner', 'image'],
  ['login_banner', 'image'],
  ['top_bar_banner', 'image'],
  ['sign_up_banner', 'image'],
  ['affiliate_sing_up_banner', 'image'],
  ['seller_sing_up_banner', 'image'],
  ['forgot_password_banner', 'image'],
  ['user_dashboard_banner', 'image'],
  ['affiliate_program_banner', 'image'],
  ['product_details_site_banner', 'image'],
  ['category_default_banner', 'image'],
  ['visa_pay_banner', 'bool'],
  ['master_card_pay_banner', 'bool'],
  ['american_express_pay_banner', 'bool'],
  ['paypal_payment_banner', 'bool'],
  ['apple_pay_banner', 'bool'],
  ['affiliate_terms_condition', 'text'],
  ['lang_file', 'special'],
  ['after_pay_banner', 'bool'],
  ['amazon_pay_banner', 'bool'],
  ['is_recaptcha_activated', 'str'],
  ['shipping_fee_type', 'str'],
  ['header_theme', 'str'],
  ['is_paypal_activated', 'str'],
  ['is_stripe_activated', 'str'],
  ['is_razorpay_activated', 'str'],
  ['is_sslcommerz_activated', 'str'],
  ['is_paytm_activated', 'str'],
  ['is_jazz_cash_activated', 'str'],
  ['is_paystack_activated', 'bool'],
  ['is_flutterwave_activated', 'bool'],
  ['ngn_exchange_rate', 'special'],
  ['is_mollie_activated', 'special'],
  ['reward_convert_rate', 'str'],
  ['refund_with_shipping_cost', 'str'],
  ['refund_request_time', 'str'],
  ['wholesale_price_variations_show', 'str'],
  ['gdpr', 'text'],
  ['gdpr_enable', 'str'],
  ['footer_logo', 'image'],
  ['text_direction', 'special'],
  ['demo_mode', 'bool'],
  ['razor_key', 'str'],
  ['paypal_key', 'str'],
  ['shipping_cost', 'special'],
  ['system_name', 'str'],
  ['default_country', 'special'],
  ['menu_background_color', 'str'],
  ['pushar_activated', 'bool'],
  ['flw_public_key', 'str'],
  ['paystack_pk', 'str'],
  ['refund_sticker', 'image'],
  ['refund_protection_title', 'text'],
  ['refund_protection_sub_title', 'text'],
  ['tax_type', 'special'],
  ['vat_and_tax_type', 'str'],
  ['is_mercado_pago_activated', 'str'],
  ['is_mid_trans_activated', 'bool'],
  ['mid_trans_client_id', 'str'],
  ['is_telr_activated', 'bool'],
  ['is_google_pay_activated', 'bool'],
  ['google_pay_merchant_name', 'special'],
  ['google_pay_merchant_id', 'special'],
  ['google_pay_gateway', 'special'],
  ['google_pay_gateway_merchant_id', 'special'],
  ['is_amarpay_activated', 'bool'],
  ['is_bkash_activated', 'bool'],
  ['is_nagad_activated', 'bool'],
  ['is_skrill_activated', 'bool'],
  ['is_iyzico_activated', 'bool'],
  ['is_hitpay_activated', 'bool'],
  ['is_kkiapay_activated', 'bool'],
  ['is_kkiapay_sandboxed', 'bool'],
  ['kkiapay_public_key', 'str'],
  ['no_of_decimals', 'special'],
  ['disable_otp', 'bool'],
  ['disable_guest', 'bool'],
  ['is_dpo_activated', 'bool'],
  // settingData groups (merged after the main array, in the original's order)
  ['is_google_login_activated', 'opt'],
  ['is_facebook_login_activated', 'opt'],
  ['is_twitter_login_activated', 'opt'],
  ['play_store_link', 'opt'],
  ['apple_store_link', 'opt'],
  ['header_contact_phone', 'opt'],
  ['language_switcher', 'opt'],
  ['currency_switcher', 'opt'],
  ['seller_system', 'opt'],
  ['topbar_play_store_link', 'opt'],
  ['topbar_app_store_link', 'opt'],
  ['footer_menu', 'list'],
  ['header_menu', 'list'],
  ['useful_links', 'list'],
  ['footer_contact_phone', 'opt'],
  ['footer_contact_email', 'opt'],
  ['footer_contact_address', 'opt'],
  ['facebook_link', 'opt'],
  ['twitter_link', 'opt'],
  ['instagram_link', 'opt'],
  ['youtube_link', 'opt'],
  ['linkedin_link', 'opt'],
  ['stripe_key', 'opt'],
  ['decimal_separator', 'opt'],
  ['currency_symbol_format', 'opt'],
  ['popup_title', 'text'],
  ['popup_description', 'text'],
  ['popup_image', 'image'],
  ['site_popup_status', 'str'],
  ['popup_show_in', 'str'],
  ['recaptcha_Site_key', 'opt'],
  ['color', 'opt'],
  ['wallet_system', 'opt'],
  ['coupon_system', 'opt'],
  ['pay_later_system', 'opt'],
  ['seller_agreement', 'pages'],
  ['customer_agreement', 'pages'],
  ['privacy_agreement', 'pages'],
  ['refund_policy_agreement', 'str'],
  ['payment_agreement', 'pages'],
  ['map_api_key', 'opt'],
  ['zoom_level', 'opt'],
];

/** The keys settings_data carries, in order (for tests and documentation). */
export const SETTINGS_DATA_KEYS: readonly string[] = SPEC.map(([key]) => key);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** PHP's string view of a stored setting: null/missing → '', booleans → '1'/''. */
function asString(v: unknown): string {
  if (v === undefined || v === null || v === false) return '';
  if (v === true) return '1';
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v);
}

/** PHP's (bool) cast of a setting value ("0" and "" are false). */
const asBool = (v: unknown) => {
  const s = asString(v);
  return s !== '' && s !== '0';
};

/** PHP's (int) cast. */
const asInt = (v: unknown) => {
  const n = Number.parseInt(asString(v), 10);
  return Number.isFinite(n) ? n : 0;
};

export function buildSettingsData(settings: Record<string, unknown>, ctx: SettingsContext): Record<string, unknown> {
  const raw = (k: string) => settings[k];
  const text = (k: string): string => {
    const v = raw(k);
    return isPlainObject(v) ? asString(v[ctx.locale] ?? v.en) : asString(v);
  };
  const pageList = (k: string) => {
    const slugs = raw(k);
    if (!Array.isArray(slugs)) return [];
    // pageByLink: the pages whose link is listed, in table order.
    return ctx.pages.filter((p) => slugs.includes(p.slug)).map((p) => ({ id: p.id, title: p.title, link: p.slug }));
  };
  const special = (k: string): unknown => {
    switch (k) {
      case 'lang_file':
        return ctx.langFile;
      case 'text_direction':
        return ctx.textDirection;
      case 'ngn_exchange_rate':
        return 1;
      case 'is_mollie_activated':
        return ctx.hasEuro ? asBool(raw(k)) : 0;
      // Both carry the shipping fee type (the ramdhani add-on, which we do not run, would rewrite them).
      case 'shipping_cost':
        return asString(raw('shipping_fee_type'));
      case 'default_country':
        return raw(k) ? asInt(raw(k)) : 19;
      case 'tax_type':
        return asString(raw('vat_type')) === 'after_tax' ? 'after_tax' : 'before_tax';
      case 'google_pay_merchant_name':
        return asString(raw(k)) || 'Example Merchant';
      case 'google_pay_merchant_id':
        return asString(raw(k)) || '0123456789';
      case 'google_pay_gateway':
        return asString(raw(k)) || 'example';
      case 'google_pay_gateway_merchant_id':
        return asString(raw(k)) || 'exampleGatewayMerchantId';
      case 'no_of_decimals':
        return asInt(raw(k));
      default:
        throw new Error(`no rule for setting ${k}`);
    }
  };

  const out: Record<string, unknown> = {};
  for (const [key, kind] of SPEC) {
    switch (kind) {
      case 'str':
        out[key] = asString(raw(key));
        break;
      case 'bool':
        out[key] = asBool(raw(key));
        break;
      case 'image':
        out[key] = asString(absolutize(ctx.base, raw(key)));
        break;
      case 'text':
        out[key] = text(key);
        break;
      case 'list':
        out[key] = Array.isArray(raw(key)) ? raw(key) : [];
        break;
      case 'pages':
        out[key] = pageList(key);
        break;
      case 'opt':
        if (key in settings) out[key] = asString(raw(key));
        break;
      default:
        out[key] = special(key);
    }
  }
  return out;
}
