import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /sellers (issue 11): being built. */
export default function SellersScreen() {
  const t = useT();
  return <ScreenTitle>{t('all_seller')}</ScreenTitle>;
}
