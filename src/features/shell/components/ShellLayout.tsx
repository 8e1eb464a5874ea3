import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useT } from '../../../lib/hooks/shared-hooks';
import { useRouteHandle, type RouteHandle } from '../../../app/route-handle';
import { navigationMoves, type Place } from '../../../lib/dom/navigation-moves';
import { isOn, selectSettings } from '../../shop/shop-selectors';
import { selectPopupVisible, selectProductModalSlug } from '../shell-selectors';
import { routeChanged, shellMounted } from '../shell-slice';
import { usePageSettled } from '../use-page-settled';
import { Header } from './Header';
import { Footer } from './Footer';
import { ProgressBar } from './ProgressBar';
import { RouteFailure } from './RouteFailure';
import { PartBoundary } from '../../../components/PartBoundary';
import { HomeSkeleton } from '../../../components/Skeleton';
import '../shell.css';

// Rare or heavy parts load on demand: the pop-up brings formik + yup, the switcher is demo-only.
const NewsletterPopup = lazy(() => import('./NewsletterPopup'));
const ColourSwitcher = lazy(() => import('./ColourSwitcher'));
// The product modal brings the product feature (details, variants, their state and sagas): only once a card asks for options.
const ProductModalHost = lazy(() => import('../../product').then((m) => ({ default: m.ProductModalHost })));

/** Reports each navigation to the shell saga (title, analytics, scroll, focus, resets). */
function RouteEffects({ route }: { route: RouteHandle | null }) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  // Updated in the effect, not during render, so StrictMode's second effect run on mount sees the
  // same place and moves nothing.
  const previous = useRef<Place | null>(null);
  const navigated = useRef(false);
  const titleKey = route?.titleKey ?? null;
  const isHome = route?.id === 'home';
  useEffect(() => {
    const moves = navigationMoves(previous.current, { pathname, search }, navigationType, navigated.current);
    const moved = previous.current !== null && (previous.current.pathname !== pathname || previous.current.search !== search);
    if (moved && navigationType !== 'REPLACE') navigated.current = true;
    previous.current = { pathname, search };
    dispatch(routeChanged({ pathname, search, titleKey, isHome, moves }));
  }, [dispatch, pathname, search, titleKey, isHome, navigationType]);
  return null;
}

/**
 * A button, not an in-page link: the target is inside the widget's shadow root, where "#sf-main"
 * neither resolves as a fragment nor can be found by checkers looking in the document.
 */
function skipToMain(event: MouseEvent<HTMLButtonElement>) {
  const main = (event.currentTarget.getRootNode() as Document | ShadowRoot).getElementById?.('sf-main');
  main?.focus();
  main?.scrollIntoView?.({ block: 'start' });
}

export function ShellLayout() {
  const dispatch = useAppDispatch();
  const t = useT();
  const route = useRouteHandle();
  const { pathname } = useLocation();
  const popupVisible = useAppSelector(selectPopupVisible);
  const settings = useAppSelector(selectSettings);
  const productModalOpen = useAppSelector(selectProductModalSlug) !== null;
  const settled = usePageSettled();
  // The first screen appears at once: an entrance animation (from transparent) only held back its
  // largest paint, by about 0.3 s on a phone. Screens reached in the app animate in.
  const [firstPathname] = useState(pathname);
  const [moved, setMoved] = useState(false);
  // Set during render (React's pattern for state derived from a change): the new screen's first commit already animates.
  if (!moved && pathname !== firstPathname) setMoved(true);
  const transition = moved ? route?.transition : undefined;

  useEffect(() => {
    dispatch(shellMounted());
  }, [dispatch]);

  return (
    <div className="sf-shell">
      <button type="button" className="sf-skip-link" onClick={skipToMain}>
        {t('skip_to_content')}
      </button>
      <ProgressBar />
      <RouteEffects route={route} />
      <Header />
      <main id="sf-main" className="sf-main" part="main" tabIndex={-1}>
        {/* The first screen's chunk: header and footer are up meanwhile (the home shows its skeleton).
            Later navigations are transitions, so the current screen stays until the next one is ready. */}
        <Suspense fallback={<div className="sf-screen sf-screen--loading">{route?.id === 'home' && <HomeSkeleton />}</div>}>
          {/* A screen whose chunk failed twice, or that crashed, fails alone; the next path starts afresh. */}
          <PartBoundary key={pathname} name="screen" fallback={<RouteFailure />}>
            <div className={`sf-screen${transition ? ` sf-transition--${transition}` : ''}`}>
              <Outlet />
            </div>
          </PartBoundary>
        </Suspense>
      </main>
      {/* Below the fold: it waits for the first screen (its sanitised HTML, links and pictures
          would otherwise compete with the screen's data and largest paint). */}
      {settled && <Footer />}
      {productModalOpen && (
        <PartBoundary name="product modal">
          <Suspense fallback={null}>
            <ProductModalHost />
          </Suspense>
        </PartBoundary>
      )}
      {/* Optional parts: each fails alone (a lost chunk must not replace the shell with an error panel). */}
      {popupVisible && (
        <PartBoundary name="newsletter pop-up">
          <Suspense fallback={null}>
            <NewsletterPopup />
          </Suspense>
        </PartBoundary>
      )}
      {isOn(settings.demo_mode) && (
        <PartBoundary name="colour switcher">
          <Suspense fallback={null}>
            <ColourSwitcher />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}
