import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { paths } from '../../../lib/links/paths';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { loadSanitizer, SafeHtml } from '../../../components/SafeHtml';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { setDocumentTitle } from '../../../lib/dom/page-effects';
import { NotFound } from '../../pages';
import { selectSettings } from '../../shop/shop-selectors';
import { blogsFeature } from '../blogs-feature';
import { selectPost } from '../blogs-selectors';
import { postRequested } from '../blogs-slice';
import { BlogCategoryNav } from '../components/BlogCategoryNav';
import { BlogComments } from '../components/BlogComments';
import '../blogs.css';

/**
 * `/blog/:slug` (the original's blog_details.vue): the article (its HTML only through SafeHtml),
 * banner, date, author, views and tags; then the comments; beside it recent posts and the
 * categories. An unknown slug (the original's 500) is the not-found page; any other failure can
 * be tried again.
 */
export default function BlogScreen() {
  useFeature(blogsFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const slug = useParams().slug ?? '';
  const entry = useAppSelector((state) => selectPost(state, slug));
  const systemName = useAppSelector(selectSettings).system_name;
  const details = entry?.details ?? null;
  const blogTitle = details?.blog.title ?? '';

  useEffect(() => {
    // The sanitiser loads alongside the post, so the article does not first show as plain text.
    void loadSanitizer().catch(() => undefined);
    dispatch(postRequested({ slug }));
  }, [dispatch, slug]);

  useEffect(() => {
    if (blogTitle) setDocumentTitle([blogTitle, typeof systemName === 'string' ? systemName : ''].filter(Boolean).join(' | '));
  }, [blogTitle, systemName]);

  if (entry?.status === 'notFound') return <NotFound />;
  if (!details) {
    return (
      <div className="sf-blog" aria-busy={entry?.status !== 'failed' || undefined}>
        {/* The same heading element as the loaded post's: the focus the shell put on it stays. */}
        <ScreenTitle>{t('blog_details')}</ScreenTitle>
        {entry?.status === 'failed' ? (
          <ErrorPanel message={entry.error ?? undefined} onRetry={() => dispatch(postRequested({ slug }))} />
        ) : (
          <p role="status">{t('loading')}</p>
        )}
      </div>
    );
  }

  const { blog, tags, recent, moreRecent } = details;
  return (
    <div className="sf-blog">
      <ScreenTitle>{blog.title}</ScreenTitle>
      <div className="sf-blog__layout">
        <div className="sf-blog__main">
          <article className="sf-blog__article" aria-label={blog.title}>
            {blog.banner_img && <img className="sf-blog__banner" src={blog.banner_img} alt="" width={835} height={200} />}
            <p className="sf-blog__meta">
              {blog.published_date && <span className="sf-blog__date">{blog.published_date}</span>}
              {blog.user && (
                <span className="sf-blog__author">
                  {blog.user.user_profile_image && (
                    <img src={blog.user.user_profile_image} alt="" width={20} height={20} className="sf-blog__author-image" />
                  )}
                  {t('blog_by', { name: blog.user.full_name })}
                </span>
              )}
              <span className="sf-blog__views">{t('blog_views', { count: blog.blog_views_count })}</span>
            </p>
            <SafeHtml html={blog.description} className="sf-blog__body" />
            {tags.length > 0 && (
              <section className="sf-blog__tags" aria-label={t('tags')}>
                <h2 className="sf-blog-box__title">{t('tags')}</h2>
                <ul>
                  {tags.map((tag, index) => (
                    <li key={`${index}:${tag}`}>{tag}</li>
                  ))}
                </ul>
              </section>
            )}
          </article>
          <BlogComments slug={slug} />
        </div>
        <aside className="sf-blogs__aside">
          {recent.length > 0 && (
            <section className="sf-blog-box" aria-label={t('recent_post')}>
              <h2 className="sf-blog-box__title">{t('recent_post')}</h2>
              <ul className="sf-blog-recent">
                {recent.map((item) => (
                  <li key={item.id}>
                    <Link to={paths.blog({ slug: item.slug })}>
                      {item.recent_post_image && <img src={item.recent_post_image} alt="" width={72} height={72} loading="lazy" />}
                      <span>
                        <span className="sf-blog-recent__title">{item.title}</span>
                        {item.published_date && <span className="sf-blog-recent__date">{item.published_date}</span>}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              {moreRecent && <Link to={paths.blogs()}>{t('blog_all_posts')}</Link>}
            </section>
          )}
          <BlogCategoryNav current={null} />
        </aside>
      </div>
    </div>
  );
}
