/** Loads the app entry module: a time-out per attempt and one retry. */
export type Importer = (url: string) => Promise<unknown>;

/** Spec §9: page chunk load time-out. */
export const IMPORT_TIMEOUT_MS = 120_000;

function attempt(url: string, importer: Importer, ms: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    new Promise((r) => r(importer(url)))
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * Imports `url`; if that fails or times out, imports it once more with `retry=1`
 * in the query so the browser does not reuse its cached failed module record.
 * Rejects with the second attempt's error.
 */
export function importWithRetry(url: string, importer: Importer, timeoutMs = IMPORT_TIMEOUT_MS): Promise<unknown> {
  return attempt(url, importer, timeoutMs).catch(() =>
    attempt(url + (url.includes('?') ? '&' : '?') + 'retry=1', importer, timeoutMs),
  );
}
