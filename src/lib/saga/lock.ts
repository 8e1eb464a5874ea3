import { channel, type Channel } from 'redux-saga';
import { take } from 'redux-saga/effects';

/**
 * A lock for sagas: work run through the same lock runs one at a time, in the order it asked.
 * For requests whose answers overwrite one shared value, such as a list's header count: sent side
 * by side for two products, the answer that comes back last wins, and it need not be the newest.
 */
export type SagaLock = Channel<true>;

export function createLock(): SagaLock {
  const lock = channel<true>();
  lock.put(true);
  return lock;
}

/** Waits for the lock, runs `work`, and hands the lock on however `work` ends (cancellation included). */
export function* withLock<T>(lock: SagaLock, work: () => Generator<unknown, T, unknown>): Generator<unknown, T, unknown> {
  yield take(lock);
  try {
    return yield* work();
  } finally {
    lock.put(true);
  }
}
