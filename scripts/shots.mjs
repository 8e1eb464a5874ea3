#!/usr/bin/env node
// `npm run shots`: full-page screenshots of 15 key screens at 1280 and 390 px, in English and
// Arabic, with data on screen, and an index.html gallery laying them out side by side. For
// comparing the look of the store before and after a change (docs/shots/README.md).
//
//   npm run shots                         all 60 shots as PNG into .data/shots/
//   npm run shots -- --only cart,wallet   some screens (the gallery still shows what the folder holds)
//   npm run shots -- --width 390 --lang ar --format webp --quality 70 --out docs/shots/gallery/after
//
// It needs dist/ (it builds it when missing; after source changes run `npm run build` first). It
// starts its own reference server on a free port with a fresh data directory (so every run shows
// the same data), signs in as the demo customer, fills a cart and a wishlist,
// and always stops the server and Chromium, also on failure or Ctrl-C. A screen that fails is
// reported and the others are still taken; the exit code is then 1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startReferenceServer } from './bench/reference-server.mjs';
import { BROWSER_FLAGS } from './chromium-flags.mjs';
import { shotWriter } from './shots/encode.mjs';
import { galleryHtml, parseArgs, planShots, USAGE } from './shots/plan.mjs';
import { frozenNow, openContext, pickSamples, prepareCustomer, SCREEN_VISITS, settle, signIn, useLanguage } from './shots/screens.mjs';
import { createCleanups } from './lib-cleanups.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const log = (message) => console.log(`shots: ${message}`);

const { cleanups, cleanUp } = createCleanups('shots');

/** The commit the shots show (and whether the tree had changes), for the gallery's note. */
function commitOf() {
  const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD');
  if (!commit) return 'an unknown commit';
  return git('status', '--porcelain', '--untracked-files=no') ? `commit ${commit} with uncommitted changes` : `commit ${commit}`;
}

function ensureBuilt() {
  if (existsSync(join(ROOT, 'dist/loader.js')) && existsSync(join(ROOT, 'dist/app/manifest.json'))) return;
  log('no dist/: building the widget (npm run build)…');
  const result = spawnSync(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`the build failed (rollup exit ${result.status ?? result.signal}); fix it or run \`npm run build\``);
}

async function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`shots: ${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  const started = Date.now();
  const out = resolve(ROOT, options.out);
  mkdirSync(out, { recursive: true });
  const shots = planShots(options);
  ensureBuilt();

  log('starting a reference server (fresh data, 600 products)…');
  const server = await startReferenceServer(ROOT, (step) => cleanups.push(step));
  log(`server ready at ${server.url}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...BROWSER_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--font-render-hinting=none'],
  });
  cleanups.push(() => browser.close());

  const now = frozenNow();
  const setup = await openContext(browser, server.url, now);
  const samples = await pickSamples(setup.request);
  const needsCustomer = shots.some((shot) => SCREEN_VISITS[shot.screen].signedIn);
  if (needsCustomer) {
    log('preparing the demo customer: a cart with lines from two or more sellers, a wishlist…');
    await signIn(setup);
    await prepareCustomer(setup.request, samples);
  }
  await setup.close();

  // One browser context per language and account, made when first needed.
  const contexts = new Map();
  const contextFor = async (lang, signedIn) => {
    const key = `${lang}-${signedIn}`;
    if (!contexts.has(key)) {
      const context = await openContext(browser, server.url, now);
      if (signedIn) await signIn(context);
      await useLanguage(context, lang);
      contexts.set(key, { context, page: await context.newPage() });
    }
    return contexts.get(key).page;
  };

  const save = shotWriter(browser, options);
  const failures = new Map();
  for (const [n, shot] of shots.entries()) {
    const visit = SCREEN_VISITS[shot.screen];
    const label = `${shot.file} (${n + 1}/${shots.length})`;
    const shotStarted = Date.now();
    try {
      const page = await contextFor(shot.lang, visit.signedIn);
      await page.setViewportSize(shot.viewport);
      await page.goto(visit.path(samples));
      const expectedDir = shot.lang === 'ar' ? 'rtl' : 'ltr';
      await page.locator(`.sf-root[dir="${expectedDir}"]`).waitFor({ timeout: 20_000 });
      if (visit.ready) await visit.ready(page);
      await settle(page);
      await save(page, join(out, shot.file));
      log(`${label} in ${((Date.now() - shotStarted) / 1000).toFixed(1)} s`);
    } catch (error) {
      const reason = error.message.split('\n')[0];
      failures.set(shot.file, reason);
      console.error(`shots: FAILED ${label}: ${reason}`);
    }
  }

  const gallery = join(out, 'index.html');
  writeFileSync(
    gallery,
    galleryHtml({
      format: options.format,
      present: (file) => existsSync(join(out, file)),
      failures,
      note: `${commitOf()}, captured with npm run shots against the reference server's demo data; the browser's clock frozen at ${now.toISOString()}.`,
    }),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`${shots.length - failures.size} of ${shots.length} shots in ${seconds} s; gallery: ${relative(process.cwd(), gallery) || gallery}`);
  if (failures.size) {
    console.error(`shots: ${failures.size} shot(s) failed: ${[...failures.keys()].join(', ')} (the others were written)`);
    return 1;
  }
  return 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(`shots: ${error.stack ?? error.message}`);
    await cleanUp();
    process.exit(1);
  });
