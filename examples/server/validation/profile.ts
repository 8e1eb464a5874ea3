/**
 * `POST user/change-password` (test/contract/account/change-password.json; 1.6.7
 * app/Http/Controllers/Site/UserController.php, changePassword), run by lib/validate.ts's
 * laravelRules: current_password required when the account has a password (the custom message),
 * 6–32; new_password required, 6–32, same as confirm_password; confirm_password required, 6–32.
 * The password fields are read as typed (no trimming), and only text counts as a password.
 *
 * Deliberate differences: whether a password is set is the account's own `is_password_set`, not
 * the posted one (the original trusts the posted `is_password_set`, so anyone posting 0 could
 * replace the password without knowing it); and an empty current_password is not measured against
 * min:6 (the original's rule lacks `nullable`, so its SPA, which posts `current_password: ""`,
 * always got "must be at least 6 characters" on a set-password account and could never reach the
 * set branch).
 */
import { z } from 'zod';
import { laravelRules, rules as r } from '../lib/validate';

const PASSWORD_FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

/** A password input: text as typed, anything else (or '') missing. */
const secret = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** An account that has no password yet (signed up by phone or socially) may leave the current one out. */
export const passwordChangeSchema = (hasPassword: boolean) =>
  z.preprocess(
    (body) => {
      const out: Record<string, unknown> = { ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) };
      for (const field of PASSWORD_FIELDS) out[field] = secret(out[field]);
      return out;
    },
    laravelRules(
      {
        current_password: hasPassword
          ? [r.required('current password field is required'), r.min(6), r.max(32)]
          : [r.nullable(), r.min(6), r.max(32)],
        new_password: [r.required(), r.min(6), r.max(32), r.same('confirm_password')],
        confirm_password: [r.required(), r.min(6), r.max(32)],
      },
      { untrimmed: [...PASSWORD_FIELDS] },
    ),
  );
