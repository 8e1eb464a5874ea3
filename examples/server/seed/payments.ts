/**
 * Payment (test/contract/commerce/{payment-order,complete-order}.json): two offline methods with instructions, the seeded shopper's wallet
 * history (an approved recharge that explains her balance) and the payment settings the demo shows:
 * pay later on, the card gateway on (the test gateway this server hosts takes the original's Stripe
 * redirect path) and the `offline_payment` add-on, which is how the original lists offline methods.
 * Runs inside the seed transaction, after the account seeds.
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';
import { SEED_EPOCH } from './random';
import { SEEDED_CUSTOMERS } from './users';

export const OFFLINE_METHODS: Array<{ name: string; type: string; instructions: string }> = [
  {
    name: 'Bank transfer',
    type: 'bank_payment',
    instructions:
      '<p>Transfer the total to <strong>Yoori Demo Ltd</strong>, account <strong>0123 4567 89</strong>, sort code 12-34-56.</p>' +
      '<p>Use your order code as the reference and upload the transfer receipt.</p>',
  },
  {
    name: 'Mobile money',
    type: 'mobile_payment',
    instructions:
      '<p>Send the total to <strong>+1 555 0100 300</strong> (Yoori Demo) with your mobile wallet.</p>' +
      '<p>Upload a screenshot of the confirmation message.</p>',
  },
];

export async function seedPayments(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  const when = new Date(SEED_EPOCH);
  for (const m of OFFLINE_METHODS) {
    await tx.query(
      `INSERT INTO offline_methods (name, type, image, instructions, status, created_at, updated_at) VALUES ($1, $2, NULL, $3, 1, $4, $4)`,
      [m.name, m.type, m.instructions, when],
    );
  }
  // Each seeded customer's balance came from an approved recharge (the wallet page lists it).
  for (const customer of SEEDED_CUSTOMERS) {
    if (customer.balance <= 0) continue;
    await tx.query(
      `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, image, created_at, updated_at)
       VALUES ($1, NULL, $2, 'wallet_recharge', 'income', 'stripe', '[]', 'approved', '', $3, $3)`,
      [customer.id, String(customer.balance), when],
    );
  }
  await tx.query(`UPDATE settings SET value = '"1"' WHERE key IN ('pay_later_system', 'is_stripe_activated')`);
  // Appended, so the shop's own order of add-ons stays as it was.
  await tx.query(
    `UPDATE settings SET value = COALESCE(value, '[]'::jsonb) || '["offline_payment"]'::jsonb
      WHERE key = 'add_ons' AND NOT COALESCE(value, '[]'::jsonb) @> '["offline_payment"]'::jsonb`,
  );
}
