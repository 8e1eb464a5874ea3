import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /flash-sale (issue 11): being built. */
export default function FlashSaleScreen() {
  const t = useT();
  return <ScreenTitle>{t('All Flash Sale')}</ScreenTitle>;
}
