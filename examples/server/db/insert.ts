/** Batch inserts: multi-row VALUES in chunks, so seeding thousands of rows takes a handful of round trips. */
import type { Queryable } from './types';

function toParam(v: unknown): unknown {
  if (Array.isArray(v)) return `{${v.map((x) => String(x)).join(',')}}`;
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v;
}

export async function insertRows<T extends object>(db: Queryable, table: string, rows: T[], columns?: string[]): Promise<void> {
  if (!rows.length) return;
  const cols = columns ?? Object.keys(rows[0]);
  const perChunk = Math.max(1, Math.floor(30000 / cols.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const ph = cols.map((c) => {
        params.push(toParam((row as Record<string, unknown>)[c]));
        return `$${params.length}`;
      });
      return `(${ph.join(',')})`;
    });
    await db.query(`INSERT INTO ${table} (${cols.join(',')}) VALUES ${tuples.join(',')}`, params);
  }
}

/** After inserting explicit ids, move the serial sequence past them. */
export async function syncSequence(db: Queryable, table: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`);
}
