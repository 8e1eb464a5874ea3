import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /video-shopping/:slug (issue 11): being built. */
export default function VideoShopScreen() {
  const t = useT();
  return <ScreenTitle>{t('video_shopping')}</ScreenTitle>;
}
