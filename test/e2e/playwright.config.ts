import { defineConfig } from '@playwright/test';
import { BROWSER_FLAGS } from '../../scripts/chromium-flags.mjs';

/**
 * Browser tests: Debian's Chromium (Playwright's own browser downloads are not possible here)
 * drives the real loader against the reference server, started on a fresh database.
 */
const PORT = Number(process.env.E2E_PORT ?? 8765);
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.data/e2e-${process.pid}`;
/**
 * A second server in the stock original's realtime mode (public notification-send-{id}, no
 * broadcasting/auth) for the notifications spec; small seed so it is ready with the first one.
 * Its port must match PUBLIC_CHANNEL_URL in support.ts.
 */
const PUBLIC_PORT = Number(process.env.E2E_PUBLIC_PORT ?? PORT + 1);
/**
 * A third server with the original host page's non-default quirks switched on (a bare-id
 * active_currency, app_path "shop" without a slash) under APP_PATH=/shop, for host-quirks.spec.ts.
 * Its port must match QUIRKS_URL in support.ts.
 */
const QUIRKS_PORT = Number(process.env.E2E_QUIRKS_PORT ?? PORT + 2);
/**
 * A fourth server, a shop with Google reCAPTCHA on, for recaptcha.spec.ts (which stands in for
 * Google's script with page.route). Its port must match RECAPTCHA_URL in support.ts.
 */
const RECAPTCHA_PORT = Number(process.env.E2E_RECAPTCHA_PORT ?? PORT + 3);

/** The launcher's readiness port (the suite may use E2E_PORT .. E2E_PORT+6). */
const READY_PORT = PORT + 4;
const server = (name: string, port: number, path: string, env: Record<string, string>) => ({
  name,
  url: `http://127.0.0.1:${port}${path}`,
  env: { PORT: String(port), ...env },
});
const SERVERS = [
  server('main', PORT, '/', {
    DATA_DIR,
    SEED_PRODUCTS: '600',
    DEV_TOOLS: '1',
    // Telr, Skrill and Mollie on for payments.spec.ts (redirect methods without a currency the seed lacks).
    SETTINGS: '{"is_telr_activated":"1","is_skrill_activated":"1","is_mollie_activated":"1"}',
  }),
  server('public', PUBLIC_PORT, '/', { DATA_DIR: `${DATA_DIR}-public`, SEED_PRODUCTS: '24', REALTIME_CHANNEL: 'public', DEV_TOOLS: '1' }),
  server('quirks', QUIRKS_PORT, '/shop/', {
    DATA_DIR: `${DATA_DIR}-quirks`,
    SEED_PRODUCTS: '24',
    APP_PATH: '/shop',
    HOST_QUIRKS: 'bare-currency,prefixless-app-path',
    DEV_TOOLS: '1',
    // And a shop that disables guest checkout (buying.spec.ts).
    SETTINGS: '{"disable_guest":"1"}',
  }),
  server('recaptcha', RECAPTCHA_PORT, '/', {
    DATA_DIR: `${DATA_DIR}-recaptcha`,
    SEED_PRODUCTS: '24',
    SETTINGS: '{"is_recaptcha_activated":"1","recaptcha_Site_key":"test"}',
  }),
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three browsers on a 2-core CI runner: the tests wait on the network and timers much of the
  // time, and a third fills those gaps (the suite in 470 s against about 540 s with two). What made a
  // third flaky was fixed at its cause: a list's toggles now send one request at a time, and the
  // notification specs accept a socket that reconnects and is signed again. E2E_WORKERS overrides.
  workers: process.env.CI ? Number(process.env.E2E_WORKERS ?? 3) : undefined,
  retries: 0,
  // The json reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says (npm test sums the counts).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // A missing element fails the test within seconds rather than at the test's own time-out
    // (a property test may run for minutes).
    actionTimeout: 15_000,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: BROWSER_FLAGS,
    },
    viewport: { width: 1280, height: 900 },
  },
  // One launcher starts the four servers side by side (test/e2e/servers.mjs) and answers on its own
  // port once all of them do; Playwright's own webServer list starts its entries one after another.
  webServer: {
    command: 'node test/e2e/servers.mjs',
    env: { E2E_SERVERS: JSON.stringify(SERVERS), E2E_READY_PORT: String(READY_PORT) },
    cwd: '../..',
    url: `http://127.0.0.1:${READY_PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
