#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile, simulated throttling) three times on the home page, a
// category listing and a product page of the reference store, in Debian's Chromium. Prints the
// median performance and accessibility scores, LCP and TBT per page, and writes them to
// .data/bench.json. Not part of `npm test`: it takes minutes and its figures vary with the machine.
//
// It builds dist/ when missing or stale, starts its own reference server on a free port with a
// fresh data directory, and always stops the server, Chromium and deletes the data directory, also
// on failure or Ctrl-C.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './bench/ensure-build.mjs';
import { measure } from './bench/lighthouse-run.mjs';
import { samplePages, startReferenceServer } from './bench/reference-server.mjs';
import { formatTable, summarise } from './bench/table.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 3;
const OUTPUT = join(ROOT, '.data', 'bench.json');
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const log = (message) => console.log(`bench: ${message}`);

// Everything started is stopped in reverse order, once, whichever way the script ends.
const cleanups = [];
let cleaning;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`bench: clean-up step failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

let interrupted = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}: stopping the server and Chromium…`);
    await cleanUp();
    process.exit(code);
  });
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`no Chromium at ${CHROME_PATH}. Install it with: apt-get update && apt-get install -y chromium (or set CHROME_PATH).`);
  }
  // The user agent hides the minor version (156.0.0.0); the binary tells the real one.
  const browser = spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() || CHROME_PATH;
  ensureBuild(ROOT, log);

  log('starting the reference server (fresh data, 600 products)…');
  const started = Date.now();
  const server = await startReferenceServer(ROOT, (step) => cleanups.push(step));
  log(`server ready at ${server.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const pages = await samplePages(server.url);
  // Simulated throttling scales the CPU time it observes, so other work on the machine shows up as
  // TBT (and a lower performance score): say so when the figures cannot be trusted.
  const load = { average1m: Number(loadavg()[0].toFixed(1)), cores: availableParallelism() };
  if (load.average1m > load.cores)
    log(`note: load average ${load.average1m} on ${load.cores} cores; TBT and performance will read worse than on an idle machine`);

  // One run at a time: with two cores, parallel runs would measure each other.
  const rows = [];
  let environment;
  for (const page of pages) {
    const runs = [];
    for (let n = 1; n <= RUNS; n += 1) {
      const run = await measure(`${server.url}${page.path}`, CHROME_PATH, (step) => cleanups.push(step));
      environment ??= { lighthouse: run.lighthouseVersion, benchmarkIndex: run.benchmarkIndex };
      for (const warning of run.warnings) log(`  warning: ${warning}`);
      log(
        `${page.name} run ${n}/${RUNS}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`,
      );
      runs.push(run);
    }
    rows.push(summarise(page, runs));
  }

  console.log(`\nMedian of ${RUNS} Lighthouse ${environment.lighthouse} runs (mobile, simulated throttling) in ${browser}:\n`);
  console.log(formatTable(rows));
  mkdirSync(dirname(OUTPUT), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    settings: { formFactor: 'mobile', throttlingMethod: 'simulate', runsPerPage: RUNS, statistic: 'median of each column' },
    ...environment,
    browser,
    loadBefore: load,
    pages: rows,
  };
  writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n(written to ${relative(process.cwd(), OUTPUT)})`);
}

try {
  await main();
} catch (error) {
  if (!interrupted) {
    console.error(`bench: FAILED: ${error.message}`);
    process.exitCode = 1;
  }
} finally {
  if (!interrupted) await cleanUp();
}
