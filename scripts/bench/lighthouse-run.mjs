// One Lighthouse run in a fresh Chromium: mobile form factor, simulated throttling (Lighthouse's
// defaults), performance and accessibility only. A fresh browser per run keeps runs independent
// (no warm HTTP cache or compiled-code cache from the previous one), as the lighthouse CLI does.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_FLAGS } from '../chromium-flags.mjs';

const LIGHTHOUSE_FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
};

/**
 * Measures `url` once; `extraFlags` are the server's (which certificate to trust). `onCleanup`
 * receives the browser's kill function as soon as it runs, so an interrupted run does not leave
 * Chromium behind. Throws when Lighthouse could not score the page.
 */
export async function measure(url, chromePath, onCleanup, extraFlags = []) {
  // handleSIGINT off: chrome-launcher's own handler would exit the process before the server stops.
  const chromeFlags = [...BENCH_FLAGS, ...extraFlags];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  onCleanup(kill);
  try {
    const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port: chrome.port });
    return metricsOf(result?.lhr, url);
  } finally {
    kill();
  }
}

/** Requests the widget cannot render without (images may fail without breaking a screen). */
const ESSENTIAL = new Set(['Document', 'Script', 'Stylesheet', 'XHR', 'Fetch']);

function metricsOf(lhr, url) {
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id) => lhr.categories[id]?.score;
  const value = (id) => lhr.audits[id]?.numericValue;
  const metrics = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
  };
  // A page whose code or data did not arrive scores well and means nothing (an empty shell paints
  // fast): such a run is a failure, not a figure.
  // A request still on its way when Lighthouse stopped (work deferred until the page is idle, such
  // as the footer's sanitiser) is not a failure; one that ended without a good answer is.
  const broken = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.finished !== false)
    .filter((request) => ESSENTIAL.has(request.resourceType) && !(request.statusCode >= 200 && request.statusCode < 400))
    .map((request) => `${request.statusCode < 0 ? 'no answer' : request.statusCode} ${request.url}`);
  if (broken.length) throw new Error(`${url} did not load cleanly: ${[...new Set(broken)].join(', ')}`);
  const missing = Object.entries(metrics)
    .filter(([, v]) => typeof v !== 'number')
    .map(([k]) => k);
  if (missing.length) {
    const why = ['largest-contentful-paint', 'total-blocking-time'].map((id) => lhr.audits[id]?.errorMessage).filter(Boolean);
    throw new Error(`Lighthouse gave no ${missing.join(', ')} for ${url}${why.length ? `: ${why.join('; ')}` : ''}`);
  }
  return {
    performance: Math.round(metrics.performance * 100),
    accessibility: Math.round(metrics.accessibility * 100),
    lcpMs: Math.round(metrics.lcpMs),
    fcpMs: Math.round(metrics.fcpMs),
    tbtMs: Math.round(metrics.tbtMs),
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}
