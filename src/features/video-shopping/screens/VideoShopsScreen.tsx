import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /video-shopping (issue 11): being built. */
export default function VideoShopsScreen() {
  const t = useT();
  return <ScreenTitle>{t('video_shopping')}</ScreenTitle>;
}
