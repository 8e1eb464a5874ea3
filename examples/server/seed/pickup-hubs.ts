/** Pickup hubs (the checkout work). Runs inside the seed transaction, after the account seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedPickupHubs(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
