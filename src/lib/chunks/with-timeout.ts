/**
 * Spec §9: a chunk (the app entry or a screen) that has not arrived in 120 s counts as failed.
 * Shared by the loader and the app; dependency-free so the loader stays tiny.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
