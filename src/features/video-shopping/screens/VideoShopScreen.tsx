import { useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useFeature } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { NotFound } from '../../pages';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ProductGrid } from '../../../components/ProductCard';
import { ScreenTitle } from '../../../components/ScreenTitle';
import type { ProductCard } from '../../../types/catalogue';
import { renderAddToCart } from '../../cart';
import { renderListToggles } from '../../compare';
import { VideoPlayer } from '../components/VideoPlayer';
import { VideoTile } from '../components/VideoTile';
import { videoShopFeature } from '../video-shopping-feature';
import { selectVideoEntry, videoRequested } from '../video-shopping-slice';
import '../video-shopping.css';

function ProductsSection({ title, products }: { title: string; products: ProductCard[] }) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section className="sf-video-page__products" aria-labelledby={id}>
      <h2 id={id} className="sf-video-page__heading">
        {title}
      </h2>
      <ProductGrid products={products} label={title} renderQuickAdd={renderAddToCart} renderActions={renderListToggles} />
    </section>
  );
}

/**
 * `/video-shopping/:slug` (the original's video_shop_details.vue): the video, the products it
 * shows (with add to cart), related products and other popular videos. The original's four styles
 * only arrange these differently; here one responsive layout serves all four (the player beside the
 * products on a desktop, above them on a phone).
 */
export default function VideoShopScreen() {
  useFeature(videoShopFeature);
  const t = useT();
  const dispatch = useAppDispatch();
  const slug = useParams().slug ?? '';
  const entry = useAppSelector((state) => selectVideoEntry(state, slug));
  const popularId = useId();

  useEffect(() => {
    if (slug) dispatch(videoRequested({ slug }));
  }, [dispatch, slug]);

  if (entry?.status === 'notFound') return <NotFound />;
  const video = entry?.video ?? null;
  const loading = !entry || entry.status === 'loading';

  return (
    <article className={`sf-video-page sf-video-page--${video?.style ?? 'style_1'}`} aria-busy={(loading && !video) || undefined}>
      {/* One heading element throughout, so the focus the shell puts on it survives the load. */}
      <div className="sf-video-page__head">
        <ScreenTitle>{video ? video.title : t('video_shopping')}</ScreenTitle>
        {video?.is_live && <span className="sf-video-live sf-video-live--title">{t('live')}</span>}
      </div>
      <p className="sf-visually-hidden" role="status">
        {loading && !video ? t('loading') : ''}
      </p>
      {entry?.status === 'failed' && !video && (
        <ErrorPanel message={entry.error ?? undefined} onRetry={() => dispatch(videoRequested({ slug }))} />
      )}
      {!video && loading && <div className="sf-video-page__placeholder" />}
      {video && (
        <>
          <div className="sf-video-page__top">
            <VideoPlayer key={video.slug} video={video} />
            <ProductsSection title={t('recommended_products')} products={video.products} />
          </div>
          <ProductsSection title={t('related_products')} products={video.related_products} />
          {video.popular_videos.length > 0 && (
            <section className="sf-video-page__popular" aria-labelledby={popularId}>
              <h2 id={popularId} className="sf-video-page__heading">
                {t('popular_videos')}
              </h2>
              <ul className="sf-video-grid sf-video-grid--small" aria-label={t('popular_videos')}>
                {video.popular_videos.map((other) => (
                  <li key={other.id}>
                    <VideoTile video={other} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}
