import { useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { walletFeature } from '../wallet-feature';

/** Being built (issue 10). */
export default function WalletScreen() {
  useFeature(walletFeature);
  const t = useT();
  return (
    <AccountPage>
      <ScreenTitle>{t('my_wallet')}</ScreenTitle>
    </AccountPage>
  );
}
