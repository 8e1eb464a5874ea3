/**
 * The language files served at `resources/lang/{locale}.json` (settings.lang_file): one flat object
 * of string keys to string values, like the original's `resources/lang/*.json`.
 *
 * en = the original storefront's keys (ORIGINAL_KEYS) whose wording is known (1.6.7 resources/lang/en.json and the
 *      screen titles of test/spec-routes.ts), as a stock shop's file has them. Keys without a known wording and the widget's
 *      own keys are absent: the widget shows its built-in English for them, as it will on a real shop.
 * ar = en overlaid with the Arabic texts (a partial file would leave keys to the widget's fallback;
 *      we serve every key so a missing translation shows English rather than nothing).
 */
import { AR_TEXTS } from './ar';
import { ORIGINAL_EN, ORIGINAL_KEYS, SCREEN_TITLE_EN } from './original-keys';
import { PAYMENT_TYPE_NAMES_AR, PAYMENT_TYPE_NAMES_EN } from './payment-type-names';

/** Keys whose wording is known although MOST_USED_EN does not list them: acronyms and OTP texts. */
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

/**
 * Keys of 1.6.7's resources/lang/en.json that its storefront never looks up but that every stock file
 * carries, with that file's wording (`error`: line 2635). They matter to whoever reads the file as
 * data: a client that took `error` for a refused action would throw a stock shop's file away. The
 * widget shows an order's payment type by the methods' names (payment-type-names.ts).
 */
export const FILE_ONLY_EN: Readonly<Record<string, string>> = { error: 'Error', ...PAYMENT_TYPE_NAMES_EN };

let english: Record<string, string> | null = null;

function englishFile(): Record<string, string> {
  if (!english) {
    const out: Record<string, string> = {};
    // Only keys whose wording is known (1.6.7 resources/lang/en.json, the screen titles): a label made up from a key
    // ("Don have an account") reads worse than the widget's own English, which shows for a missing key.
    for (const key of ORIGINAL_KEYS) {
      const known = SCREEN_TITLE_EN[key] ?? ORIGINAL_EN[key] ?? ACRONYMS[key];
      if (known) out[key] = known;
    }
    english = { ...out, ...FILE_ONLY_EN };
  }
  return english;
}

/** Locale → its own texts, laid over English. */
const LOCALES: Record<string, () => Record<string, string>> = {
  en: englishFile,
  ar: () => ({ ...englishFile(), ...AR_TEXTS, ...PAYMENT_TYPE_NAMES_AR }),
};

/** The locales this server ships a language file for. */
export const SHIPPED_LOCALES: readonly string[] = Object.keys(LOCALES);

export function hasLanguageFile(locale: string): boolean {
  return Object.prototype.hasOwnProperty.call(LOCALES, locale);
}

/** The file for `locale`, or null when there is none (the original's lang_file then points at en.json). */
export function languageFile(locale: string): Record<string, string> | null {
  return hasLanguageFile(locale) ? LOCALES[locale]() : null;
}

/**
 * A backend message in the session's language, as the original's `__('…')` gives it: the English
 * sentence is the key, and a language file without it leaves the sentence as it is.
 */
export function translated(locale: string, sentence: string): string {
  return languageFile(locale)?.[sentence] ?? sentence;
}
