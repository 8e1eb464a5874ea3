import { call, put } from 'redux-saga/effects';
import { isApiError } from '../../lib/http/api-error';
import { watchPagedLists } from '../../lib/paging/paged-list-saga';
import { callApi } from '../../lib/saga/call-api';
import { takePerKey } from '../../lib/saga/take-per-key';
import { reportError } from '../../lib/saga/report-error';
import { fetchVideo, fetchVideosPage, type VideoCard, type VideoDetails } from './video-shopping-api';
import { selectVideoList, videoFailed, videoLoaded, videoNotFound, videoRequested, videoShopsSlice } from './video-shopping-slice';

function* watchVideoList() {
  yield* watchPagedLists<VideoCard>({ actions: videoShopsSlice.actions, select: selectVideoList, fetchPage: fetchVideosPage });
}

function* loadVideo(slug: string) {
  try {
    const video: VideoDetails = yield* callApi(fetchVideo, slug);
    yield put(videoLoaded({ slug, video }));
  } catch (error) {
    // The endpoint's only business error is the add-on reading a video it did not find.
    if (isApiError(error) && error.kind === 'business') {
      yield put(videoNotFound({ slug }));
      return;
    }
    yield put(videoFailed({ slug, message: null }));
    yield call(reportError, error, { shownInline: true });
  }
}

/** One request per slug at a time; opening another video does not cancel the one still loading. */
function* watchVideo() {
  yield takePerKey<ReturnType<typeof videoRequested>, string>(
    videoRequested.type,
    (action) => action.payload.slug,
    (action) => loadVideo(action.payload.slug),
    'latest',
  );
}

export const videoShopsSagas = { watchVideoList };
export const videoShopSagas = { watchVideo };
