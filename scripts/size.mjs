#!/usr/bin/env node
// Prints gzip sizes of what matters to a shopper's first visit and fails (exit 1) when a budget
// is passed: the loader, everything the home route loads before its first render (entry chunk,
// its static imports and the home screen chunk, with the stylesheets compiled into them), and the
// largest other chunk. It also names what starts loading beside it at mount (the HTTP client).
// Realtime (laravel-echo, pusher-js), forms (formik, yup), the HTML sanitiser (dompurify) and axios
// (src/lib/http/lazy-client.ts) must stay out of the home load.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_SCREEN, chunkHolding, minifyCss, staticClosure } from './rollup/plugins.mjs';
import { baselineProblem, readBaseline, writeBaseline } from './size-baseline.mjs';

const DIST = 'dist';
const APP = join(DIST, 'app');
const KiB = 1024;
const BASELINE = 'scripts/size-baseline.json';
const updateBaseline = process.argv.includes('--update-baseline');
// The home budget was 162 KiB until the speed work took the home load to 130 KiB (the router in declarative
// mode, axios without its unused fetch adapter, the shell's below-the-fold and signed-in-only parts
// loaded after the first render). The loader grew from 2 to 3 KiB with its preload plan
// (loader/preload.ts: the chunk names it starts fetching beside the entry) and its early GETs
// (loader/early.ts: the language file and the first home sections), then to 4 KiB for the first
// data of a category or product page (src/app/first-screen.ts and the request builders it shares
// with the app), which moved those pages' largest paint 0.1–0.2 s earlier on a throttled phone, then
// to 4.5 KiB for the hint of the first screen's largest image read from that data (a category's
// largest paint over HTTP/1.1: 2.66 → 2.42 s, median of five; docs/performance.md).
const BUDGETS = { loader: 4.5 * KiB, home: 130 * KiB, otherChunk: 35 * KiB };
const KEPT_OUT_OF_HOME = [
  /node_modules\/axios\//,
  /node_modules\/laravel-echo\//,
  /node_modules\/pusher-js\//,
  /node_modules\/formik\//,
  /node_modules\/yup\//,
  /node_modules\/dompurify\//,
  // Lazily loaded features: their slices, sagas and screens arrive with their chunks (useFeature).
  /^src\/features\/product\/(?!product-texts\.ts$)/,
  /^src\/features\/catalog\/(listing-(slice|sagas|api|selectors|feature)\.ts|screens\/ListingScreen\.tsx|components\/(FilterSidebar|ProductListing)\.tsx)$/,
  // The catalogue's screens and the header's lazy parts (suggestions, language menu, mega menu).
  /^src\/features\/(brands|sellers|categories|seller-shop|campaigns|deals|video-shopping|reviews|search)\//,
  /^src\/features\/i18n\/(locale-|page-reload|components\/)/,
  /^src\/features\/shell\/(components\/CategoryMegaMenu|category-menu\.css)/,
  /^src\/lib\/paging\//,
  /^src\/components\/(LoadMore|Countdown)/,
  // Blogs, static pages, contact and the affiliate programme.
  /^src\/features\/(blogs|static-page|contact|affiliate)\//,
  // Other screens' and lazy parts' stylesheets arrive with their own chunks.
  /^src\/features\/catalog\/listing\.css$/,
  /^src\/features\/product\/product\.css$/,
  /^src\/features\/shell\/(newsletter-popup|colour-switcher)\.css$/,
  /^src\/lib\/notices\/notices\.css$/,
];

if (!existsSync(join(APP, 'manifest.json'))) {
  console.error('size: dist/app/manifest.json is missing; run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(APP, 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

const homeChunk = chunkHolding(manifest.chunks, HOME_SCREEN);
if (!homeChunk) {
  console.error(`size: no chunk is built from ${HOME_SCREEN}; is the home route still lazy?`);
  process.exit(1);
}
// A chunk plus everything it imports statically: what the browser fetches before running it.
const homeSet = staticClosure(manifest.chunks, homeChunk, staticClosure(manifest.chunks, manifest.entry));
const homeJs = [...homeSet].reduce((sum, name) => sum + gz(join(APP, name)), 0);
// Stylesheets are compiled into the chunk that imports them (scripts/rollup/plugins.mjs), so the
// home load's CSS is that of the CSS modules in its chunks: already inside homeJs, shown apart.
const cssIn = (names) => [...new Set([...names].flatMap((name) => manifest.chunks[name].modules.filter((m) => m.endsWith('.css'))))].sort();
const homeCssModules = cssIn(homeSet);
const homeCss = homeCssModules.length
  ? gzipSync(homeCssModules.map((m) => minifyCss(readFileSync(m, 'utf8'), m)).join(''), { level: 9 }).length
  : 0;
const loader = gz(join(DIST, 'loader.js'));
const others = Object.keys(manifest.chunks)
  .filter((name) => !homeSet.has(name))
  .map((name) => ({ name, size: gz(join(APP, name)) }))
  .sort((a, b) => b.size - a.size);
const largest = others[0] ?? { name: '(none)', size: 0 };

const problems = [];
const leaked = [...homeSet].flatMap((name) =>
  manifest.chunks[name].modules.filter((m) => KEPT_OUT_OF_HOME.some((re) => re.test(m))).map((m) => `${m} (in ${name})`),
);
if (leaked.length)
  problems.push(`home load contains modules that must load lazily:\n    ${[...new Set(leaked)].slice(0, 10).join('\n    ')}`);

const rows = [
  ['loader (dist/loader.js)', loader, BUDGETS.loader],
  [`home route: ${homeSet.size} JS chunks (CSS inside)`, homeJs, BUDGETS.home],
  [`largest other chunk: ${largest.name}`, largest.size, BUDGETS.otherChunk],
];
console.log('Bundle sizes (gzip -9)');
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) problems.push(`${label} is ${kib(size)}, over its ${kib(budget)} budget`);
  console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(58)} ${kib(size).padStart(10)}  / ${kib(budget)}`);
}
console.log(`       (of which CSS ≈ ${kib(homeCss)}: ${homeCssModules.join(', ')})`);
// Not needed to render, but requested at mount beside the home chunk: shown so the figure stays honest.
const atMount = others.filter(({ name }) => manifest.chunks[name].modules.some((m) => m === 'src/lib/http/client.ts'));
for (const { name, size } of atMount) console.log(`       + started at mount, beside it: ${name} (the HTTP client, axios) ${kib(size)}`);
console.log('  Other chunks:');
for (const { name, size } of others.slice(0, 8)) console.log(`       ${name.padEnd(58)} ${kib(size).padStart(10)}`);

if (updateBaseline) {
  writeBaseline(BASELINE, homeJs);
  console.log(`\nRecorded the home load's baseline: ${homeJs} bytes (${kib(homeJs)}) in ${BASELINE}.`);
} else {
  const baseline = readBaseline(BASELINE);
  const problem = baselineProblem(homeJs, baseline);
  if (problem) problems.push(problem);
  else
    console.log(
      `       home load vs baseline: ${homeJs - baseline.homeBytes >= 0 ? '+' : ''}${homeJs - baseline.homeBytes} bytes (${homeJs} / ${baseline.homeBytes} recorded)`,
    );
}

if (problems.length) {
  console.error(`\nsize: ${problems.length} budget problem(s):\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
