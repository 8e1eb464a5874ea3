import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/hooks/shared-hooks';
import type { VideoDetails } from '../video-shopping-api';
import { playerSource } from '../player-source';

/**
 * The video itself. A file plays in the browser's own player (metadata only until played, inline on
 * phones, the thumbnail as poster). A hosted video (YouTube, Vimeo, Facebook) starts as a facade —
 * the poster and a real "Play <title>" button — and its player's iframe, from the host's privacy
 * mode, is created only when pressed: no request reaches the host before the shopper asks. Focus
 * then moves into the player, so the keyboard continues where the button was. The screen keys it by
 * slug: another video starts again from its facade.
 */
export function VideoPlayer({ video }: { video: VideoDetails }) {
  const t = useT();
  const source = playerSource(video.video_type, video.video_url);
  const [started, setStarted] = useState(false);
  const [broken, setBroken] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (started) frame.current?.focus();
  }, [started]);

  if (source.kind === 'file') {
    return (
      <div className="sf-video-player sf-video-player--file">
        <video
          key={source.src}
          controls
          preload="metadata"
          playsInline
          poster={video.thumbnail || undefined}
          src={source.src}
          width={299}
          height={536}
          aria-label={video.title}
          onError={() => setBroken(true)}
        />
        {broken && (
          <p className="sf-video-player__note" role="status">
            {t('video_cannot_play')}{' '}
            <a href={source.src} target="_blank" rel="noopener noreferrer">
              {t('open_video_file')}
            </a>
          </p>
        )}
      </div>
    );
  }

  if (source.kind === 'embed' && started) {
    return (
      <div className="sf-video-player sf-video-player--embed">
        <iframe
          ref={frame}
          src={source.src}
          title={video.title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div className="sf-video-player sf-video-player--facade">
      {video.thumbnail && <img src={video.thumbnail} alt="" width={299} height={536} decoding="async" />}
      {source.kind === 'embed' ? (
        <>
          <button type="button" className="sf-video-player__play" onClick={() => setStarted(true)}>
            <span className="sf-video-player__play-icon" aria-hidden="true" />
            <span className="sf-visually-hidden">{t('play_video_named', { title: video.title })}</span>
          </button>
          <p className="sf-video-player__note">{t('video_host_notice', { host: source.host })}</p>
        </>
      ) : (
        <p className="sf-video-player__note">{t('video_cannot_play')}</p>
      )}
    </div>
  );
}
