/**
 * Rejects when `promise` has not settled within `ms`. The loader's own copy of the app's
 * src/lib/chunks/with-timeout.ts: the loader ships alone and imports nothing from src/ at run time
 * except the contract (lint enforces it), so six lines are cheaper than a shared dependency.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
