/** Campaigns with their products, brands and shops (issue 11). */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedCampaigns(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
