import { call, getContext, put } from 'redux-saga/effects';
import type { Http } from '../http/client';
import { workFinished, workStarted } from './progress-actions';

/** The request as a task of its own: its `finally` may yield (the progress count) when it is cancelled. */
function* request<Args extends unknown[], R>(fn: (http: Http, ...args: Args) => Promise<R>, ...args: Args): Generator<unknown, R, unknown> {
  const http = (yield getContext('http')) as Http;
  yield put(workStarted());
  try {
    return (yield call(fn, http, ...args)) as R;
  } finally {
    yield put(workFinished());
  }
}

/**
 * Calls one API function with the widget's HTTP client (injected through saga context) and
 * counts it for the progress bar. Failures arrive as ApiError (see lib/http/api-error).
 *
 * The request runs as a child task (`call`), not inline: a saga that `yield*`s a generator whose
 * `finally` yields is resumed after cancellation (takeLatest) with TASK_CANCEL as the result, and
 * would go on with it as if it were the answer. A child task's cleanup stays its own.
 */
export function* callApi<Args extends unknown[], R>(
  fn: (http: Http, ...args: Args) => Promise<R>,
  ...args: Args
): Generator<unknown, R, unknown> {
  return (yield call(request<Args, R>, fn, ...args)) as R;
}
