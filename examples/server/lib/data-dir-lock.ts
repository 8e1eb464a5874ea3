/**
 * One server per data directory. PGlite keeps the database in files that a second process would
 * open as well and corrupt (it aborts with a WASM stack trace). The first server writes its pid
 * to `${dataDir}/server.pid` (created exclusively); a second one reads it and stops with a
 * sentence. A pid file left by a process that has died is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.pid';

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data directory ${dataDir} is in use by process ${pid}. Stop that server, or set DATA_DIR to another directory.`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the directory for this process; returns the release function. Throws DataDirInUse. */
export function lockDataDir(dataDir: string, pid: number = process.pid): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return () => {
        if (readPid(file) === pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder !== null && holder !== pid && alive(holder)) throw new DataDirInUse(dataDir, holder);
      rmSync(file, { force: true }); // left behind by a server that died
    }
  }
  throw new Error(`Could not take ${file}.`);
}

function readPid(file: string): number | null {
  try {
    const n = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isFinite(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}
