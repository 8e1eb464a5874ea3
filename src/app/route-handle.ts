import { useMatches } from 'react-router-dom';
import type { RouteId } from './paths';
import type { RouteDef } from './route-table';

/** The route that matched no path (`*`): it has a title but no pattern, so it is no RouteId. */
export type NotFoundId = 'notFound';

/**
 * What a matched route tells the shell and its screen (the router's `handle`): the route table's
 * shared fields, minus the path and the loader, which only the router needs.
 */
export interface RouteHandle extends Pick<RouteDef, 'titleKey' | 'headingKey' | 'transition' | 'requiresSignIn'> {
  id: RouteId | NotFoundId;
}

export function routeHandleOf(def: RouteDef): RouteHandle {
  return { id: def.id, titleKey: def.titleKey, headingKey: def.headingKey, transition: def.transition, requiresSignIn: def.requiresSignIn };
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { id?: unknown }).id === 'string';

/**
 * The current route's handle: the innermost match that has one (the shell's layout and the
 * pathless error-boundary route above the screens carry none). Null only outside every route,
 * e.g. while the first screen's chunk is still arriving.
 */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { handle } = matches[i];
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
