import { call, type CallEffect } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';

/**
 * Runs a watcher and restarts it when it crashes, so one failing feature can never stop the
 * others from reacting. Watchers that simply return are not restarted.
 */
export function restartable(name: string, watcher: Saga): Saga {
  return function* supervised(): Generator<CallEffect, void, unknown> {
    for (;;) {
      try {
        yield call(watcher);
        return;
      } catch (error) {
        console.error(`[storefront] ${name} crashed and was restarted`, error);
      }
    }
  };
}
