/**
 * The bench's Chromium flags: the browser tests' own (test/e2e/playwright.config.ts), headless.
 * Loopback only: any other host fails to resolve at once, so nothing outside this machine is
 * fetched or waited for (the reference server is addressed as 127.0.0.1).
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
