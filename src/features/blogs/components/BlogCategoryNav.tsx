import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { selectBlogCategories } from '../blogs-selectors';
import { CATEGORIES_KEY, categoriesRequested, moreCategoriesRequested } from '../blogs-slice';

/** `/category-blogs/:slug` (paths.ts has the pattern but no builder). */
export const categoryBlogsPath = (slug: string) => `/category-blogs/${encodeURIComponent(slug)}`;

/**
 * The blog categories as links, the current one marked (`aria-current`), "All categories" first
 * and "More categories" while the server has more. Page 1 comes with a post, or is asked for here.
 */
export function BlogCategoryNav({ current }: { current: string | null }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBlogCategories);
  const missing = !list;

  useEffect(() => {
    if (missing) dispatch(categoriesRequested({ key: CATEGORIES_KEY }));
  }, [dispatch, missing]);

  // A side box: a failed or empty list leaves it out rather than alarming the reader.
  if (!list || list.items.length === 0) return null;
  const busy = list.moreStatus === 'loading';
  return (
    <nav className="sf-blog-box" aria-label={t('categories')}>
      <h2 className="sf-blog-box__title">{t('categories')}</h2>
      <ul className="sf-blog-categories">
        <li>
          <Link to={paths.blogs()} aria-current={current === '' ? 'page' : undefined}>
            {t('all_categories')}
          </Link>
        </li>
        {list.items.map((category) => (
          <li key={category.id}>
            <Link to={categoryBlogsPath(category.slug)} aria-current={category.slug === current ? 'page' : undefined}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
      {list.nextPageUrl && (
        <button
          type="button"
          className="sf-link-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => dispatch(moreCategoriesRequested({ key: CATEGORIES_KEY }))}
        >
          {busy ? t('loading') : list.moreStatus === 'failed' ? t('try_again') : t('blog_more_categories')}
        </button>
      )}
    </nav>
  );
}
