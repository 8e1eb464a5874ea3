import { call, getContext, put } from 'redux-saga/effects';
import type { Http } from '../http/client';
import { workFinished, workStarted } from './progress-actions';

/**
 * Calls one API function with the widget's HTTP client (injected through saga context) and
 * counts it for the progress bar. Failures arrive as ApiError (see lib/http/api-error).
 */
export function* callApi<Args extends unknown[], R>(
  fn: (http: Http, ...args: Args) => Promise<R>,
  ...args: Args
): Generator<unknown, R, unknown> {
  const http = (yield getContext('http')) as Http;
  yield put(workStarted());
  try {
    return (yield call(fn, http, ...args)) as R;
  } finally {
    yield put(workFinished());
  }
}
