/**
 * The slice of PGlite the server uses. A PGlite instance satisfies it directly; the
 * worker-thread wrapper (db/worker-db.ts, used by the jest suite) implements it too.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

export interface Db extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
