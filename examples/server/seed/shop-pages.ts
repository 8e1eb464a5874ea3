/** Seller shop pages (issue 11). */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedShopPages(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
