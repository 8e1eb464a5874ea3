/**
 * Two accounts for the profile fixtures and tests, with fixed ids (901, 902) so the seeded ids
 * before them stay as they are; both `password123`:
 * - `nopassword@example.com`: a social sign-in account that never set a password (is_password_set 0;
 *   it still signs in with password123 here, so the set-password branch can be tried);
 * - `to-seller@example.com`: a customer the "be a seller" fixture turns into an unverified seller.
 * And three shoppers of the browser tests' purchases (903–905), so buying there never changes the
 * order history other tests read: `buyer@`, `wallet@` (with a wallet balance) and `retry@example.com`.
 * And three of the lists-and-loyalty browser tests (906–908), so their wishlists, compare lists and
 * wallets start empty: `recharge@`, `wishes@` and `lists@example.com`.
 * And the catalogue browser tests' reviewer (909, `reviews@example.com`), who starts with no review.
 * And the content browser tests' shoppers: `commenter@example.com` (910), who comments on a blog post,
 * and `referred@example.com` (911), who buys through an affiliate's link.
 * And four more shoppers of the reliability run (912–915, `retry2@` … `retry5@example.com`): it runs
 * as five shards side by side, each buying as a shopper of its own (retry@ is the first).
 */
import type { Queryable } from '../db/types';
import { hashPassword } from '../lib/password';
import type { AccountSeedContext } from './account-context';
import { createRng } from './random';

export async function seedProfileAccounts(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const rng = createRng(ctx.seed ^ 0x901);
  const accounts: Array<[number, string, string, string, number]> = [
    [901, 'Nopassword', 'nopassword@example.com', 'NOPASS9010', 0],
    [902, 'To-Seller', 'to-seller@example.com', 'TOSELL9020', 1],
    [903, 'Buyer', 'buyer@example.com', 'BUYER9030', 1],
    [904, 'Wallet', 'wallet@example.com', 'WALLET9040', 1],
    [905, 'Retry', 'retry@example.com', 'RETRY9050', 1],
    [906, 'Recharge', 'recharge@example.com', 'RECHARGE906', 1],
    [907, 'Wishes', 'wishes@example.com', 'WISHES9070', 1],
    [908, 'Lists', 'lists@example.com', 'LISTS90800', 1],
    [909, 'Reviews', 'reviews@example.com', 'REVIEWS909', 1],
    [910, 'Commenter', 'commenter@example.com', 'COMMENT910', 1],
    [911, 'Referred', 'referred@example.com', 'REFERRED11', 1],
    [912, 'Retry2', 'retry2@example.com', 'RETRY9120', 1],
    [913, 'Retry3', 'retry3@example.com', 'RETRY9130', 1],
    [914, 'Retry4', 'retry4@example.com', 'RETRY9140', 1],
    [915, 'Retry5', 'retry5@example.com', 'RETRY9150', 1],
  ];
  for (const [id, first, email, referral, passwordSet] of accounts) {
    await tx.query(
      `INSERT INTO users (id, first_name, last_name, email, password_hash, user_type, referral_code, status, is_password_set, created_at)
       VALUES ($1, $2, 'Account', $3, $4, 'customer', $5, 1, $6, '2025-01-15T10:00:00Z')`,
      [id, first, email, await hashPassword('password123', rng.hex(16)), referral, passwordSet],
    );
  }
  await tx.query(`UPDATE users SET balance = 1000 WHERE id = 904`);
  await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))`);
}
