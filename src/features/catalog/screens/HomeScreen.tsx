import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { SkeletonGrid } from '../../../components/Skeleton';
import { isOn, selectBanners, selectServices, selectSettings, selectSliders } from '../../shop/shop-selectors';
import { selectViewedProducts } from '../../shell/shell-selectors';
import { selectHome } from '../catalog-selectors';
import { homeSectionsRequested } from '../home-slice';
import { useTopSectionFirst } from '../use-top-first';
import { BannerLink, HomeSection } from '../components/HomeSection';
import '../home.css';

/** The hero banners' size: 1.6.7 BannerResource sends them as 220×125 renditions. */
const HERO_BANNER = { width: 220, height: 125 };
/** How many hero banners a phone shows in its first screen (two a row, right under the slider). */
const EAGER_HERO_BANNERS = 2;

/** Its own chunk: the list arrives 10 s after boot (or never), so the home load does not carry it. */
const RecentlyViewed = lazy(() => import('../../../components/RecentlyViewed'));

/** Home: slider and services from the shell data, then the configured sections, three per request. */
export default function HomeScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const home = useAppSelector(selectHome);
  // Store updates render synchronously (react-redux), so three sections of product cards arriving
  // at once would block the page for one long task: they render as a background transition that
  // yields to input, while the skeleton stays until they are in.
  const sections = useDeferredValue(home.sections);
  const root = useRef<HTMLDivElement>(null);
  const shown = useTopSectionFirst(sections, root);
  const sectionsPending = sections !== home.sections || shown.length < sections.length;
  const sliders = useAppSelector(selectSliders);
  const banners = useAppSelector(selectBanners);
  const services = useAppSelector(selectServices);
  const settings = useAppSelector(selectSettings);
  const viewed = useAppSelector(selectViewedProducts);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (home.nextPage === 1) dispatch(homeSectionsRequested());
  }, [dispatch, home.nextPage]);

  // Load the next sections as the shopper nears the end of the page.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !home.hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) dispatch(homeSectionsRequested());
      },
      { rootMargin: '600px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [dispatch, home.hasMore, home.nextPage]);

  const title = typeof settings.system_name === 'string' ? settings.system_name : t('home');
  return (
    <div className="sf-home" ref={root}>
      <h1 className="sf-visually-hidden" tabIndex={-1} data-sf-focus-target="">
        {title}
      </h1>
      {sliders.length > 0 && (
        <section className="sf-hero-area" aria-label={title}>
          <div className="sf-hero">
            {sliders.slice(0, 3).map((s, i) => (
              <BannerLink
                key={s.id}
                banner={{ link: s.link, image: s.slider_bg_image }}
                className={`sf-hero__slide${i === 0 ? ' is-first' : ''}`}
                priority={i === 0}
              />
            ))}
          </div>
          {/* The shell's banners go with the slider, as in 1.6.7 homepage/slider.vue (only when there are slides). */}
          {banners.length > 0 && (
            <ul className="sf-hero__banners">
              {banners.map((b, i) => (
                <li key={b.id}>
                  <BannerLink banner={b} className="sf-hero__banner" eager={i < EAGER_HERO_BANNERS} size={HERO_BANNER} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {services.length > 0 && (
        <ul className="sf-services">
          {services.map((s) => (
            <li key={s.id}>
              <img src={s.service_image} alt="" width={40} height={40} />
              {/* Data in the shop's own language: isolated, so English in an Arabic page keeps its order ("100% protected checkout"). */}
              <strong dir="auto">{s.title}</strong>
              <span dir="auto">{s.sub_tile}</span>
            </li>
          ))}
        </ul>
      )}
      {shown.map((section, i) => (
        <HomeSection key={section.index} section={section} first={i === 0} />
      ))}
      {(home.status === 'loading' || sectionsPending) && <SkeletonGrid count={4} />}
      {home.status === 'failed' && <ErrorPanel onRetry={() => dispatch(homeSectionsRequested())} />}
      {/* Not while sections are still rendering: a short page would bring the sentinel in reach and ask for the next page early. */}
      {home.hasMore && home.status !== 'loading' && home.status !== 'failed' && !sectionsPending && (
        <div ref={sentinel} className="sf-load-more">
          <button type="button" className="sf-button" onClick={() => dispatch(homeSectionsRequested())}>
            {t('load_more')}
          </button>
        </div>
      )}
      {isOn(settings.recent_viewed) && viewed.length > 0 && (
        <Suspense fallback={null}>
          <RecentlyViewed products={viewed} />
        </Suspense>
      )}
    </div>
  );
}
