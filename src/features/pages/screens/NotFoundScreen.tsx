import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useFeature, useT } from '../../../app/hooks';
import { pagesFeature } from '../pages-feature';
import { ScreenTitle } from '../../../components/ScreenTitle';

export default function NotFoundScreen() {
  useFeature(pagesFeature);
  const t = useT();
  return (
    <div className="sf-not-found">
      <ScreenTitle>{t('page_not_found')}</ScreenTitle>
      <p>{t('the_you_looking_not_be_found')}</p>
      <Link to={paths.home()} className="sf-button sf-button--primary">
        {t('back_to_home')}
      </Link>
    </div>
  );
}
