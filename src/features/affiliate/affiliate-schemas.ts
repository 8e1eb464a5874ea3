import { object, ref, string, type AnyObjectSchema } from 'yup';
import { compare } from '../../lib/money/decimal';
import type { Translate } from '../../lib/i18n/text-catalog';

/**
 * affiliate_register.vue's fields under SignUpRequest's rules (names at least 2 characters, phone at
 * least 6, passwords 6–50 and confirmed), checked before the request; a 422 lands on the same fields.
 */
export const affiliateRegisterSchema = (t: Translate): AnyObjectSchema =>
  object({
    first_name: string().trim().required(t('first_name_required')).min(2, t('name_too_short')),
    last_name: string().trim().required(t('last_name_required')).min(2, t('name_too_short')),
    email: string().trim().required(t('email_required')).email(t('email_invalid')),
    phone: string().trim().required(t('phone_required')).min(6, t('phone_too_short')),
    password: string()
      .required(t('password_required'))
      .min(6, t('password_too_short'))
      .max(50, t('password_too_long', { max: 50 })),
    password_confirmation: string()
      .required(t('password_confirmation_required'))
      .oneOf([ref('password')], t('passwords_differ')),
  });

/** An amount as typed: digits, at most 2 decimals (the server keeps cents), above 0. */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/**
 * The payout request: an amount in the shop's default currency, at least the minimum (compared
 * exactly, as decimals), a method and the account details (at most 255 characters, the server's
 * rule). The balance is the server's to check: it may have changed since the page was read.
 */
export const payoutSchema = (t: Translate, minimum: number | string | null, minimumText: string): AnyObjectSchema =>
  object({
    amount: string()
      .trim()
      .required(t('affiliate_amount_required'))
      .test('format', t('affiliate_amount_invalid'), (value) => AMOUNT.test(value ?? '') && /[1-9]/.test(value ?? ''))
      .test(
        'minimum',
        t('affiliate_amount_minimum', { amount: minimumText }),
        (value) => minimum === null || !AMOUNT.test(value ?? '') || compare(value, minimum) >= 0,
      ),
    method: string().required(t('affiliate_method_required')).oneOf(['bank', 'paypal'], t('affiliate_method_required')),
    account_details: string().trim().required(t('affiliate_details_required')).max(255, t('affiliate_details_too_long')),
  });
