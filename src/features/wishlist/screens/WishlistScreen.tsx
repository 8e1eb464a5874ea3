import { useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { AccountPage } from '../../account';
import { wishlistPageFeature } from '../wishlist-feature';

/** Being built (issue 10). */
export default function WishlistScreen() {
  useFeature(wishlistPageFeature);
  const t = useT();
  return (
    <AccountPage>
      <ScreenTitle>{t('wishlist')}</ScreenTitle>
    </AccountPage>
  );
}
