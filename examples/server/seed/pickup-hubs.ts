/** Pickup hubs (test/contract/account/country-list.json, test/contract/commerce/user-address-checkout.json). Runs inside the seed transaction, after the account seeds. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';
import { SEED_EPOCH } from './random';

/** Two active hubs; shoppers see them at checkout only while the `pickup_point` setting is on. */
const HUBS: Array<{ name: string; address: string; phone: string }> = [
  { name: 'Midtown Pickup Point', address: '200 West 34th Street, New York', phone: '+15550100201' },
  { name: 'Brooklyn Pickup Point', address: '85 Flatbush Avenue, Brooklyn', phone: '+15550100202' },
];

export async function seedPickupHubs(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  const when = new Date(SEED_EPOCH);
  for (const hub of HUBS) {
    await tx.query(
      `INSERT INTO pickup_hubs (user_id, phone, pick_up_status, name, address, created_at, updated_at) VALUES (NULL, $1, 1, $2, $3, $4, $4)`,
      [hub.phone, hub.name, hub.address, when],
    );
  }
}
