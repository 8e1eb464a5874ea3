import type { Migration } from '../schema';

/** Blogs as the original stores them (issue 12): filled in by the issue-12 work. */
export const BLOG_CONTENT_MIGRATION: Migration = {
  version: 20,
  name: 'blog-content',
  sql: `SELECT 1;`,
};
