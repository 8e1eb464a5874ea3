import { call, delay, type CallEffect } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';

export interface RestartPolicy {
  /** Restarts allowed within `windowMs`; the next crash inside the window stops the watcher for good. */
  maxRestarts: number;
  /** Crashes older than this are forgiven: a watcher that fails now and then is always restarted. */
  windowMs: number;
  /** Wait before the second restart within the window; each further restart waits twice as long. */
  baseDelayMs: number;
}

/** Five restarts a minute, waiting 0, 100, 200, 400, 800 ms: about 1.5 s of retrying before giving up. */
export const DEFAULT_RESTART_POLICY: RestartPolicy = { maxRestarts: 5, windowMs: 60_000, baseDelayMs: 100 };

/**
 * How long to wait before restarting after the `recent`-th crash within the window. The first
 * restart is immediate: a watcher that crashed on one odd action should miss no further
 * actions. Only repeated crashes back off, exponentially, so a watcher that throws as soon as it
 * starts cannot spin the main thread in a synchronous restart loop.
 */
export function restartDelay(recent: number, baseDelayMs: number): number {
  return recent <= 1 ? 0 : baseDelayMs * 2 ** (recent - 2);
}

/**
 * Runs a watcher and restarts it when it crashes, so one failing feature can never stop the
 * others from reacting. Watchers that simply return are not restarted; watchers that keep
 * crashing are given up on (see RestartPolicy) with one console error naming them, and the rest
 * of the app goes on without that feature. Cancelling the parent (unmount) also ends a pending
 * back-off, since `delay` is an effect of this task.
 */
export function restartable(name: string, watcher: Saga, policy: RestartPolicy = DEFAULT_RESTART_POLICY): Saga {
  return function* supervised(): Generator<CallEffect, void, unknown> {
    let crashes: number[] = [];
    for (;;) {
      try {
        yield call(watcher);
        return;
      } catch (error) {
        const now = Date.now();
        crashes = [...crashes.filter((at) => now - at < policy.windowMs), now];
        if (crashes.length > policy.maxRestarts) {
          console.error(
            `[storefront] ${name} crashed ${crashes.length} times within ${policy.windowMs / 1000} s and was stopped; ` +
              'it stays off until the page is reloaded',
            error,
          );
          return;
        }
        const wait = restartDelay(crashes.length, policy.baseDelayMs);
        console.error(`[storefront] ${name} crashed; restarting it${wait ? ` in ${wait} ms` : ''}`, error);
        if (wait) yield delay(wait);
      }
    }
  };
}
