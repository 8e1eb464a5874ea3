import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { loadSanitizer, SafeHtml } from '../../../components/SafeHtml';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { setDocumentTitle } from '../../../lib/dom/page-effects';
import { NotFound } from '../../pages';
import { staticPageFeature } from '../static-page-feature';
import { pageRequested, selectStaticPage } from '../static-page-slice';
import '../static-page.css';

/**
 * `/page/:slug` (test/contract/content/others-page.json, the original's about.vue): an admin page
 * (about us, policies, help) as sanitised HTML. Links inside it to store paths move within the
 * app (SafeHtml routes them), others leave it. The tab is titled with the page's title, as the
 * original does. An unknown or switched-off slug shows the not-found page; any other failure
 * can be tried again.
 */
export default function StaticPageScreen() {
  useFeature(staticPageFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const { slug = '' } = useParams<{ slug: string }>();
  const state = useAppSelector(selectStaticPage);
  // What is in the store may still be the previous slug's page for one render.
  const current = state.slug === slug ? state : null;
  const title = current?.status === 'succeeded' ? (current.page?.title ?? '') : '';

  useEffect(() => {
    void loadSanitizer().catch(() => {}); // in parallel with the request, so the HTML does not flash as text
    dispatch(pageRequested({ slug }));
  }, [dispatch, slug]);

  useEffect(() => {
    if (title) setDocumentTitle(title);
  }, [title]);

  if (current?.status === 'missing') return <NotFound />;

  let body;
  if (current?.status === 'failed') {
    body = (
      <>
        <ScreenTitle>{t('static_page')}</ScreenTitle>
        <ErrorPanel message={current.error ?? t('static_page_failed')} onRetry={() => dispatch(pageRequested({ slug, retry: true }))} />
      </>
    );
  } else if (current?.status === 'succeeded' && current.page) {
    body = (
      <>
        <ScreenTitle>{current.page.title || t('static_page')}</ScreenTitle>
        {current.page.content ? (
          <SafeHtml html={current.page.content} className="sf-static-page__content" />
        ) : (
          <p className="sf-empty">{t('static_page_empty')}</p>
        )}
      </>
    );
  } else {
    body = (
      <>
        <ScreenTitle>{t('static_page')}</ScreenTitle>
        <p className="sf-hint" role="status">
          {t('loading')}
        </p>
      </>
    );
  }

  return <article className="sf-static-page">{body}</article>;
}
