/** Spec §9: a screen chunk that has not arrived in 120 s counts as failed; it is tried once more. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading this part of the store took longer than ${ms / 1000} s.`)), ms);
    promise.then((value) => { clearTimeout(timer); resolve(value); }, (error) => { clearTimeout(timer); reject(error); });
  });
}

export async function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(importer(), timeoutMs);
  } catch {
    return withTimeout(importer(), timeoutMs);
  }
}
