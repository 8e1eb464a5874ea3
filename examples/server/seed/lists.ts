/** Followed shops and wishlist rows of the seeded shoppers (commerce.md §8). Runs after the account seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedLists(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
