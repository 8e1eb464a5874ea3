#!/usr/bin/env node
// `npm start`: build the widget when dist/ is missing or older than its sources, then serve the
// reference store (host page + API + embedded database + realtime) on http://127.0.0.1:8080.
// The first build takes about two minutes; the steps and the time spent are printed so a first
// start does not look stuck.
import { spawn } from 'node:child_process';
import { ensureBuild } from './bench/ensure-build.mjs';

const say = (message) => console.log(message[0].toUpperCase() + message.slice(1));

try {
  await ensureBuild(process.cwd(), say);
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}

say('starting the reference server…');
// DEV_TOOLS=auto: the development helpers (mailbox, wallet approvals…) come on only for a server that
// this machine alone can reach (examples/server/config.ts decides and the server says so).
const env = { DEV_TOOLS: 'auto', ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
