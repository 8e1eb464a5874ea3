#!/usr/bin/env node
// `npm test`: typecheck, lint, format check and the build side by side → jest (app, loader, reference
// server) → bundle budgets → browser suite in Chromium. Stops after the first stage with a failing step
// (printing every failing step's output); ends with the timings, the slowest test files and one summary line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative, resolve } from 'node:path';

const node = process.execPath;
mkdirSync('.data', { recursive: true });
const JEST_JSON = resolve('.data/jest-results.json');
const E2E_JSON = resolve('.data/e2e-results.json');
rmSync(JEST_JSON, { force: true });
rmSync(E2E_JSON, { force: true });

// jest's default is one worker fewer than the cores: on a 2-core CI runner that is one, fully serial.
// Its workers mostly wait on PGlite threads, msw and timers, so every core gets one.
const jestWorkers = String(Math.max(2, availableParallelism() - 1));

/**
 * Stages run one after another; the steps of a stage run at the same time (they are independent,
 * single-threaded, and each mostly waits on one core). A step's output is printed when it ends,
 * whole, so parallel steps never interleave; steps of a stage of one stream straight through.
 */
const stages = [
  [
    ['typecheck', [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']],
    ['lint (eslint)', [node, 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
    ['format (prettier --check)', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
    ['build', [node, 'node_modules/rollup/dist/bin/rollup', '-c', '--silent']],
  ],
  [
    [
      'unit tests (jest)',
      [node, 'node_modules/jest/bin/jest.js', '--ci', `--maxWorkers=${jestWorkers}`, '--json', `--outputFile=${JEST_JSON}`],
    ],
  ],
  [['bundle budgets', [node, 'scripts/size.mjs']]],
  [['browser tests (Playwright + Chromium)', [node, 'test/e2e/run.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_JSON }]],
];

const rule = (name) => `\n── ${name} ${'─'.repeat(Math.max(0, 70 - name.length))}`;

/** Runs one step; resolves with its exit status, time and (when captured) output. */
function run([name, [command, ...args], env = {}], capture) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const chunks = [];
    if (capture) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    const finish = (status) => done({ name, status, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks).toString() });
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const timings = [];
const failed = [];
for (const stage of stages) {
  const capture = stage.length > 1;
  if (capture) console.log(rule(stage.map(([name]) => name).join(' | ')) + '\n(running side by side; each output follows when it ends)');
  else console.log(rule(stage[0][0]));
  const results = await Promise.all(
    stage.map((step) =>
      run(step, capture).then((result) => {
        if (capture) {
          console.log(rule(`${result.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`));
          if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
        }
        return result;
      }),
    ),
  );
  for (const result of results) {
    timings.push([result.name, result.seconds]);
    if (result.status !== 0) failed.push(result);
  }
  if (failed.length) break;
}

// Each failing step's output again, last, so it is the first thing a reader of the log sees.
for (const result of failed.filter((r) => r.output.trim())) {
  console.log(rule(`FAILED: ${result.name}`));
  process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const jest = readJson(JEST_JSON);
const e2e = readJson(E2E_JSON);

/** Seconds per test file: jest's per-file wall time; Playwright's tests' durations summed per spec file. */
function slowestFiles(limit) {
  const files = [];
  for (const result of jest?.testResults ?? [])
    files.push(['jest', relative(process.cwd(), result.name), (result.endTime - result.startTime) / 1000]);
  const perSpec = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const r of test.results ?? []) perSpec.set(here, (perSpec.get(here) ?? 0) + (r.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  for (const [file, seconds] of perSpec) files.push(['browser', `test/e2e/${file}`, seconds]);
  return files.sort((a, b) => b[2] - a[2]).slice(0, limit);
}

console.log('\n── summary ' + '─'.repeat(64));
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(42)} ${seconds.toFixed(1).padStart(7)} s`);
const slowest = slowestFiles(10);
if (slowest.length) {
  console.log('  slowest test files:');
  for (const [kind, file, seconds] of slowest) console.log(`    ${seconds.toFixed(1).padStart(7)} s  ${kind.padEnd(8)} ${file}`);
}
if (failed.length) console.log(`  FAILED at: ${failed.map((r) => r.name).join(', ')}`);
let passed = 0;
let failedTests = 0;
if (jest) {
  passed += jest.numPassedTests;
  failedTests += jest.numFailedTests;
}
if (e2e) {
  passed += e2e.stats.expected;
  failedTests += e2e.stats.unexpected;
}
console.log(`tests: ${passed} passed, ${failedTests + (failed.length && failedTests === 0 ? 1 : 0)} failed`);
process.exit(failed.length ? 1 : 0);
