import { useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';

/** /categories (issue 11): being built. */
export default function CategoriesScreen() {
  const t = useT();
  return <ScreenTitle>{t('All Category')}</ScreenTitle>;
}
