import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { useTabTitle } from '../../../app/use-tab-title';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { pagesFeature } from '../../pages';

/**
 * A product slug the shop does not know (1.6.7 answers 404 "Product not found"): asking again cannot
 * help, so the shopper is offered a search and the way home, and the tab says what happened.
 */
export function ProductNotFound() {
  useFeature(pagesFeature);
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  useTabTitle(t('Product Not Found'));
  return (
    <div className="sf-not-found sf-product-missing">
      <ScreenTitle>{t('Product Not Found')}</ScreenTitle>
      <p>{t('the_you_looking_not_be_found')}</p>
      <form
        role="search"
        aria-label={t('search_product')}
        className="sf-product-missing__search"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(paths.search({ q: query.trim() }));
        }}
      >
        <label htmlFor={id}>{t('search_product')}</label>
        <input id={id} type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit" className="sf-button sf-button--primary">
          {t('search')}
        </button>
      </form>
      <Link to={paths.home()} className="sf-button">
        {t('back_to_home')}
      </Link>
    </div>
  );
}

/** 1.6.7's answer for an unknown slug (ProductController.php), as the saga keeps its message. */
export const isUnknownProduct = (message: string | null | undefined) => message === 'Product not found';
