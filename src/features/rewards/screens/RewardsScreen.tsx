import { useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { rewardsFeature } from '../rewards-feature';

/** Being built (issue 10). */
export default function RewardsScreen() {
  useFeature(rewardsFeature);
  const t = useT();
  return (
    <AccountPage>
      <ScreenTitle>{t('my_rewards')}</ScreenTitle>
    </AccountPage>
  );
}
