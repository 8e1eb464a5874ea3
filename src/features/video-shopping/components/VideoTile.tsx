import { Link } from 'react-router-dom';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import type { VideoCard } from '../video-shopping-api';

/**
 * A portrait video tile (299×536 thumbnails): the box is reserved before the image arrives, "Live"
 * is a word on the tile (not a colour), and the link's name is the badge and the title.
 */
export function VideoTile({ video, eager = false }: { video: VideoCard; eager?: boolean }) {
  const t = useT();
  return (
    <Link className="sf-video-tile" to={paths.videoShop({ slug: video.slug })}>
      <span className="sf-video-tile__frame">
        <img src={video.thumbnail} alt="" width={299} height={536} decoding="async" loading={eager ? undefined : 'lazy'} />
        {video.is_live && <span className="sf-video-live">{t('live')}</span>}
        <span className="sf-video-tile__play" aria-hidden="true" />
      </span>
      <span className="sf-video-tile__title">{video.title}</span>
    </Link>
  );
}
