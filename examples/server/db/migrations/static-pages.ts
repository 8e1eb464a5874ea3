import type { Migration } from '../schema';

/** Static pages, the contact page and contact messages (issue 12): filled in by the issue-12 work. */
export const STATIC_PAGES_MIGRATION: Migration = {
  version: 21,
  name: 'static-pages',
  sql: `SELECT 1;`,
};
