/**
 * Opens the embedded PostgreSQL (PGlite), applies migrations and seeds an empty
 * database. A directory keeps the data across restarts; no directory = in memory.
 */
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { MIGRATIONS } from './schema';
import type { Db } from './types';
import { seedDatabase, type SeedOptions } from '../seed';

export type { Db, Queryable } from './types';

/** numeric and bigint columns arrive as JS numbers (money fits comfortably in a double here). */
export const PARSERS = {
  [types.NUMERIC]: (v: string) => Number(v),
  [types.INT8]: (v: string) => Number(v),
};

/** Opens PGlite in this thread: a directory keeps the data, no directory = in memory. */
export async function openDb(dir?: string): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const db = dir ? new PGlite(dir, { parsers: PARSERS }) : new PGlite({ parsers: PARSERS });
  await db.waitReady;
  return db as unknown as Db;
}

export async function migrate(db: Db): Promise<number[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.version);
  }
  return applied;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const r = await db.query<{ value: unknown }>("SELECT value FROM app_meta WHERE key = 'seeded'");
  return r.rows.length > 0;
}

export interface PrepareResult {
  migrated: number[];
  seeded: boolean;
}

/** Migrate, then seed when the database has never been seeded. */
export async function prepareDb(db: Db, seed: SeedOptions): Promise<PrepareResult> {
  const migrated = await migrate(db);
  if (await isSeeded(db)) return { migrated, seeded: false };
  await seedDatabase(db, seed);
  return { migrated, seeded: true };
}

/** Open + prepare in one go (used by main.ts and tests). */
export async function openPreparedDb(
  dir: string | undefined, seed: SeedOptions, open: (dir?: string) => Promise<Db> = openDb,
): Promise<{ db: Db } & PrepareResult> {
  const db = await open(dir);
  const result = await prepareDb(db, seed);
  return { db, ...result };
}
