import { select, type SelectEffect } from 'redux-saga/effects';

/**
 * `yield* selectFrom(selectTranslator)` returns the selector's own result type, where a bare
 * `yield select(…)` gives `any` and each saga used to restate the type (or wrap it, once per file).
 */
export function* selectFrom<S, R>(selector: (state: S) => R): Generator<SelectEffect, R, unknown> {
  return (yield select(selector)) as R;
}
