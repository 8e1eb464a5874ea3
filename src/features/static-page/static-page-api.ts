/** `GET home/others-page/{slug}` (test/contract/content/others-page.json): lazy, with the page screen. */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';

export interface StaticPage {
  title: string;
  link: string;
  /** Admin HTML, rendered only through <SafeHtml>; null for a page never written. */
  content: string | null;
}

/**
 * The page in the session's language (the server falls back to English). The slug goes in the
 * path and, as the original SPA sends it, in `?slug=` too (the backend reads the query first).
 */
export async function fetchStaticPage(http: Http, slug: string): Promise<StaticPage> {
  const { data } = await http.get(`home/others-page/${encodeURIComponent(slug)}`, { params: { slug } });
  const { page } = expectKeys<{ page: Record<string, unknown> | null }>(data, ['page']);
  if (!page || typeof page !== 'object') throw new ApiError('malformed', "The server's answer has no page.");
  return {
    title: typeof page.title === 'string' ? page.title : '',
    link: typeof page.link === 'string' ? page.link : slug,
    content: typeof page.content === 'string' ? page.content : null,
  };
}

/**
 * An unknown or switched-off slug: the original crashes on it (HTTP 500 "Server Error"), so a 500
 * is the only sign it gives; a 404 is what a tidier backend would send.
 */
export function isMissingPage(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 500 || error.status === 404);
}
