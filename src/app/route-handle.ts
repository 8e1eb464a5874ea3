import { matchRoutes, useLocation } from 'react-router-dom';
import type { RouteId } from '../lib/links/paths';
import type { RouteDef } from './route-table';

/** The route that matched no path (`*`): it has a title but no pattern, so it is no RouteId. */
export type NotFoundId = 'notFound';

/**
 * What a matched route tells the shell and its screen: the route table's shared fields, minus the
 * path and the loader, which only the router needs.
 */
export interface RouteHandle extends Pick<RouteDef, 'titleKey' | 'headingKey' | 'transition' | 'requiresSignIn'> {
  id: RouteId | NotFoundId;
}

export function routeHandleOf(def: RouteDef): RouteHandle {
  return { id: def.id, titleKey: def.titleKey, headingKey: def.headingKey, transition: def.transition, requiresSignIn: def.requiresSignIn };
}

let patterns: { path: string; handle: RouteHandle }[] = [];
let last: { pathname: string; handle: RouteHandle | null } | null = null;

/**
 * The router (router.tsx) hands over the patterns it renders, in its order. Registered rather than
 * imported: the route table imports every screen, and screens read their handle from here.
 */
export function registerRoutePatterns(list: { path: string; handle: RouteHandle }[]): void {
  patterns = list;
  last = null;
}

/**
 * The current route's handle, matched with the router's own ranking against the same patterns.
 * The shell and several screens ask on every render, so the last answer is kept.
 */
export function routeHandleFor(pathname: string): RouteHandle | null {
  if (last?.pathname === pathname) return last.handle;
  const matches = matchRoutes(patterns, pathname);
  const handle = matches ? matches[matches.length - 1].route.handle : null;
  last = { pathname, handle };
  return handle;
}

export function useRouteHandle(): RouteHandle | null {
  return routeHandleFor(useLocation().pathname);
}
