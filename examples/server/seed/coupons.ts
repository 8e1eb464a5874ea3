/** Coupons: admin and seller coupons, current, expired and future (the cart work). Runs inside the seed transaction, after the account seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedCoupons(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
