/** Two servers on one data directory: the second one stops with a sentence, before PGlite can abort. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirInUse, LOCK_FILE, lockDataDir } from '../../examples/server/lib/data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a second server on a directory held by a live process exits saying "in use by process N"', () => {
  // The test runner's parent is alive for as long as this test runs.
  writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
  const second = spawnSync(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dir, PORT: '0', DEV_TOOLS: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`is in use by process ${process.ppid}`);
  expect(second.stderr).not.toMatch(/RuntimeError|wasm/i);
  expect(existsSync(join(dir, 'db'))).toBe(false);
});

test('the lock is taken once, released by its holder, and taken over from a process that has died', () => {
  const release = lockDataDir(dir, process.pid);
  expect(() => lockDataDir(dir, process.ppid)).toThrow(DataDirInUse);
  release();
  expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

  const dead = 2 ** 22 + 12345; // above Linux's pid_max default
  writeFileSync(join(dir, LOCK_FILE), `${dead}\n`);
  const mine = lockDataDir(dir, process.pid);
  expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  mine();
});
