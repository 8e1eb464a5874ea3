export type TextParams = Readonly<Record<string, string | number>>;

const ucfirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Fills Laravel-style placeholders, as the backend's language files write them: `:name` takes the
 * value as given, `:Name` capitalised, `:NAME` upper-cased. A placeholder without a value stays as
 * written, so "You save:" or "10:30" are left alone.
 */
export function interpolate(text: string, params: TextParams | undefined): string {
  if (!params) return text;
  return text.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => {
    if (Object.hasOwn(params, name)) return String(params[name]);
    const lower = name.toLowerCase();
    if (!Object.hasOwn(params, lower)) return whole;
    const value = String(params[lower]);
    if (name === lower.toUpperCase()) return value.toUpperCase();
    if (name === ucfirst(lower)) return ucfirst(value);
    return whole;
  });
}
