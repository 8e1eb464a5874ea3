/**
 * The sign-up and password-reset requests' rules, as 1.6.7 lists them (app/Http/Requests/User/
 * SignUpRequest.php and ResetPasswordPostRequest.php, and the inline `$request->validate` of
 * reset-password and register/by-phone), run by lib/validate.ts's laravelRules. `unique` and
 * `exists` ask the users table (services/signup.ts userTaken).
 */
import { laravelRules, rules as r } from '../lib/validate';

/** Whether a users row has this e-mail or phone (MySQL compares case-insensitively). */
export type UserTaken = (column: 'email' | 'phone', value: string) => Promise<boolean>;

/** SignUpRequest@messages, for the rules they name. */
const CUSTOM = {
  email: 'email field is required',
  first_name: 'first name field is required',
  last_name: 'last name field is required',
  phone: 'phone field is required',
  shop_name: 'shop name field is required',
};

/** The seller and affiliate forms: every account field required, with the default messages. */
function accountFields(taken: UserTaken) {
  return {
    email: [r.required(), r.unique((v) => taken('email', v)), r.email()],
    first_name: [r.required(), r.min(2)],
    last_name: [r.required(), r.min(2)],
    phone: [r.required(), r.unique((v) => taken('phone', v)), r.min(6)],
    password: [r.required(), r.confirmed(), r.requiredWithout(['phone']), r.min(6), r.max(50)],
  };
}

/** SignUpRequest@rules (register and seller-register), chosen by the posted `user_type`. */
export function signUpSchema(userType: unknown, taken: UserTaken) {
  if (userType === 'seller') return laravelRules({ ...accountFields(taken), shop_name: [r.required()], address: [r.required()] });
  if (userType === 'seller-migrate') return laravelRules({ shop_name: [r.required()], address: [r.required()], phone_no: [r.required()] });
  if (userType === 'affiliate-register') return laravelRules(accountFields(taken));
  return laravelRules({
    email: [r.requiredWithout(['phone'], CUSTOM.email), r.nullable(), r.unique((v) => taken('email', v)), r.email()],
    first_name: [r.requiredWithout(['user_type'], CUSTOM.first_name), r.min(2)],
    last_name: [r.requiredWithout(['user_type'], CUSTOM.last_name), r.min(2)],
    phone: [r.requiredWithout(['email'], CUSTOM.phone), r.nullable(), r.unique((v) => taken('phone', v)), r.min(6)],
    password: [r.requiredWithout(['phone']), r.confirmed(), r.nullable(), r.min(6), r.max(50)],
    // The original's rule is `required_if:user_type,==,seller-migrate` (so "==" is one of the values).
    shop_name: [r.requiredIf('user_type', ['==', 'seller-migrate'], CUSTOM.shop_name), r.min(2)],
  });
}

/** register/by-phone: the three fields required. */
export const phoneSignUpSchema = laravelRules({ first_name: [r.required()], last_name: [r.required()], phone: [r.required()] });

/** reset-password: an e-mail that has an account. */
export const resetPasswordSchema = (taken: UserTaken) => laravelRules({ email: [r.required(), r.exists((v) => taken('email', v))] });

/** ResetPasswordPostRequest@rules (create-new-password). */
export const newPasswordSchema = laravelRules({
  newPassword: [r.required(), r.min(6), r.max(32), r.requiredWith(['confirmPassword']), r.same('confirmPassword')],
  confirmPassword: [r.required(), r.min(6), r.max(32)],
});
