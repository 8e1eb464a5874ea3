import type { Migration } from '../schema';

/**
 * A guest session's finished checkouts. get-invoices ends a guest's walk-in session (the original
 * forgets walk_in_id there), yet the same browser still opens that checkout's PDFs and tracks its
 * orders. Every guest order belongs to the one walk-in user, so "a walk-in order" proves nothing
 * about who asks: the session keeps the trx ids it checked out (newest first, a few) and a guest
 * reads only the walk-in orders of those and of its current walk-in trx (services/invoices.ts).
 */
export const GUEST_CHECKOUTS_MIGRATION: Migration = {
  version: 26,
  name: 'guest-checkouts',
  sql: `
ALTER TABLE sessions ADD COLUMN guest_checkouts jsonb NOT NULL DEFAULT '[]';
`,
};
