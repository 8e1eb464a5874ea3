import { lazy, useLayoutEffect, type ComponentType } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunks/load-chunk';
import { ShellLayout } from '../features/shell/components/ShellLayout';
import { RequireSignIn } from '../features/session/components/RequireSignIn';
import { NOT_FOUND_TITLE, ROUTES, type RouteDef } from './route-table';
import { storePath } from './store-path';
import { registerRoutePatterns, routeHandleFor, routeHandleOf, type RouteHandle } from './route-handle';

/**
 * The router runs in declarative mode (<BrowserRouter> + useRoutes) rather than as a data router:
 * the widget loads its data through sagas, not route loaders, and the data router's machinery is
 * 16 KiB (gzip) of the first load. Screens are React.lazy components; BrowserRouter puts every
 * navigation in a transition, so the current screen stays up until the next one's chunk is in
 * (ShellLayout shows the progress bar and catches a chunk that fails).
 */
function screenOf(def: Pick<RouteDef, 'load' | 'requiresSignIn'>): ComponentType {
  const Screen = lazy(() => loadChunk(def.load));
  if (!def.requiresSignIn) return Screen;
  const unlessGuestsAllowed = def.requiresSignIn === 'unless-guests-allowed';
  return function SignedInScreen() {
    return (
      <RequireSignIn unlessGuestsAllowed={unlessGuestsAllowed}>
        <Screen />
      </RequireSignIn>
    );
  };
}

let routes: RouteObject[] | null = null;

// The same patterns, in the same order, for the route handle (titles, headings) outside the tree.
registerRoutePatterns([
  ...ROUTES.map((def) => ({ path: def.path, handle: routeHandleOf(def) })),
  { path: '*', handle: { id: 'notFound', titleKey: NOT_FOUND_TITLE } },
]);

/** Built once, on first render: the lazy components must be the same on every render. */
function appRoutes(): RouteObject[] {
  routes ??= [
    {
      path: '/',
      element: <ShellLayout />,
      children: [
        ...ROUTES.map((def): RouteObject => {
          const Screen = screenOf(def);
          return { path: def.path, element: <Screen /> };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
  return routes;
}

const NotFoundScreen = screenOf({ load: () => import('../features/pages/screens/NotFoundScreen') });
function NotFound() {
  return <NotFoundScreen />;
}

function AppRoutes() {
  return useRoutes(appRoutes());
}

/** Hands the router's navigate to the sagas (SagaContext.navigate) once it exists. */
function NavigateBridge({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => onReady(navigate), [navigate, onReady]);
  return null;
}

/** History mode under the app base path. */
export function AppRouter({ appPath, onNavigateReady }: { appPath: string; onNavigateReady: (navigate: NavigateFunction) => void }) {
  return (
    <BrowserRouter basename={appPath || '/'}>
      <NavigateBridge onReady={onNavigateReady} />
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * Starts the chunk of the screen at `pathname` before the first render: the browser then fetches
 * it while React renders the shell, instead of after. The screen's own lazy load finds it loaded
 * (or loading), and reports a failure itself. Returns the route's id.
 */
export function startScreenChunk(pathname: string, appPath: string): RouteHandle['id'] | null {
  const inApp = storePath(pathname, appPath);
  if (inApp === null) return null;
  const id = routeHandleFor(inApp || '/')?.id ?? null;
  ROUTES.find((def) => def.id === id)
    ?.load()
    .catch(() => {});
  return id;
}
