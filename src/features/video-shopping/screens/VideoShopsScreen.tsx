import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useFeature, useT } from '../../../app/hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { LoadMore } from '../../../components/LoadMore';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { VideoTile } from '../components/VideoTile';
import { videoShopsFeature } from '../video-shopping-feature';
import { moreVideosRequested, selectVideoList, VIDEOS_KEY, videosRequested } from '../video-shopping-slice';
import '../video-shopping.css';

/** The first row (four tiles on a desktop, two on a phone) loads at once; the rest near the viewport. */
const EAGER_TILES = 4;

/**
 * `/video-shopping` (the original's video_shop.vue): every listed video as a portrait tile, "Live"
 * on live ones. Further pages are appended as the shopper scrolls, "Load more" being the keyboard
 * way; a video already shown is not repeated. Page 1 is read afresh on each visit.
 */
export default function VideoShopsScreen() {
  useFeature(videoShopsFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectVideoList(state));

  useEffect(() => {
    dispatch(videosRequested({ key: VIDEOS_KEY }));
  }, [dispatch]);

  const items = list?.items ?? [];
  let body;
  if (list?.status === 'failed' && items.length === 0) {
    body = <ErrorPanel message={list.error ?? undefined} onRetry={() => dispatch(videosRequested({ key: VIDEOS_KEY }))} />;
  } else if (list?.status === 'succeeded' && items.length === 0) {
    body = <p className="sf-empty">{t('no_videos_yet')}</p>;
  } else {
    body = (
      <>
        <ul className="sf-video-grid" aria-label={t('video_shopping')}>
          {items.map((video, index) => (
            <li key={video.id}>
              <VideoTile video={video} eager={index < EAGER_TILES} />
            </li>
          ))}
        </ul>
        <LoadMore list={list} onMore={() => dispatch(moreVideosRequested({ key: VIDEOS_KEY }))} />
      </>
    );
  }

  return (
    <section className="sf-videos" aria-busy={list?.status === 'loading' || undefined}>
      <ScreenTitle>{t('video_shopping')}</ScreenTitle>
      <p className="sf-visually-hidden" role="status">
        {list?.status === 'loading' && items.length === 0
          ? t('loading')
          : list?.status === 'succeeded' && list.total !== null && items.length > 0
            ? t('shown_of_total', { count: items.length, total: list.total })
            : ''}
      </p>
      {body}
    </section>
  );
}
