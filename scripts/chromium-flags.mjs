/**
 * Chromium's flags for every browser this project drives: the browser tests
 * (test/e2e/playwright.config.ts) and the bench (scripts/bench/). No sandbox and no GPU (a
 * container), and none of Chromium's own background traffic, so only the widget's requests are
 * made and measured.
 */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The bench's: headless, and loopback only. Any other host fails to resolve at once, so nothing
 * outside this machine is fetched or waited for (the reference server is addressed as 127.0.0.1).
 */
export const BENCH_FLAGS = ['--headless', ...BROWSER_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
