/** Offline payment methods and wallet history (the payment work). Runs inside the seed transaction, after the account seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedPayments(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
