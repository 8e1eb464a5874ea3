// Builds the widget when dist/ is missing or older than its sources. Shared by `npm start` and
// `npm run bench`, so neither serves or measures yesterday's bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUTPUTS = ['dist/loader.js', 'dist/app/manifest.json'];
const SOURCES = ['src', 'loader', 'rollup.config.mjs', 'scripts/rollup', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** Returns once dist/ is current; throws when the build fails. Paths are relative to `root`. */
export function ensureBuild(root, log) {
  const at = (path) => join(root, path);
  const built = OUTPUTS.every((file) => existsSync(at(file)));
  const stale = built && Math.max(...SOURCES.map((s) => newest(at(s)))) > Math.min(...OUTPUTS.map((file) => statSync(at(file)).mtimeMs));
  if (built && !stale) return;
  log(built ? 'sources changed since the last build: building the widget…' : 'no build found: building the widget…');
  const result = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the build failed (rollup exit ${result.status ?? result.signal})`);
}
