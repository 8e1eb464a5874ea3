/**
 * `POST user/recharge-wallet` with an offline method or an in-page provider
 * (test/contract/loyalty/recharge-wallet.json: `offline`, `invalid` and the `sdk-*` cases), run by lib/validate.ts's laravelRules. The original checks
 * nothing here (1.6.7 app/Http/Controllers/Site/UserController.php walletRecharge writes whatever
 * comes); these rules, with Laravel 8's wording, keep a recharge to a positive amount, an active
 * offline method and a proof. One message per field (fieldErrors without `all`).
 */
import { z } from 'zod';
import { laravelRules, message, rules as r, type LaravelRule } from '../lib/validate';
import { PROOF_RULE } from '../services/recharge';
import { uploadRules } from './uploads';

/** What the recharge rules ask the database. */
export interface RechargeLookups {
  /** The typed amount in the base currency, or null when it is not positive (or rounds to 0). */
  baseAmount(amount: unknown): Promise<string | null>;
  /** Whether the posted id names an active offline method. */
  methodExists(id: unknown): boolean;
}

/** `numeric`, as the form's number input writes it: digits, an optional minus and decimals. */
const decimal: LaravelRule = { check: (v) => /^-?\d+(\.\d+)?$/.test(String(v)), message: message.numeric };

/** `gt:0`, on the amount in the base currency (what is stored). */
const positive = (lookups: Pick<RechargeLookups, 'baseAmount'>): LaravelRule => ({
  check: async (v) => (await lookups.baseAmount(v)) !== null,
  message: (f) => message.gt(f, 0),
});

/** The recharge form posts `amount`; the card pages' callbacks `total`. */
const withAmount = (raw: unknown) => {
  const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { ...body, amount: body.amount ?? body.total };
};

/**
 * An in-page provider's recharge (routes/gateway-sdk.ts): one message for any amount that is not a
 * positive number, a missing one included.
 */
export const gatewayRechargeSchema = (lookups: Pick<RechargeLookups, 'baseAmount'>) =>
  z.preprocess(withAmount, laravelRules({ amount: [{ ...positive(lookups), implicit: true }] }));

export function offlineRechargeSchema(lookups: RechargeLookups) {
  return z.preprocess(
    withAmount,
    laravelRules({
      amount: [r.required(), decimal, positive(lookups)],
      // Checked when left out too (there is no recharge without a method), and named as the form does.
      id: [
        {
          implicit: true,
          check: (v) => lookups.methodExists(v),
          message: () => message.exists('payment_method'),
        },
      ],
      file: [r.requiredFile(), ...uploadRules(PROOF_RULE)],
    }),
  );
}
