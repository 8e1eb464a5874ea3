#!/usr/bin/env node
// `npm test`: typecheck → lint → format check → jest (app, loader, reference server) → build → bundle budgets →
// browser suite in Chromium. Stops at the first failing step; ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const node = process.execPath;
mkdirSync('.data', { recursive: true });
const JEST_JSON = resolve('.data/jest-results.json');
const E2E_JSON = resolve('.data/e2e-results.json');
rmSync(JEST_JSON, { force: true });
rmSync(E2E_JSON, { force: true });

const steps = [
  ['typecheck', [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']],
  ['lint (eslint)', [node, 'node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']],
  ['format (prettier --check)', [node, 'node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']],
  ['unit tests (jest)', [node, 'node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${JEST_JSON}`]],
  ['build', [node, 'node_modules/rollup/dist/bin/rollup', '-c', '--silent']],
  ['bundle budgets', [node, 'scripts/size.mjs']],
  ['browser tests (Playwright + Chromium)', [node, 'test/e2e/run.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_JSON }],
];

const timings = [];
let failed = null;
for (const [name, [command, ...args], env = {}] of steps) {
  console.log(`\n── ${name} ${'─'.repeat(Math.max(0, 70 - name.length))}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push([name, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

function counts() {
  let passed = 0;
  let failedTests = 0;
  if (existsSync(JEST_JSON)) {
    const jest = JSON.parse(readFileSync(JEST_JSON, 'utf8'));
    passed += jest.numPassedTests;
    failedTests += jest.numFailedTests;
  }
  if (existsSync(E2E_JSON)) {
    const e2e = JSON.parse(readFileSync(E2E_JSON, 'utf8'));
    passed += e2e.stats.expected;
    failedTests += e2e.stats.unexpected;
  }
  return { passed, failedTests };
}

console.log('\n── summary ' + '─'.repeat(64));
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(42)} ${seconds.toFixed(1).padStart(7)} s`);
if (failed) console.log(`  FAILED at: ${failed}`);
const { passed, failedTests } = counts();
console.log(`tests: ${passed} passed, ${failedTests + (failed && failedTests === 0 ? 1 : 0)} failed`);
process.exit(failed ? 1 : 0);
