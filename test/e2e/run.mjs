#!/usr/bin/env node
// Runs the browser suite when Chromium is available. Without it: a loud notice, and with
// CI=true a failure (CI must never pass by skipping the browser tests).
import { existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ci = process.env.CI === 'true' || process.env.CI === '1';
if (!existsSync(chromium)) {
  const bar = '!'.repeat(78);
  console.error(
    `\n${bar}\n  BROWSER TESTS NOT RUN: no Chromium at ${chromium}.\n  Install it with: apt-get update && apt-get install -y chromium\n  (or set CHROMIUM_PATH).${ci ? '\n  CI=true: failing instead of skipping.' : ''}\n${bar}\n`,
  );
  process.exit(ci ? 1 : 0);
}
if (!existsSync('dist/loader.js')) {
  console.error('e2e: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}
const dataDir = `.data/e2e-${process.pid}`;
const started = Date.now();
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', '-c', 'test/e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
  },
);
// The public-channel, host-quirks and reCAPTCHA servers (playwright.config.ts) keep their data next to the main one.
for (const dir of [dataDir, `${dataDir}-public`, `${dataDir}-quirks`, `${dataDir}-recaptcha`])
  rmSync(dir, { recursive: true, force: true });
console.log(`e2e: finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(result.status ?? 1);
