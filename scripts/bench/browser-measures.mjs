// Measures taken in Chromium through Playwright (not Lighthouse): how soon a listing's first card
// shows, how fast the listing API answers, and whether in-app navigation leaks memory or DOM nodes.
import { chromium } from '@playwright/test';
import { BENCH_FLAGS } from '../chromium-flags.mjs';
import { codeBytes, takeHeapSnapshot } from './heap-snapshot.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function withBrowser(chromePath, onCleanup, work) {
  const browser = await chromium.launch({ executablePath: chromePath, args: BENCH_FLAGS });
  onCleanup(() => browser.close());
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Milliseconds from navigation start until the listing's first product card is in the page,
 * median of `runs` fresh page loads (each in a new context: no cache), after one warm-up.
 */
export async function firstCardMs(browser, url, runs = 5) {
  const times = [];
  for (let n = 0; n <= runs; n += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    // Playwright's CSS engine reaches into the widget's open shadow root.
    await page.locator('.sf-card').first().waitFor({ timeout: 60_000 });
    const ms = await page.evaluate(() => performance.now());
    if (n > 0) times.push(ms);
    await context.close();
  }
  return Math.round(median(times));
}

/**
 * The listing API's answer time on each of `urls` (one per server): median of `runs` requests
 * each, after `warmups` each. The servers take turns, request by request, so a machine that is
 * busier for a moment, or a server that has already answered hundreds of requests (the one the
 * memory part used) while the other has just started, weighs on both alike.
 */
export async function apiMsEach(urls, runs = 15, warmups = 5) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const times = urls.map(() => []);
  for (let n = 0; n < runs + warmups; n += 1) {
    for (const [at, url] of urls.entries()) {
      const started = performance.now();
      const answer = await fetch(url, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
      if (n >= warmups) times[at].push(performance.now() - started);
    }
  }
  return times.map((list) => Math.round(median(list) * 10) / 10);
}

/**
 * `changes` in-app route changes (history + popstate, as the router's own links do, no reload)
 * through `paths`; JS heap (after a forced garbage collection), the part of it that is V8's compiled
 * code, and DOM nodes, after the first 10 and after all of them.
 *
 * The page opens on `paths[0]` and waits out the shell's one-time set-up (10 s after mount: recently
 * viewed products, the currency check, the newsletter pop-up) before the first change. Otherwise the
 * set-up lands between the two samples, and when the route happens to be home at that moment the
 * pop-up opens and stays: 60 DOM nodes that say nothing about navigation (home is one route in five).
 */
export async function navigationMemory(browser, origin, paths, changes = 200, setupMs = 10_500) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}${paths[0]}`);
  await page.locator('.sf-root main h1').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(setupMs);
  const sample = async () => {
    await page.waitForLoadState('networkidle');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    return { heapBytes: usedSize, codeBytes: codeBytes(await takeHeapSnapshot(cdp)), domNodes: nodes };
  };
  let afterTen;
  for (let n = 1; n <= changes; n += 1) {
    const path = paths[n % paths.length];
    // Runs in the page (a string, so this Node module names no browser globals).
    await page.evaluate(`history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: {} }))`);
    await page.locator('.sf-root main h1').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(50);
    if (n === 10) afterTen = await sample();
  }
  // Back where the tenth change was, so both samples show the same screen.
  const afterAll = await sample();
  await context.close();
  const ratio = (after, before) => Math.round((after / before) * 100) / 100;
  return {
    afterTen,
    afterAll,
    heapRatio: ratio(afterAll.heapBytes, afterTen.heapBytes),
    withoutCodeRatio: ratio(afterAll.heapBytes - afterAll.codeBytes, afterTen.heapBytes - afterTen.codeBytes),
  };
}
