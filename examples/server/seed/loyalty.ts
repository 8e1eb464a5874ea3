/** Wallet recharges and rewards of the seeded shoppers (commerce.md §2.10, §2.11, §10). Runs after the order seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedLoyalty(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
