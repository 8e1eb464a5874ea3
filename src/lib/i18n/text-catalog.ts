import type { SHARED_TEXTS } from './shared-texts';
import type { ROUTE_TITLE_TEXTS } from './route-title-texts';
import type { TextParams } from './interpolate';

type SharedTexts = typeof SHARED_TEXTS;
type RouteTitleTexts = typeof ROUTE_TITLE_TEXTS;

/**
 * Every text key the widget knows, with its English wording as the value type. Each feature adds its
 * own keys from its `<f>-texts.ts` by declaration merging:
 *
 *   declare module '../../lib/i18n/text-catalog' { interface TextCatalog extends ShellTexts {} }
 *
 * so lib/ stays free of feature imports while `TextKey` is the union of all keys (a typo is a type
 * error) and two features giving one key different wordings do not compile. src/app/texts.ts joins
 * the English values and checks that none is missing.
 */
export interface TextCatalog extends SharedTexts, RouteTitleTexts {}

export type TextKey = Extract<keyof TextCatalog, string>;

/** `products_found` for the forms `products_found_one`, `products_found_other` … (`_other` is required). */
export type PluralBase<K extends string> = K extends `${infer Base}_other` ? Base : never;
export type PluralKey = PluralBase<TextKey>;

export type { TextParams };

/**
 * Looks a key up in the shop's language file, else in the English defaults, and fills `:placeholders`.
 * A plural key takes `count` and picks the form for the active language (`_zero`, `_one`, `_two`,
 * `_few`, `_many`, falling back to `_other`).
 */
export interface Translate<K extends string = TextKey> {
  (key: K, params?: TextParams): string;
  (key: PluralBase<K>, params: TextParams & { count: number }): string;
}
