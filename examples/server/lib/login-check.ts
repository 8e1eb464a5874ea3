/** The original `loginCheck` middleware: guests get a 302 to the login page, even for XHR. */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

export function loginCheck(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('user')) return c.redirect(`${c.get('base')}${c.get('deps').config.appPath}/login`, 302);
    await next();
  };
}
