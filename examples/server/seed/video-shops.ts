/** Video shops and their sample videos (issue 11). */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedVideoShops(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
