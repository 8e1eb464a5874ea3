import { useEffect } from 'react';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { PagedListBody } from '../../../components/PagedListBody';
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

  return (
    <section className="sf-videos" aria-busy={list?.status === 'loading' || undefined}>
      <ScreenTitle>{t('video_shopping')}</ScreenTitle>
      <PagedListBody
        list={list}
        label={t('video_shopping')}
        className="sf-video-grid"
        empty={t('no_videos_yet')}
        onRetry={() => dispatch(videosRequested({ key: VIDEOS_KEY }))}
        onMore={() => dispatch(moreVideosRequested({ key: VIDEOS_KEY }))}
        renderItem={(video, index) => (
          <li key={video.id}>
            <VideoTile video={video} eager={index < EAGER_TILES} />
          </li>
        )}
      />
    </section>
  );
}
