import { boolean, object, ref, string, type AnyObjectSchema } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';

/** Checked before the request; the backend checks again (422 lands on the same fields). */
/** With the shop's reCAPTCHA on, the box must be ticked first (login.vue refuses to send without it). */
export const emailLoginSchema = (t: Translate, captcha = false): AnyObjectSchema =>
  object({
    email: string().trim().required(t('email_required')).email(t('email_invalid')),
    password: string().required(t('password_required')),
    ...(captcha ? { captcha: string().required(t('verify_google_recaptcha')) } : {}),
  });

export const phoneLoginSchema = (t: Translate): AnyObjectSchema => object({ phone: string().trim().required(t('phone_required')) });

/** The second step of the OTP login: the phone is kept, the code is asked for. */
export const otpLoginSchema = (t: Translate): AnyObjectSchema =>
  object({ phone: string().trim().required(t('phone_required')), otp: string().trim().required(t('otp_required')) });

/** SignUpRequest: names at least 2 characters, passwords 6–50 and confirmed (1.6.7). */
const name = (t: Translate, requiredKey: 'first_name_required' | 'last_name_required') =>
  string().trim().required(t(requiredKey)).min(2, t('name_too_short'));
const newPassword = (t: Translate, max: number) =>
  string().required(t('password_required')).min(6, t('password_too_short')).max(max, t('password_too_long', { max }));
const confirmation = (t: Translate, of: string) =>
  string()
    .required(t('password_confirmation_required'))
    .oneOf([ref(of)], t('passwords_differ'));
/** The agreement box, when the shop lists pages to agree to (the original's `accept_terms` toast). */
const agreed = (t: Translate, needed: boolean) => (needed ? boolean().oneOf([true], t('accept_terms')) : boolean());

export const emailRegisterSchema = (t: Translate, agreementNeeded: boolean): AnyObjectSchema =>
  object({
    first_name: name(t, 'first_name_required'),
    last_name: name(t, 'last_name_required'),
    email: string().trim().required(t('email_required')).email(t('email_invalid')),
    password: newPassword(t, 50),
    password_confirmation: confirmation(t, 'password'),
    agree: agreed(t, agreementNeeded),
  });

/** Phone sign-up: names and phone; once the code was sent, the code too. */
export const phoneRegisterSchema = (t: Translate, agreementNeeded: boolean, codeNeeded: boolean): AnyObjectSchema =>
  object({
    first_name: name(t, 'first_name_required'),
    last_name: name(t, 'last_name_required'),
    phone: string().trim().required(t('phone_required')).min(6, t('phone_too_short')),
    otp: codeNeeded ? string().trim().required(t('otp_required')) : string(),
    agree: agreed(t, agreementNeeded),
  });

export const sellerRegisterSchema = (t: Translate, agreementNeeded: boolean): AnyObjectSchema =>
  object({
    first_name: name(t, 'first_name_required'),
    last_name: name(t, 'last_name_required'),
    email: string().trim().required(t('email_required')).email(t('email_invalid')),
    phone: string().trim().required(t('phone_required')).min(6, t('phone_too_short')),
    password: newPassword(t, 50),
    password_confirmation: confirmation(t, 'password'),
    shop_name: string().trim().required(t('shop_name_required')),
    address: string().trim().required(t('shop_address_required')),
    agree: agreed(t, agreementNeeded),
  });

export const resetPasswordSchema = (t: Translate): AnyObjectSchema =>
  object({ email: string().trim().required(t('email_required')).email(t('email_invalid')) });

/** ResetPasswordPostRequest: 6–32 characters, the same twice. */
export const newPasswordSchema = (t: Translate): AnyObjectSchema =>
  object({ newPassword: newPassword(t, 32), confirmPassword: confirmation(t, 'newPassword') });
