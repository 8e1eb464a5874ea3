import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /brands (issue 11): being built. */
export default function BrandsScreen() {
  const t = useT();
  return <ScreenTitle>{t('All Brands')}</ScreenTitle>;
}
