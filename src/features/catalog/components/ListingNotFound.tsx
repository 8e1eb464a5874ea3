import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useAppSelector, useFeature, useT } from '../../../app/hooks';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { setDocumentTitle } from '../../../lib/dom/page-effects';
import { selectSettings } from '../../shop/shop-selectors';
import { pagesFeature } from '../../pages';

/**
 * The app's not-found page for a category or brand the shop does not have, in place of an empty
 * listing: the same title, text and link home as the not-found route (its wording is the pages feature's).
 */
export function ListingNotFound() {
  useFeature(pagesFeature);
  const t = useT();
  const systemName = useAppSelector(selectSettings).system_name;
  // The shell titled the page after its route ("Category | Shop") before the answer said there is
  // no such category; while this page shows, the tab says what the not-found route would.
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
