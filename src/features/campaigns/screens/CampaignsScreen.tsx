import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /campaigns (issue 11): being built. */
export default function CampaignsScreen() {
  const t = useT();
  return <ScreenTitle>{t('All Campaign')}</ScreenTitle>;
}
