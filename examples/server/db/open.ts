/**
 * Opens the embedded PostgreSQL (PGlite), applies migrations and seeds an empty
 * database. A directory keeps the data across restarts; no directory = in memory.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { MIGRATIONS } from './schema';
import type { Db } from './types';
import { SEED_FORMAT, seedDatabase, type SeedOptions } from '../seed';

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
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
  );
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
  /** Where a data directory seeded by an older version was moved, when that happened. */
  setAside?: string;
}

/** The seed format a database was made with: null when never seeded, 1 for data from before formats. */
async function seedFormat(db: Db): Promise<number | null> {
  const table = await db.query<{ name: string | null }>("SELECT to_regclass('app_meta')::text AS name");
  if (!table.rows[0]?.name) return null;
  const r = await db.query<{ value: { format?: number } }>("SELECT value FROM app_meta WHERE key = 'seeded'");
  return r.rows.length ? Number(r.rows[0].value?.format ?? 1) : null;
}

/** Migrate, then seed when the database has never been seeded. */
export async function prepareDb(db: Db, seed: SeedOptions): Promise<PrepareResult> {
  const migrated = await migrate(db);
  if (await isSeeded(db)) return { migrated, seeded: false };
  await seedDatabase(db, seed);
  return { migrated, seeded: true };
}

/**
 * Open + prepare in one go (used by main.ts and tests). Demo data seeded by an older version of
 * this server no longer matches the original's shapes: rather than serve a broken store or delete
 * anyone's data, the old directory is renamed and a fresh one seeded.
 */
export async function openPreparedDb(
  dir: string | undefined,
  seed: SeedOptions,
  open: (dir?: string) => Promise<Db> = openDb,
): Promise<{ db: Db } & PrepareResult> {
  let db = await open(dir);
  let setAside: string | undefined;
  const format = await seedFormat(db);
  if (dir && existsSync(dir) && format !== null && format < SEED_FORMAT) {
    await db.close();
    setAside = `${dir}-format${format}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, setAside);
    db = await open(dir);
  }
  const result = await prepareDb(db, seed);
  return { db, ...result, ...(setAside ? { setAside } : {}) };
}
