import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { PagedListBody } from '../../../components/PagedListBody';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { NotFound } from '../../pages';
import { BLOG_SORTS, blogListKey, type BlogSort } from '../blogs-api';
import { blogsFeature } from '../blogs-feature';
import { selectBlogCategories, selectBlogList } from '../blogs-selectors';
import { blogListRequested, CATEGORIES_KEY, moreBlogsRequested, moreCategoriesRequested } from '../blogs-slice';
import { BlogCategoryNav } from '../components/BlogCategoryNav';
import '../blogs.css';

/** Cards in the first screenful load at once; the rest as they near the viewport. */
const EAGER_CARDS = 3;

const SORT_TEXT = { newest: 'newest', oldest: 'oldest', viewed: 'most_viewed' } as const;

/**
 * `/blogs` and `/category-blogs/:slug` (the original's blogs.vue): post cards growing page by
 * page, a sort and a title search kept in the URL (`?sort=&title=`, so back/forward and shared
 * links show the same list), and the categories. Unlike the original, moving between categories
 * reads the list again. A category that is neither known nor has posts is a not-found.
 */
function SearchForm({ title, onSearch }: { title: string; onSearch: (title: string) => void }) {
  const t = useT();
  const ids = useId();
  const [draft, setDraft] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form role="search" aria-label={t('search_blog')} className="sf-blogs__search" onSubmit={submit}>
      <label htmlFor={`${ids}-q`}>{t('search_blog')}</label>
      <input id={`${ids}-q`} type="search" value={draft} maxLength={190} onChange={(e) => setDraft(e.target.value)} />
      <button type="submit" className="sf-button">
        {t('blog_search_button')}
      </button>
    </form>
  );
}

export default function BlogsScreen() {
  useFeature(blogsFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const ids = useId();
  const slug = useParams().slug ?? '';
  const [query, setQuery] = useSearchParams();
  const sortParam = query.get('sort') as BlogSort;
  const sort: BlogSort = BLOG_SORTS.includes(sortParam) ? sortParam : 'newest';
  const title = (query.get('title') ?? '').trim();
  const key = blogListKey({ sort, title, slug });
  const list = useAppSelector((state) => selectBlogList(state, key));
  const categories = useAppSelector(selectBlogCategories);

  useEffect(() => {
    dispatch(blogListRequested({ key }));
  }, [dispatch, key]);

  const category = slug ? (categories?.items.find((c) => c.slug === slug) ?? null) : null;
  const listEmpty = list?.status === 'succeeded' && list.items.length === 0;
  const categoriesMore = !!categories?.nextPageUrl && categories.moreStatus === 'idle';
  // The category may be on a later page of categories: read on before calling it unknown.
  const lookFurther = !!slug && !category && listEmpty && categoriesMore;
  useEffect(() => {
    if (lookFurther) dispatch(moreCategoriesRequested({ key: CATEGORIES_KEY }));
  }, [dispatch, lookFurther]);

  const categoriesKnown = categories?.status === 'succeeded' && !categories.nextPageUrl;
  if (slug && !category && listEmpty && categoriesKnown) return <NotFound />;

  const change = (next: { sort?: BlogSort; title?: string }) => {
    const params = new URLSearchParams();
    const nextSort = next.sort ?? sort;
    const nextTitle = (next.title ?? title).trim();
    if (nextSort !== 'newest') params.set('sort', nextSort);
    if (nextTitle) params.set('title', nextTitle);
    setQuery(params);
  };

  const heading = category?.title ?? (slug ? t('category_blogs') : t('all_blogs'));
  return (
    <div className="sf-blogs">
      <ScreenTitle>{heading}</ScreenTitle>
      <div className="sf-blogs__layout">
        <section className="sf-blogs__main" aria-busy={list?.status === 'loading' || undefined} aria-label={heading}>
          <div className="sf-blogs__tools">
            {/* Keyed by the URL's words: back/forward to another search shows them in the field. */}
            <SearchForm key={title} title={title} onSearch={(words) => change({ title: words })} />
            <label className="sf-blogs__sort">
              <span>{t('sort_by')}</span>
              <select value={sort} onChange={(e) => change({ sort: e.target.value as BlogSort })}>
                {BLOG_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(SORT_TEXT[value])}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <PagedListBody
            list={list}
            label={heading}
            className="sf-blog-cards"
            empty={t('blog_no_posts')}
            onRetry={() => dispatch(blogListRequested({ key }))}
            onMore={() => dispatch(moreBlogsRequested({ key }))}
            renderItem={(blog, index) => (
              <li key={blog.id} className="sf-blog-card">
                <article aria-labelledby={`${ids}-b${blog.id}`}>
                  {blog.thumbnail && (
                    <img src={blog.thumbnail} alt="" width={260} height={175} loading={index < EAGER_CARDS ? undefined : 'lazy'} />
                  )}
                  <h2 id={`${ids}-b${blog.id}`} className="sf-blog-card__title">
                    <Link to={paths.blog({ slug: blog.slug })}>{blog.title}</Link>
                  </h2>
                  {blog.short_description && <p className="sf-blog-card__text">{blog.short_description}</p>}
                </article>
              </li>
            )}
          />
        </section>
        <aside className="sf-blogs__aside">
          <BlogCategoryNav current={slug} />
        </aside>
      </div>
    </div>
  );
}
