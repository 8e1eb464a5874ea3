import { object, string, type AnyObjectSchema } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';

/** Checked before the request; the backend checks again (422 lands on the same fields). */
export const emailLoginSchema = (t: Translate): AnyObjectSchema =>
  object({
    email: string().trim().required(t('email_required')).email(t('email_invalid')),
    password: string().required(t('password_required')),
  });

export const phoneLoginSchema = (t: Translate): AnyObjectSchema => object({ phone: string().trim().required(t('phone_required')) });

/** The second step of the OTP login: the phone is kept, the code is asked for. */
export const otpLoginSchema = (t: Translate): AnyObjectSchema =>
  object({ phone: string().trim().required(t('phone_required')), otp: string().trim().required(t('otp_required')) });
