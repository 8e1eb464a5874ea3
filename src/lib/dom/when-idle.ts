/**
 * Work that should not compete with the first screen (its largest paint, its data) waits for the
 * browser to be idle. Where requestIdleCallback is missing (Safari, jsdom) a plain timer stands in.
 */
type IdleGlobal = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export interface IdleOptions {
  /** A pause first (the page has just changed; give it a moment to settle). */
  delayMs?: number;
  /** The longest wait for idleness after the pause: a busy page still gets the work done. */
  timeoutMs?: number;
}

/** Calls `ready` once, when the browser is idle after `delayMs`; returns the cancel. */
export function whenIdle(ready: () => void, { delayMs = 0, timeoutMs = 2000 }: IdleOptions = {}): () => void {
  const w = globalThis as IdleGlobal;
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (w.requestIdleCallback) idle = w.requestIdleCallback(ready, { timeout: timeoutMs });
    else ready();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
  };
}

/** `whenIdle` for sagas: resolves when the browser is idle. */
export function idle(options?: IdleOptions): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, options));
}
