import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /campaign/:slug (issue 11): being built. */
export default function CampaignScreen() {
  const t = useT();
  return <ScreenTitle>{t('campaign_details')}</ScreenTitle>;
}
