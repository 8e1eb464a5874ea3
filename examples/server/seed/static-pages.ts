/** Static pages in the original's shape and the contact page (id 7) (issue 12): filled in by the issue-12 work. Deterministic. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedStaticPages(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
