import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunks/load-chunk';
import { ShellLayout } from '../features/shell/components/ShellLayout';
import { RouteFailure } from '../features/shell/components/RouteFailure';
import { RequireSignIn } from '../features/session/components/RequireSignIn';
import { NOT_FOUND_TITLE, ROUTES, type RouteDef } from './route-table';
import { routeHandleOf, type RouteHandle } from './route-handle';

function toRouteObject(def: RouteDef): RouteObject {
  return {
    id: def.id,
    path: def.path,
    handle: routeHandleOf(def),
    lazy: async () => {
      const { default: Screen } = await loadChunk(def.load);
      return {
        Component: def.requiresSignIn
          ? () => (
              <RequireSignIn unlessGuestsAllowed={def.requiresSignIn === 'unless-guests-allowed'}>
                <Screen />
              </RequireSignIn>
            )
          : Screen,
      };
    },
  };
}

export function routeObjects(): RouteObject[] {
  const notFound: RouteObject = {
    id: 'notFound',
    path: '*',
    handle: { id: 'notFound', titleKey: NOT_FOUND_TITLE } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadChunk(() => import('../features/pages/screens/NotFoundScreen'))).default }),
  };
  return [
    {
      id: 'root',
      path: '/',
      element: <ShellLayout />,
      // Shown while the first screen's chunk arrives (before that, nothing of the shell can render).
      hydrateFallbackElement: <div className="sf-progress is-active" role="progressbar" aria-label="Loading" />,
      errorElement: <RouteFailure />,
      children: [{ errorElement: <RouteFailure />, children: [...ROUTES.map(toRouteObject), notFound] }],
    },
  ];
}

/** History mode under the app base path (spec §2). */
export function createAppRouter(appPath: string) {
  return createBrowserRouter(routeObjects(), { basename: appPath || '/' });
}

/** For screen tests: the same routes in memory. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(routeObjects(), { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
