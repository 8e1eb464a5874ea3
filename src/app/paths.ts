// The typed paths live in src/lib/links/paths.ts, where shared components can use them too (lib and
// components may not import src/app); the app and the features import them from there or from here.
export { PATTERNS, paths, type RouteId } from '../lib/links/paths';
