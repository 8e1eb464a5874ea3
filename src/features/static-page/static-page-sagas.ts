import type { PayloadAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import { callApi } from '../../lib/saga/call-api';
import { reportError } from '../../lib/saga/report-error';
import { selectFrom } from '../../lib/saga/select-from';
import { fetchStaticPage, isMissingPage, type StaticPage } from './static-page-api';
import { pageFailed, pageLoaded, pageMissing, pageRequested, pageStarted, selectStaticPage } from './static-page-slice';

/** Loads the slug asked for. As in the original, a page already shown for this slug is not asked for again. */
function* loadPage(action: PayloadAction<{ slug: string; retry?: boolean }>) {
  const { slug, retry } = action.payload;
  const current = yield* selectFrom(selectStaticPage);
  if (!retry && current.slug === slug && current.status === 'succeeded') return;
  yield put(pageStarted(slug));
  try {
    const page: StaticPage = yield* callApi(fetchStaticPage, slug);
    yield put(pageLoaded(page));
  } catch (error) {
    if (isMissingPage(error)) {
      yield put(pageMissing());
      return;
    }
    // The raw answer (a PHP warning, a status line) means nothing to a shopper: the screen says it plainly.
    yield put(pageFailed(null));
    yield call(reportError, error, { shownInline: true });
  }
}

/**
 * One load at a time: a second ask for the slug being loaded joins it (a screen mounting twice asks
 * twice); a new slug cancels the old one's request, so a slow answer for a page the shopper left
 * cannot land on the new one.
 */
function* watchStaticPage() {
  let running: { task: Task; slug: string } | null = null;
  for (;;) {
    const action: ReturnType<typeof pageRequested> = yield take(pageRequested.type);
    if (running?.task.isRunning()) {
      if (running.slug === action.payload.slug && !action.payload.retry) continue;
      yield cancel(running.task);
    }
    const task: Task = yield fork(loadPage, action);
    running = { task, slug: action.payload.slug };
  }
}

export const staticPageSagas = { watchStaticPage };
