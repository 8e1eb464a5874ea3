import type { Migration } from '../schema';

/** Checkout: pickup hubs and what confirm-order needs (commerce.md §5). Owned by the checkout work. */
export const CHECKOUT_MIGRATION: Migration = {
  version: 11,
  name: 'checkout',
  sql: `SELECT 1;`,
};
