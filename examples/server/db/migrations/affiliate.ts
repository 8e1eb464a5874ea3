import type { Migration } from '../schema';

/** The affiliate programme (issue 12): filled in by the issue-12 work. */
export const AFFILIATE_MIGRATION: Migration = {
  version: 22,
  name: 'affiliate',
  sql: `SELECT 1;`,
};
