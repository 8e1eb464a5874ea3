import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/chunks/load-chunk';
import { ShellLayout } from '../features/shell/components/ShellLayout';
import { RouteFailure } from '../features/shell/components/RouteFailure';
import { RequireSignIn } from '../features/session/components/RequireSignIn';
import { NOT_FOUND_TITLE, ROUTES, type RouteDef } from './route-table';

export interface RouteHandle {
  route: Pick<RouteDef, 'id' | 'titleKey' | 'headingKey' | 'transition' | 'listing' | 'requiresSignIn'>;
}

function toRouteObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { route: { id: def.id, titleKey: def.titleKey, headingKey: def.headingKey, transition: def.transition, listing: def.listing, requiresSignIn: def.requiresSignIn } };
  return {
    id: def.id,
    path: def.path,
    handle,
    lazy: async () => {
      const { default: Screen } = await loadChunk(def.load);
      return { Component: def.requiresSignIn ? () => <RequireSignIn><Screen /></RequireSignIn> : Screen };
    },
  };
}

export function routeObjects(): RouteObject[] {
  const notFound: RouteObject = {
    id: 'not-found',
    path: '*',
    handle: { route: { id: 'not-found', titleKey: NOT_FOUND_TITLE } } satisfies RouteHandle,
    lazy: async () => ({ Component: (await loadChunk(() => import('../features/pages/screens/NotFoundScreen'))).default }),
  };
  return [{
    id: 'root',
    path: '/',
    element: <ShellLayout />,
    // Shown while the first screen's chunk arrives (before that, nothing of the shell can render).
    hydrateFallbackElement: <div className="sf-progress is-active" role="progressbar" aria-label="Loading" />,
    errorElement: <RouteFailure />,
    children: [{ errorElement: <RouteFailure />, children: [...ROUTES.map(toRouteObject), notFound] }],
  }];
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
