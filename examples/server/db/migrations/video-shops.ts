import type { Migration } from '../schema';

/** Video shopping (issue 11). */
export const VIDEO_SHOPS_MIGRATION: Migration = {
  version: 17,
  name: 'video-shops',
  sql: `
SELECT 1;
`,
};
