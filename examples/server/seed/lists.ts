/**
 * Lists of the seeded shoppers (test/contract/lists/{wishlists,compare-list,followed-sellers}.json, test/contract/catalogue/viewed-products.json): buyer@example.com follows two
 * verified shops and keeps a short wishlist; a few products carry a last viewer, so the home
 * page's "recently viewed" slider has content for guests. Jane (customer@example.com) starts with
 * empty lists: the host-page and account tests count hers from zero.
 */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

const BUYER = 903;
const WALLET = 904;

export async function seedLists(tx: Queryable, ctx: AccountSeedContext): Promise<void> {
  const users = new Set(
    (await tx.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [[BUYER, WALLET]])).rows.map((r) => r.id),
  );
  if (!users.has(BUYER)) return;
  const ids = ctx.productIds;

  const shops = (
    await tx.query<{ id: number }>(
      "SELECT id FROM sellers WHERE verified_at IS NOT NULL AND slug IN ('tech-haven', 'gadget-garage') ORDER BY id",
    )
  ).rows;
  for (const [i, shop] of shops.entries()) {
    const at = `2025-05-${10 + i}T09:00:00Z`;
    await tx.query('INSERT INTO seller_profile_user (seller_profile_id, user_id, created_at, updated_at) VALUES ($1, $2, $3, $3)', [
      shop.id,
      BUYER,
      at,
    ]);
  }

  const wished = [ids[2], ids[5], ids[10]].filter((id): id is number => id !== undefined);
  for (const [i, id] of wished.entries()) {
    const at = `2025-05-${20 + i}T12:00:00Z`;
    await tx.query('INSERT INTO wishlists (user_id, product_id, created_at, updated_at) VALUES ($1, $2, $3, $3)', [BUYER, id, at]);
  }

  // One row per product: its last viewer (productView deletes the others).
  const viewers = [BUYER, users.has(WALLET) ? WALLET : BUYER];
  const viewed = [ids[0], ids[1], ids[3], ids[6], ids[8]].filter((id): id is number => id !== undefined);
  for (const [i, id] of viewed.entries()) {
    await tx.query('INSERT INTO product_views (user_id, product_id, viewed_at) VALUES ($1, $2, $3)', [
      viewers[i % 2],
      id,
      `2025-05-${25 + i}T15:00:00Z`,
    ]);
  }
}
