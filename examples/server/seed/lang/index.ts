/**
 * The language files served at `resources/lang/{locale}.json` (settings.lang_file): one flat object
 * of string keys to string values, like the original's `resources/lang/*.json`.
 *
 * en = the original storefront's keys (ORIGINAL_KEYS, worded from §6.4 or from the key itself), as a
 *      stock shop's file has them. The widget's own keys are deliberately absent: the widget must show
 *      its built-in English for them, as it will on a real shop.
 * ar = en overlaid with the Arabic texts (a partial file would leave keys to the widget's fallback;
 *      we serve every key so a missing translation shows English rather than nothing).
 */
import { AR_TEXTS } from './ar';
import { ORIGINAL_EN, ORIGINAL_KEYS, SCREEN_TITLE_EN } from './original-keys';

/** "add_to_cart" → "Add to cart", "fORGOT_pASSWORD" → "Forgot password", "_email" → "Email". */
export function wordingFromKey(key: string): string {
  const words = key.replace(/_/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** Acronyms that the key-to-words rule would lowercase. */
const ACRONYMS: Record<string, string> = {
  SKU: 'SKU',
  sKU: 'SKU',
  Order_ID: 'Order ID',
  order_id: 'Order ID',
  enter_oTP: 'Enter OTP',
  get_oTP: 'Get OTP',
  OTP_doesnt_match: 'OTP doesn’t match',
  otp_request: 'OTP request',
};

let english: Record<string, string> | null = null;

function englishFile(): Record<string, string> {
  if (!english) {
    const out: Record<string, string> = {};
    for (const key of ORIGINAL_KEYS) out[key] = SCREEN_TITLE_EN[key] ?? ORIGINAL_EN[key] ?? ACRONYMS[key] ?? wordingFromKey(key);
    english = out;
  }
  return english;
}

/** Locale → its own texts, laid over English. */
const LOCALES: Record<string, () => Record<string, string>> = {
  en: englishFile,
  ar: () => ({ ...englishFile(), ...AR_TEXTS }),
};

export function hasLanguageFile(locale: string): boolean {
  return Object.prototype.hasOwnProperty.call(LOCALES, locale);
}

/** The file for `locale`, or null when there is none (the original's lang_file then points at en.json). */
export function languageFile(locale: string): Record<string, string> | null {
  return hasLanguageFile(locale) ? LOCALES[locale]() : null;
}
