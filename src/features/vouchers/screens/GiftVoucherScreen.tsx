import { useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { vouchersFeature } from '../vouchers-feature';

/** Being built (issue 10). */
export default function GiftVoucherScreen() {
  useFeature(vouchersFeature);
  const t = useT();
  return (
    <AccountPage>
      <ScreenTitle>{t('gift_voucher')}</ScreenTitle>
    </AccountPage>
  );
}
