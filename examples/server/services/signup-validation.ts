/**
 * The few Laravel 8 validation rules the sign-up and password-reset requests use
 * (SignUpRequest, ResetPasswordPostRequest, inline `$request->validate`), with Laravel's order,
 * skipping and wording, so a 422 carries the messages the original sends:
 *
 * - the input first passes TrimStrings (except `password`, `password_confirmation`,
 *   `current_password`) and ConvertEmptyStringsToNull;
 * - rules run in order; an absent field skips the rules that are not "implicit" (required*);
 *   `nullable` skips them for a null value; a failed required* rule ends the field's checks;
 * - messages: `field.rule` overrides, else resources/lang/en/validation.php with the field's name
 *   snake_cased and spaced (`newPassword` → "new password").
 */

export type Input = Record<string, unknown>;
export type FieldErrors = Record<string, string[]>;

/** What `unique:users,<column>` and `exists:users,<column>` ask the database. */
export interface Lookups {
  taken(column: string, value: string): Promise<boolean>;
}

const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

/** TrimStrings + ConvertEmptyStringsToNull on the top-level fields. */
export function cleanInput(body: Record<string, unknown>): Input {
  const out: Input = {};
  for (const [key, raw] of Object.entries(body)) {
    if (typeof raw !== 'string') {
      out[key] = raw;
      continue;
    }
    const value = UNTRIMMED.has(key) ? raw : raw.trim();
    out[key] = value === '' ? null : value;
  }
  return out;
}

/** Laravel's `validateRequired`. */
export function filled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const present = (data: Input, key: string) => Object.prototype.hasOwnProperty.call(data, key);

/** `newPassword` → "new password", `first_name` → "first name". */
export function displayName(field: string): string {
  return field
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/_/g, ' ');
}

const size = (value: unknown) => (value === undefined || value === null ? 0 : [...String(value)].length);

/** Laravel's default `email` rule (RFC validation) accepts `local@domain` without a dot. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;

const TEMPLATES: Record<string, string> = {
  required: 'The :attribute field is required.',
  required_without: 'The :attribute field is required when :values is not present.',
  required_with: 'The :attribute field is required when :values is present.',
  required_if: 'The :attribute field is required when :other is :value.',
  email: 'The :attribute must be a valid email address.',
  unique: 'The :attribute has already been taken.',
  exists: 'The selected :attribute is invalid.',
  min: 'The :attribute must be at least :min characters.',
  max: 'The :attribute must not be greater than :max characters.',
  confirmed: 'The :attribute confirmation does not match.',
  same: 'The :attribute and :other must match.',
};

/**
 * Validates `data` (already cleaned) against `rules` (`{field: ['required', 'min:2', …]}`).
 * `custom` holds the request's `messages()` (`'email.required_without' => '…'`). Returns the
 * Laravel `errors` map, or null when everything passes.
 */
export async function validate(
  data: Input,
  rules: Record<string, string[]>,
  lookups: Lookups,
  custom: Record<string, string> = {},
): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(rules)) {
    const nullable = list.includes('nullable');
    const value = data[field];
    for (const rule of list) {
      if (rule === 'nullable') continue;
      const [name, paramText = ''] = rule.split(/:(.*)/s);
      const params = paramText ? paramText.split(',') : [];
      const implicit = name.startsWith('required');
      if (!implicit && (!present(data, field) || (nullable && value === null))) continue;
      // Laravel skips the database rules once the field has an error.
      if ((name === 'unique' || name === 'exists') && errors[field]) continue;

      let failed: boolean;
      const replace: Record<string, string> = {};
      switch (name) {
        case 'required':
          failed = !filled(value);
          break;
        case 'required_without':
          failed = params.some((p) => !filled(data[p])) && !filled(value);
          replace.values = params.map(displayName).join(' / ');
          break;
        case 'required_with':
          failed = params.some((p) => filled(data[p])) && !filled(value);
          replace.values = params.map(displayName).join(' / ');
          break;
        case 'required_if': {
          const [other, ...values] = params;
          failed = values.includes(String(data[other] ?? '')) && !filled(value);
          replace.other = displayName(other);
          replace.value = String(data[other] ?? '');
          break;
        }
        case 'email':
          failed = typeof value !== 'string' || !EMAIL.test(value);
          break;
        case 'unique':
          failed = filled(value) && (await lookups.taken(params[0] ?? field, String(value)));
          break;
        case 'exists':
          failed = !(await lookups.taken(params[0] ?? field, String(value ?? '')));
          break;
        case 'min':
          failed = size(value) < Number(params[0]);
          replace.min = params[0];
          break;
        case 'max':
          failed = size(value) > Number(params[0]);
          replace.max = params[0];
          break;
        case 'confirmed':
          failed = value !== data[`${field}_confirmation`];
          break;
        case 'same':
          failed = value !== data[params[0]];
          replace.other = displayName(params[0]);
          break;
        default:
          throw new Error(`unknown validation rule ${name}`);
      }
      if (!failed) continue;
      const template = custom[`${field}.${name}`] ?? TEMPLATES[name];
      const message = template.replace(/:(attribute|values|other|value|min|max)\b/g, (_m, key: string) =>
        key === 'attribute' ? displayName(field) : (replace[key] ?? ''),
      );
      (errors[field] ??= []).push(message);
      if (implicit) break;
    }
  }
  return Object.keys(errors).length ? errors : null;
}
