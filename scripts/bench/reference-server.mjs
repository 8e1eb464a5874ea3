// Starts the reference server (host page + API + widget) on a free loopback port with a fresh data
// directory, as test/e2e/playwright.config.ts does, and stops it again leaving nothing behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { get, selfSignedCert } from './tls.mjs';

const READY_TIMEOUT_MS = 180_000; // seeding 600 products on two cores takes a while
const STOP_GRACE_MS = 8_000; // the server forces its own exit after 5 s

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Resolves with { url, stop, ca, chromeFlags } once GET / answers 200; with `tls`, over HTTPS (and
 * HTTP/2) with a throwaway certificate that `chromeFlags` make the bench's Chromium trust. `stop`
 * is handed to `onCleanup` as soon as the process exists, so a Ctrl-C during seeding still stops
 * it; it is idempotent and waits for the process to exit before deleting the data directory (the
 * database holds files open until then).
 */
export async function startReferenceServer(root, onCleanup, { seedProducts = 600, tls = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  let cert;
  try {
    cert = tls ? selfSignedCert(dataDir) : undefined;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const ca = cert?.cert;
  const chromeFlags = cert ? [`--ignore-certificate-errors-spki-list=${cert.spki}`] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: String(seedProducts),
      DEV_TOOLS: '1', // the host-cost article page (/_bench/article)
      ...(cert && { TLS_CERT_FILE: cert.certFile, TLS_KEY_FILE: cert.keyFile }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept quiet unless it fails: then its last lines explain why.
  const output = [];
  const keep = (chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (!exited(child)) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await gone;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  onCleanup(stop);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `the reference server exited before it was ready (exit ${child.exitCode ?? child.signalCode}):\n    ${output.join('\n    ')}`,
      );
    }
    if (stopping) throw new Error('stopped while starting');
    try {
      const answer = await get(`${url}/`, { ca });
      if (answer.status === 200) return { url, dataDir, stop, ca, chromeFlags };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the reference server was not ready within ${READY_TIMEOUT_MS / 1000} s:\n    ${output.join('\n    ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Real slugs for the listing and product pages, read from the catalogue API as test/e2e/support.ts does. */
export async function samplePages({ url, ca }) {
  const getJson = async (path) => {
    const answer = await get(`${url}${path}`, { ca, headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return JSON.parse(answer.body);
  };
  const filters = await getJson('/home/filter_data');
  const cards = await getJson('/home/filtered_products?route=all.products&sort=newest&paginate=48');
  const category = filters.categories?.[0]?.slug;
  const product = cards.products?.data?.[0]?.slug;
  if (!category || !product) throw new Error('the catalogue API named no category or product to measure');
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: `/category/${category}` },
    { name: 'product', path: `/product/${product}` },
  ];
}
