/** The affiliate programme's demo data (issue 12): filled in by the issue-12 work. Deterministic. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedAffiliate(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
