/** Newsletter, blogs, static pages, contact. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { fieldErrors, readBody, validationError } from '../lib/responses';
import { blogCard } from '../services/format';

const REQUIRED = 'The email field is required.';
const INVALID = 'The email must be a valid email address.';

/**
 * home/subscribers: `email` required|email (Laravel 8 messages). Laravel trims input and turns ""
 * into null before validating, so blank counts as missing; a non-string is not an address.
 */
const subscriberBody = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined)),
    z
      .unknown()
      .refine((v) => v !== undefined, REQUIRED)
      .pipe(z.email(INVALID)),
  ),
});

/** subscribers.email is a 50-character column: a longer address fails the insert. */
const EMAIL_COLUMN_LENGTH = 50;

interface BlogRow {
  id: number;
  category_id: number;
  user_id: number | null;
  slug: string;
  title: string;
  short_description: string | null;
  long_description: string | null;
  tags: string[];
  published_date: Date | string;
  views: number;
}

export function contentRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/home/subscribers', async (c) => {
    const parsed = subscriberBody.safeParse(await readBody(c));
    if (!parsed.success) return validationError(c, fieldErrors(parsed.error));
    const { email } = parsed.data;
    const { db } = c.get('deps');
    // unique:subscribers — MySQL's default collation compares case-insensitively.
    const taken = (await db.query('SELECT 1 FROM subscribers WHERE lower(email) = lower($1)', [email])).rows.length > 0;
    if (taken) return validationError(c, { email: ['The email has already been taken.'] });
    // The original's repository reports a failed insert as subscribe:false, still with the success text.
    const stored =
      email.length <= EMAIL_COLUMN_LENGTH &&
      (await db.query('INSERT INTO subscribers (email) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id', [email])).rows.length > 0;
    return c.json({ subscribe: stored, success: 'You have subscribed successfully' });
  });

  r.get('/home/blogs', async (c) => {
    const { db } = c.get('deps');
    const where: string[] = [];
    const params: unknown[] = [];
    const slug = c.req.query('slug');
    if (slug) {
      params.push(slug);
      where.push(`b.category_id = (SELECT id FROM blog_categories WHERE slug = $${params.length})`);
    }
    const title = c.req.query('title')?.trim();
    if (title) {
      params.push(`%${title.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      where.push(`b.title ILIKE $${params.length}`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = c.req.query('sort') === 'oldest' ? 'b.published_date ASC, b.id ASC' : 'b.published_date DESC, b.id DESC';
    const { page, perPage, offset } = pageParams({ page: c.req.query('page'), paginate: c.req.query('paginate') }, 9);
    const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blogs b ${whereSql}`, params)).rows[0].n;
    const rows = (
      await db.query<BlogRow>(
        `SELECT b.* FROM blogs b ${whereSql} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, perPage, offset],
      )
    ).rows;
    return c.json({
      blogs: paginate(
        rows.map((b) => blogCard(b, c.get('base'))),
        total,
        page,
        perPage,
        c.req.url,
      ),
    });
  });

  r.get('/home/blog-details/:slug', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const blog = (await db.query<BlogRow>('UPDATE blogs SET views = views + 1 WHERE slug = $1 RETURNING *', [c.req.param('slug')])).rows[0];
    if (!blog) return c.json({ message: 'Blog not found' }, 404);
    const author = (
      await db.query<{ id: number; first_name: string; last_name: string }>('SELECT id, first_name, last_name FROM users WHERE id = $1', [
        blog.user_id,
      ])
    ).rows[0];
    const cats = (
      await db.query<{ id: number; title: string; slug: string; n: number }>(
        'SELECT bc.id, bc.title, bc.slug, (SELECT count(*)::int FROM blogs WHERE category_id = bc.id) AS n FROM blog_categories bc ORDER BY bc.id',
      )
    ).rows;
    const recent = (await db.query<BlogRow>('SELECT * FROM blogs WHERE id <> $1 ORDER BY published_date DESC, id DESC LIMIT 4', [blog.id]))
      .rows;
    const comments = (
      await db.query<{ id: number; comment: string; created_at: Date; user_id: number; first_name: string; last_name: string }>(
        'SELECT bc.id, bc.comment, bc.created_at, u.id AS user_id, u.first_name, u.last_name FROM blog_comments bc JOIN users u ON u.id = bc.user_id WHERE bc.blog_id = $1 ORDER BY bc.id DESC',
        [blog.id],
      )
    ).rows.map((x) => ({
      id: x.id,
      comment: x.comment,
      comment_date: new Date(x.created_at).toISOString().slice(0, 10),
      user: { id: x.user_id, full_name: `${x.first_name} ${x.last_name}`, profile_image: imageUrl(base, 'user', x.user_id, 40, 40) },
      comment_likes: [],
      comment_replies: [],
    }));
    const card = blogCard(blog, base);
    return c.json({
      blog: {
        ...card,
        long_description: blog.long_description,
        blog_views_count: blog.views,
        tags: blog.tags,
        category: cats.find((x) => x.id === blog.category_id) ?? null,
        user: author
          ? {
              id: author.id,
              full_name: `${author.first_name} ${author.last_name}`,
              profile_image: imageUrl(base, 'user', author.id, 40, 40),
            }
          : null,
      },
      categories: paginate(
        cats.map((x) => ({ id: x.id, title: x.title, slug: x.slug, blogs_count: x.n })),
        cats.length,
        1,
        14,
        c.req.url,
      ),
      tags: blog.tags,
      recent_posts: recent.map((b) => blogCard(b, base)),
      comments: paginate(comments.slice(0, 10), comments.length, 1, 10, c.req.url),
      blog_view: true,
    });
  });

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

  // get/country-list: routes/addresses.ts (the 1.6.7 CountryResource).
  return r;
}
