import { CHUNK_TIMEOUT_MS, withTimeout } from './with-timeout';

/** Loads a screen chunk with the spec's time-out, trying once more on failure. */
export async function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(importer(), timeoutMs);
  } catch {
    return withTimeout(importer(), timeoutMs);
  }
}
