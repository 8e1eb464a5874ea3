import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { Category } from '../../../types/catalogue';
import { categoriesFeature } from '../categories-feature';
import { categoryTreeRequested, selectCategoryTree } from '../categories-slice';
import '../categories.css';

/** Cards in the first screenful load their pictures at once; the rest as they near the viewport. */
const EAGER_CARDS = 4;

function Subcategories({ items }: { items: Category[] | undefined }) {
  if (!items?.length) return null;
  return (
    <ul>
      {items.map((child) => (
        <li key={child.id}>
          <Link to={paths.categoryProducts({ slug: child.slug })}>{child.title}</Link>
          <Subcategories items={child.categories} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/categories` (the original's category.vue): every top-level category with its picture, its
 * subcategories and theirs, each a link to its products. One answer, nothing to page through.
 */
export default function CategoriesScreen() {
  useFeature(categoriesFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const { items, status, error } = useAppSelector(selectCategoryTree);

  useEffect(() => {
    dispatch(categoryTreeRequested());
  }, [dispatch]);

  let body;
  if (status === 'failed' && items.length === 0) {
    body = <ErrorPanel message={error ?? undefined} onRetry={() => dispatch(categoryTreeRequested())} />;
  } else if (status === 'succeeded' && items.length === 0) {
    body = <p className="sf-empty">{t('no_category_founds')}</p>;
  } else {
    body = (
      <ul className="sf-category-cards">
        {items.map((category, index) => (
          <li key={category.id} className="sf-category-card" aria-labelledby={`sf-category-${category.id}`}>
            {category.all_popular_image && (
              <img src={category.all_popular_image} alt="" width={190} height={230} loading={index < EAGER_CARDS ? undefined : 'lazy'} />
            )}
            <div className="sf-category-card__body">
              <h2 id={`sf-category-${category.id}`}>
                <Link to={paths.categoryProducts({ slug: category.slug })}>{category.title}</Link>
              </h2>
              <Subcategories items={category.child_categories} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="sf-categories" aria-busy={status === 'loading' || undefined}>
      <ScreenTitle>{t('All Category')}</ScreenTitle>
      <p className="sf-visually-hidden" role="status">
        {status === 'loading' && items.length === 0 ? t('loading') : ''}
      </p>
      {body}
    </section>
  );
}
