import type { TextKey, Translate } from './text-catalog';

/**
 * A raw value from the backend (a status, a source, a payment method) as words: through the
 * language file when `keys` knows the value, else as sent with underscores as spaces (the original
 * shows such values that way). Own keys only, so a value named like an Object method is not a key.
 */
export function valueLabel(t: Translate, keys: Readonly<Record<string, TextKey>>, value: string): string {
  return Object.hasOwn(keys, value) ? t(keys[value]) : value.replaceAll('_', ' ');
}
