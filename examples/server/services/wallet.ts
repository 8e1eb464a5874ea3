/**
 * The wallet side of a payment (test/contract/loyalty/wallet-history.json, case
 * wallet-payment-two-sellers; 1.6.7 app/Repositories/Admin/Addon/WalletRepository.php:327-347 and
 * app/Repositories/Admin/OrderRepository.php:846-861): per order, three expense rows,
 * `order_total_amount` (= total_amount) and `order_shipping_cost` (both taken from
 * `users.balance`) and `order_created` (= total_payable, balance untouched), so the balance drops
 * by Σ (total_amount + shipping_cost) while the rows add up to about twice that, as the original's.
 * Like the original's WalletRepository::store, they carry an empty transaction_id and image. The
 * widget sums them into one history row (src/features/wallet/wallet-history-entries.ts).
 *
 * Ours, not the original's: the balance is checked in the same statement that takes it
 * (`balance >= need`), so a wallet payment can never overdraw, however many requests race.
 * Every amount stays in SQL numeric.
 */
import type { Queryable } from '../db/types';

/** Our refusal text (the original has no server-side check). */
export const WALLET_SHORT = 'Insufficient wallet balance';

/** Takes the orders' wallet charge from the user's balance; false (nothing changed) when it is short. */
export async function chargeWallet(tx: Queryable, userId: number, orderIds: number[]): Promise<boolean> {
  const taken = await tx.query(
    `UPDATE users SET balance = users.balance - s.need
       FROM (SELECT COALESCE(SUM(total_amount + shipping_cost), 0) AS need FROM orders WHERE id = ANY($2::int[])) s
      WHERE users.id = $1 AND users.balance >= s.need
      RETURNING users.id`,
    [userId, orderIds],
  );
  if (!taken.rows.length) return false;
  await tx.query(
    `INSERT INTO wallets (user_id, order_id, amount, source, type, payment_method, payment_details, status, transaction_id, image)
     SELECT $1, o.id, x.amount, x.source, 'expense', 'wallet', '[]', 'approved', '', ''
       FROM orders o
       CROSS JOIN LATERAL (VALUES (1, o.total_amount, 'order_total_amount'), (2, o.shipping_cost, 'order_shipping_cost'),
                                  (3, o.total_payable, 'order_created')) AS x(n, amount, source)
      WHERE o.id = ANY($2::int[])
      ORDER BY o.id, x.n`,
    [userId, orderIds],
  );
  return true;
}

/** The balance as a number for answers (users.balance is numeric(12,2)). */
export async function walletBalance(db: Queryable, userId: number): Promise<number> {
  const row = (await db.query<{ balance: string | number }>('SELECT balance FROM users WHERE id = $1', [userId])).rows[0];
  return row ? Number(row.balance) : 0;
}
