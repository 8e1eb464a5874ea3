import { useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { followPageFeature } from '../follow-feature';

/** Being built (issue 10). */
export default function FollowedShopsScreen() {
  useFeature(followPageFeature);
  const t = useT();
  return (
    <AccountPage>
      <ScreenTitle>{t('followed_shop')}</ScreenTitle>
    </AccountPage>
  );
}
