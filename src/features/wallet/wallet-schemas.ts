import { mixed, object, string, type AnyObjectSchema } from 'yup';
import type { Translate } from '../../lib/i18n/text-catalog';

/** The amount as typed: digits, at most `decimals` of them after the point (the active currency's), above 0. */
export function amountPattern(decimals: number): RegExp {
  return decimals > 0 ? new RegExp(`^\\d+(?:\\.\\d{1,${decimals}})?$`) : /^\d+$/;
}

export function validAmount(value: string, decimals: number): boolean {
  const text = value.trim();
  return amountPattern(decimals).test(text) && /[1-9]/.test(text);
}

/**
 * The recharge form, checked before the request (the backend checks again: a 422 lands on the same
 * fields): an amount in the active currency, a way to pay, and for an offline method its proof.
 */
export const rechargeSchema = (t: Translate, decimals: number): AnyObjectSchema =>
  object({
    amount: string()
      .trim()
      .required(t('enter_amount'))
      .test('amount', decimals > 0 ? t('wallet_amount_invalid', { decimals }) : t('wallet_amount_whole'), (value) =>
        validAmount(value ?? '', decimals),
      ),
    method: string().required(t('wallet_choose_method')),
    file: mixed()
      .nullable()
      .test('proof', t('wallet_proof_required'), function required(value) {
        return !String(this.parent.method ?? '').startsWith('offline:') || value instanceof File;
      }),
  });
