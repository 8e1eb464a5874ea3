// Shared by the loader (through first-screen.ts) and the app's router: no imports.

/**
 * The path inside the store ('' for its home, no trailing slash), or null when `pathname` is not
 * under `appPath` at all: '/shopping' is not in a store at '/shop'.
 */
export function storePath(pathname: string, appPath: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  if (!appPath) return path;
  if (path === appPath) return '';
  return path.startsWith(appPath + '/') ? path.slice(appPath.length) : null;
}
