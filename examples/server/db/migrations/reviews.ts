import type { Migration } from '../schema';

/** Review replies and likes (issue 11). */
export const REVIEWS_MIGRATION: Migration = {
  version: 18,
  name: 'reviews',
  sql: `
SELECT 1;
`,
};
