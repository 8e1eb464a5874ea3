import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /shop/:slug (issue 11): being built. */
export default function ShopScreen() {
  const t = useT();
  return <ScreenTitle>{t('shop')}</ScreenTitle>;
}
