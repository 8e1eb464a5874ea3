import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/links/paths';
import { useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { setDocumentTitle } from '../../../lib/dom/page-effects';
import { selectSettings } from '../../shop/shop-selectors';
import { pagesFeature } from '../pages-feature';

/**
 * The not-found page: the unknown-path route's, and the one a screen shows when the backend says
 * its slug does not exist (a shop, campaign, video, category or brand). The shell titled such a
 * screen after its route before the answer came, so the tab is retitled as the route would be.
 */
export function NotFound() {
  useFeature(pagesFeature);
  const t = useT();
  const systemName = useAppSelector(selectSettings).system_name;
  const title = [t('Not Found'), typeof systemName === 'string' ? systemName : ''].filter(Boolean).join(' | ');
  useEffect(() => setDocumentTitle(title), [title]);
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
