#!/usr/bin/env node
// `npm start`: build the widget when dist/ is missing or older than its sources, then serve the
// reference store (host page + API + embedded database + realtime) on http://127.0.0.1:8080.
import { spawn, spawnSync } from 'node:child_process';
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

const built = OUTPUTS.every((file) => existsSync(file));
const stale = built && Math.max(...SOURCES.map(newest)) > Math.min(...OUTPUTS.map((file) => statSync(file).mtimeMs));
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build: building the widget…' : 'No build found: building the widget…');
  const result = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
