/**
 * Counting failed attempts in a sliding window (Laravel's ThrottlesLogins: 5 failures per minute
 * by default; here 10 minutes). Kept in memory per app instance: a restart forgets the counts,
 * which is acceptable for a reference server and keeps tests independent of each other.
 */
export interface FailureLimiterOptions {
  /** Failures allowed inside the window; the next attempt is refused. */
  max: number;
  windowMs: number;
  now?: () => number;
}

export class FailureLimiter {
  private hits = new Map<string, number[]>();
  private readonly now: () => number;

  constructor(private readonly opts: FailureLimiterOptions) {
    this.now = opts.now ?? Date.now;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.opts.windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string): number {
    const list = this.recent(key);
    if (list.length < this.opts.max) return 0;
    // The window frees up when the oldest failure that still counts ages out.
    const oldest = list[list.length - this.opts.max];
    return Math.max(1, Math.ceil((oldest + this.opts.windowMs - this.now()) / 1000));
  }

  fail(key: string): void {
    this.attempt(key);
  }

  /**
   * Counts an attempt now, before it is checked, and gives back a function that takes it back (for
   * an attempt that turned out not to be a failure). Counting first is what makes the limit hold
   * when many attempts arrive at once: each sees the ones before it.
   */
  attempt(key: string): () => void {
    const list = this.recent(key);
    const mark = { at: this.now() };
    list.push(mark.at);
    this.hits.set(key, list);
    return () => {
      const current = this.hits.get(key);
      const i = current ? current.lastIndexOf(mark.at) : -1;
      if (current && i >= 0) current.splice(i, 1);
    };
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

/** Laravel's `auth.throttle` message. */
export const throttleMessage = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;
