/**
 * How many chunks are on their way, for the progress bar. Screens load through React.lazy inside
 * the router's transitions, so the old screen stays up while the new one's chunk arrives and
 * nothing else would show that a navigation is pending.
 */
let pending = 0;
const listeners = new Set<() => void>();

// Notified a microtask later: a lazy screen starts its chunk while React is rendering, and a
// store may not change under a render that is reading it.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export function trackChunk<T>(loading: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const done = () => {
    pending -= 1;
    notify();
  };
  loading.then(done, done);
  return loading;
}

export function subscribeToChunks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const chunksLoading = (): boolean => pending > 0;
