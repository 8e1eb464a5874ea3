/**
 * Development only (DEV_TOOLS=1 only, lib/dev-tools.ts): a plain content page for `npm run bench`'s
 * host-cost measure. `GET /_bench/article` is an article with a heading, text and an image;
 * `?widget=1` adds exactly what the README tells a host to add (the marker, the fields, the shell
 * data and the one loader tag), below the article, with the store under this page's own path;
 * `&tag=defer` or `&tag=async` puts that attribute on the loader tag.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { CSP_REPORT_PATH, contentSecurityPolicy, embedTags, siteHostPort } from './host-page';

export const ARTICLE_PATH = '/_bench/article';

const PARAGRAPH =
  'A plain content page: the kind of page a shop owner writes about their workshop, their suppliers or a season, with one ' +
  'picture and a few paragraphs. The storefront sits below it. Measured with and without the widget, the difference is ' +
  'what the widget costs a host page.';

export function benchPageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get(ARTICLE_PATH, async (c) => {
    const withWidget = c.req.query('widget') === '1';
    const origin = siteHostPort(c);
    const embed = withWidget ? await embedTags(c, ARTICLE_PATH) : null;
    // `?tag=defer|async`: the loader tag as the README could advise it, to measure that advice;
    // without it, the plain (parser-blocking) tag, for comparison.
    const tag = c.req.query('tag');
    const loading = tag === 'defer' || tag === 'async' ? ` ${tag}` : '';
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Our workshop</title>
<link rel="stylesheet" href="${ARTICLE_PATH}.css">
</head>
<body>
<article>
<h1>Our workshop</h1>
<img src="/images/banner/201-600x340.svg" width="600" height="340" alt="The workshop">
${Array.from({ length: 6 }, () => `<p>${PARAGRAPH}</p>`).join('\n')}
</article>
${embed ? embed.tags.replace('<script async nonce=', `<script${loading} nonce=`) : ''}
</body>
</html>
`;
    // The host page's own policy, with this page's nonce (the plain page has no script at all).
    const policy = embed ? contentSecurityPolicy(origin, embed.nonce) : `default-src 'self'; report-uri ${CSP_REPORT_PATH}`;
    c.header('Content-Security-Policy', policy);
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  });
  r.get(`${ARTICLE_PATH}.css`, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    return c.body('body{font:18px/1.6 system-ui,sans-serif;margin:0 auto;max-width:42em;padding:16px}img{max-width:100%;height:auto}');
  });
  return r;
}
