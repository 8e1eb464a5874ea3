/** Loads the app entry module: a time-out per attempt and one retry. */
import { CHUNK_TIMEOUT_MS } from '../src/contract';
import { withTimeout } from './with-timeout';

export type Importer = (url: string) => Promise<unknown>;

/** The page chunk load time-out. */
export const IMPORT_TIMEOUT_MS = CHUNK_TIMEOUT_MS;

// Wrapped so an importer that throws synchronously still becomes a rejection.
const attempt = (url: string, importer: Importer, ms: number) => withTimeout(new Promise((r) => r(importer(url))), ms);

/**
 * Imports `url`; if that fails or times out, imports it once more with `retry=1`
 * in the query so the browser does not reuse its cached failed module record.
 * Rejects with the second attempt's error.
 */
export function importWithRetry(url: string, importer: Importer, timeoutMs = IMPORT_TIMEOUT_MS): Promise<unknown> {
  return attempt(url, importer, timeoutMs).catch(() => attempt(url + (url.includes('?') ? '&' : '?') + 'retry=1', importer, timeoutMs));
}
