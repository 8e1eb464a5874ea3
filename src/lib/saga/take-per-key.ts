import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, take, type ActionPattern, type ForkEffect } from 'redux-saga/effects';

/**
 * What a new action does while its key's task still runs:
 * - leading: it is dropped (the running task will read the newest state itself when it ends);
 * - latest: the running task is cancelled and the new action's task replaces it.
 */
export type PerKeyMode = 'leading' | 'latest';

/** The tasks still running, one per key, with the action each runs for; a task leaves when it ends, however it ends. */
export class TasksPerKey<K> {
  private readonly tasks = new Map<K, { task: Task; token: object; action: unknown }>();

  get size(): number {
    return this.tasks.size;
  }

  running(key: K): { task: Task; action: unknown } | undefined {
    const entry = this.tasks.get(key);
    return entry?.task.isRunning() ? entry : undefined;
  }

  all(): Task[] {
    return [...this.tasks.values()].map((entry) => entry.task);
  }

  add(key: K, task: Task, token: object, action: unknown): void {
    if (task.isRunning()) this.tasks.set(key, { task, token, action });
  }

  /** Only the task that registered `token` removes itself (a replaced task must not drop its successor). */
  remove(key: K, token: object): void {
    if (this.tasks.get(key)?.token === token) this.tasks.delete(key);
  }
}

export interface TakePerKeyOptions<K> {
  /** Actions that cancel every running task (e.g. the session ending: their answers are stale). */
  cancelAllOn?: ActionPattern;
  /** The task registry; tests pass one to see that finished tasks are dropped. */
  tasks?: TasksPerKey<K>;
}

function* perKey<A extends Action, K>(
  pattern: ActionPattern,
  keyOf: (action: A) => K,
  worker: (action: A) => unknown,
  mode: PerKeyMode | ((action: A, running: A) => PerKeyMode),
  options: TakePerKeyOptions<K>,
): Generator<unknown, void, unknown> {
  const tasks = options.tasks ?? new TasksPerKey<K>();
  if (options.cancelAllOn) {
    const cancelAllOn = options.cancelAllOn;
    yield fork(function* cancelAll() {
      for (;;) {
        yield take(cancelAllOn);
        for (const task of tasks.all()) yield cancel(task);
      }
    });
  }
  for (;;) {
    const action = (yield take(pattern)) as A;
    const key = keyOf(action);
    const busy = tasks.running(key);
    if (busy) {
      if ((typeof mode === 'function' ? mode(action, busy.action as A) : mode) === 'leading') continue;
      yield cancel(busy.task);
    }
    const token = {};
    const task = (yield fork(function* keyed() {
      try {
        yield call(worker as (action: A) => Generator<unknown, unknown, unknown>, action);
      } finally {
        tasks.remove(key, token);
      }
    })) as Task;
    tasks.add(key, task, token, action);
  }
}

/**
 * takeLeading / takeLatest, but per key (a product, a slug, a list): keys never wait for or
 * cancel one another. `mode` may depend on the new action and the one the key's task runs for
 * (a list's "first page" replaces a "load more" but not another "first page"). Finished tasks are
 * forgotten at once.
 */
export function takePerKey<A extends Action, K>(
  pattern: ActionPattern,
  keyOf: (action: A) => K,
  worker: (action: A) => unknown,
  mode: PerKeyMode | ((action: A, running: A) => PerKeyMode),
  options: TakePerKeyOptions<K> = {},
): ForkEffect {
  return fork(perKey<A, K>, pattern, keyOf, worker, mode, options);
}
