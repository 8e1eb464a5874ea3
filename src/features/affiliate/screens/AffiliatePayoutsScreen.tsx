import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** Placeholder until the issue-12 work lands. */
export default function AffiliatePayoutsScreen() {
  const t = useT();
  return <ScreenTitle>{t('affiliate_payouts')}</ScreenTitle>;
}
