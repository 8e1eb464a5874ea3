// Builds the widget when dist/ is missing or older than its sources. Shared by `npm start` and
// `npm run bench`, so neither serves or measures yesterday's bundle. A build takes minutes on a
// small machine, so it says what it is doing and how long it has been at it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['dist/loader.js', 'dist/app/manifest.json'];
const SOURCES = ['src', 'loader', 'rollup.config.mjs', 'scripts/rollup', 'package-lock.json'];
// Measured on 2 cores: 27 s on an idle machine, about 2 min while tests run beside it.
const TYPICAL = '30 s to 2 min';
const TICK_MS = 15_000;

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** Resolves once dist/ is current; rejects when the build fails. Paths are relative to `root`. */
export async function ensureBuild(root, log) {
  const at = (path) => join(root, path);
  const built = OUTPUTS.every((file) => existsSync(at(file)));
  const stale = built && Math.max(...SOURCES.map((s) => newest(at(s)))) > Math.min(...OUTPUTS.map((file) => statSync(at(file)).mtimeMs));
  if (built && !stale) return;
  const why = built ? 'sources changed since the last build' : 'first start, no build yet';
  log(`building the widget (${why}; usually ${TYPICAL})…`);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const ticker = setInterval(() => log(`still building the widget… ${seconds()} s`), TICK_MS);
  const result = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (status, signal) => resolve({ status, signal }));
    child.on('error', (error) => resolve({ status: null, signal: error.message }));
  }).finally(() => clearInterval(ticker));
  if (result.status !== 0) throw new Error(`the build failed (rollup exit ${result.status ?? result.signal})`);
  log(`widget built in ${seconds()} s`);
}
