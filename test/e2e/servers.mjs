#!/usr/bin/env node
// Starts the browser suite's reference servers side by side (Playwright starts its webServer
// entries one after another: four seeded databases took about 19 s that way) and, once every one
// answers, opens a readiness port for Playwright to poll. Ends them all when it is told to stop.
//
// E2E_SERVERS: JSON [{ name, env, url }] (playwright.config.ts builds it); E2E_READY_PORT: the readiness port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
const children = servers.map(({ name, env }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    env: { ...process.env, E2E_SERVERS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Prefixed, so a failing server's lines can be told apart.
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited early (${signal ?? `code ${code}`}); stopping the others`);
    stop(1);
  });
  return child;
});

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (!alive.length) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  // Each server forces its own exit after 5 s; do not outlive them by much.
  setTimeout(() => process.exit(code), 8_000).unref();
}
process.on('SIGTERM', () => stop());
process.on('SIGINT', () => stop());

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return response.status < 500;
  } catch {
    return false;
  }
}

const waiting = new Set(servers.map(({ url }) => url));
while (waiting.size && !stopping) {
  for (const url of [...waiting]) if (await answers(url)) waiting.delete(url);
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 200));
}
if (!stopping) createServer((_, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
