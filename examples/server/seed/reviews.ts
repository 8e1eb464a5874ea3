/** Reviews with images, replies and likes (issue 11). */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedReviews(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
