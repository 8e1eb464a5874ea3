/** Digital products with files and paid digital orders (the orders work). Runs inside the seed transaction, after the account seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedDigital(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
