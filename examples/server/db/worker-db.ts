/**
 * PGlite in a worker thread, behind the same Db interface. Used by the jest suite:
 * PGlite's Node build loads its own modules with dynamic import(), which jest's module
 * sandbox refuses without --experimental-vm-modules; a worker thread runs plain Node.
 * Queries are serialised around transactions, like PGlite's own transaction lock.
 * A database can start from a dump of another (PGlite's loadDataDir): the test helpers seed once per
 * product count and load that copy for every other test server, far quicker than initdb and a seed.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { findRepoRoot } from '../config';
import type { Db, Queryable } from './types';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite, types } = await import(workerData.pglite);
  const parsers = { [types.NUMERIC]: (v) => Number(v), [types.INT8]: (v) => Number(v) };
  const fs = require('node:fs');
  if (workerData.dir) fs.mkdirSync(workerData.dir, { recursive: true });
  const options = { parsers };
  if (workerData.loadFrom) options.loadDataDir = new Blob([fs.readFileSync(workerData.loadFrom)]);
  const db = workerData.dir ? new PGlite(workerData.dir, options) : new PGlite(options);
  await db.waitReady;
  parentPort.on('message', async ({ id, op, sql, params }) => {
    try {
      let result = null;
      if (op === 'query') result = { rows: (await db.query(sql, params)).rows };
      else if (op === 'exec') await db.exec(sql);
      else if (op === 'close') await db.close();
      else if (op === 'dump') {
        // Written aside and renamed, so a reader never sees half a file.
        const file = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
        const partial = sql + '.' + process.pid + '-' + id + '.part';
        fs.writeFileSync(partial, file);
        fs.renameSync(partial, sql);
      }
      parentPort.postMessage({ id, ok: true, result });
    } catch (e) {
      parentPort.postMessage({ id, ok: false, error: { message: String(e && e.message || e), code: e && e.code, detail: e && e.detail } });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((e) => parentPort.postMessage({ fatal: String(e && e.stack || e) }));
`;

interface Reply {
  id: number;
  ok: boolean;
  result: unknown;
  error?: { message: string; code?: string; detail?: string };
}

export interface WorkerDb extends Db {
  /** Writes the whole database to `file` (a tarball PGlite's loadDataDir reads back). */
  dumpTo(file: string): Promise<void>;
}

/** `loadFrom`: a file written by dumpTo, the database's starting contents. */
export async function openWorkerDb(dir?: string, options: { loadFrom?: string } = {}): Promise<WorkerDb> {
  const req = createRequire(join(findRepoRoot(process.cwd()), 'package.json'));
  const pglite = pathToFileURL(req.resolve('@electric-sql/pglite')).href;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { dir: dir ?? null, pglite, loadFrom: options.loadFrom ?? null } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;

  await new Promise<void>((resolve, reject) => {
    const onMessage = (m: { ready?: boolean; fatal?: string }) => {
      if (m.ready) {
        worker.off('message', onMessage);
        resolve();
      }
      if (m.fatal) {
        worker.off('message', onMessage);
        reject(new Error(m.fatal));
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on('message', (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.ok) p.resolve(m.result);
    else p.reject(Object.assign(new Error(m.error?.message ?? 'query failed'), { code: m.error?.code, detail: m.error?.detail }));
  });

  const send = (op: string, sql?: string, params?: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params });
    });

  // While a transaction runs, other queries wait for it (PGlite does the same).
  let gate: Promise<void> = Promise.resolve();
  const direct: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => (await send('query', sql, params ?? [])) as { rows: T[] },
    exec: (sql: string) => send('exec', sql),
  };

  return {
    async query<T>(sql: string, params?: unknown[]) {
      await gate;
      return direct.query<T>(sql, params);
    },
    async exec(sql: string) {
      await gate;
      return direct.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const previous = gate;
      let release!: () => void;
      gate = new Promise<void>((r) => {
        release = r;
      });
      await previous;
      try {
        await direct.exec('BEGIN');
        try {
          const result = await fn(direct);
          await direct.exec('COMMIT');
          return result;
        } catch (e) {
          await direct.exec('ROLLBACK');
          throw e;
        }
      } finally {
        release();
      }
    },
    async dumpTo(file: string) {
      await gate;
      await send('dump', file);
    },
    async close() {
      await gate;
      await send('close');
      await worker.terminate();
    },
  };
}
