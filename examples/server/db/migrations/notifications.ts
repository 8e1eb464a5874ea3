import type { Migration } from '../schema';

/**
 * Accounts: the notifications table as the original's migration
 * (2022_03_14_162023_create_notifications_table) has it. `status` is the string "seen"/"unseen"
 * (default "unseen"), not an int, and the row has `updated_at`. `message_type` is ours: the live
 * push payload needs it, the wire answer leaves it out. Lists are ordered as Eloquent's latest().
 */
export const NOTIFICATION_MIGRATION: Migration = {
  version: 8,
  name: 'accounts-notifications',
  sql: `
ALTER TABLE notifications ALTER COLUMN status DROP DEFAULT;
ALTER TABLE notifications ALTER COLUMN status TYPE text USING (CASE WHEN status = 1 THEN 'seen' ELSE 'unseen' END);
ALTER TABLE notifications ALTER COLUMN status SET DEFAULT 'unseen';
ALTER TABLE notifications ADD CONSTRAINT notifications_status_check CHECK (status IN ('seen', 'unseen'));
ALTER TABLE notifications ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE notifications SET updated_at = created_at;
DROP INDEX IF EXISTS notifications_user_idx;
CREATE INDEX notifications_user_idx ON notifications(user_id, created_at DESC, id DESC);
`,
};
