import { trackChunk } from './chunk-activity';
import { CHUNK_TIMEOUT_MS, withTimeout } from './with-timeout';

async function attempt<T>(importer: () => Promise<T>, timeoutMs: number): Promise<T> {
  try {
    return await withTimeout(importer(), timeoutMs);
  } catch {
    return withTimeout(importer(), timeoutMs);
  }
}

/** Loads a screen chunk with the spec's time-out, trying once more on failure. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return trackChunk(attempt(importer, timeoutMs));
}
