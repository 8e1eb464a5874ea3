/** Blogs, categories, comments, replies and likes in the original's tables (issue 12): filled in by the issue-12 work. Deterministic. */
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';

export async function seedBlogs(_tx: Queryable, _ctx: AccountSeedContext): Promise<void> {}
