import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /daily-deals, /gift-idea, /business-idea (issue 11): being built. */
export default function DealListScreen() {
  const t = useT();
  return <ScreenTitle>{t('daily_deals')}</ScreenTitle>;
}
