/** Blogs, their comments, replies and likes (issue 12): rewritten to the original's answers by the issue-12 work. */
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { imageUrl } from '../lib/images';
import { pageParams, paginate } from '../lib/paginate';
import { blogCard } from '../services/format';

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

export function blogRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

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

  return r;
}
