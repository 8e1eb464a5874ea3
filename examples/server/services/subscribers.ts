/** The newsletter's subscribers (table subscribers; routes/content.ts validates and answers). */
import type { Queryable } from '../db/types';

/** subscribers.email is a 50-character column: a longer address fails the insert. */
const EMAIL_COLUMN_LENGTH = 50;

/** unique:subscribers. MySQL's default collation compares case-insensitively, so does this. */
export async function isSubscribed(db: Queryable, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM subscribers WHERE lower(email) = lower($1)', [email])).rows.length > 0;
}

/** Stores the address; false when the insert fails (too long for the column, or already there). */
export async function addSubscriber(db: Queryable, email: string): Promise<boolean> {
  if (email.length > EMAIL_COLUMN_LENGTH) return false;
  return (await db.query('INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id', [email])).rows.length > 0;
}
