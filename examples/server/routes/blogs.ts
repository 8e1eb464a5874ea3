/**
 * Blogs, their comments, replies and likes, as 1.6.7's Site/BlogController answers them
 * (test/contract/content/blog*.json). Quirks kept on purpose:
 *
 * - `home/blogs` filters by category whenever the `slug` key is present (`slug=` finds nothing),
 *   cuts short descriptions at 100 bytes, and answers json_encode's "Malformed UTF-8" complaint
 *   as `{error}` when such a cut splits a character;
 * - an unknown post slug is a PHP Error: HTTP 500 `{"message":"Server Error"}`; drafts are readable;
 * - every signed-in read inserts a view row; guests are not counted;
 * - the write routes have no login check: a guest's comment or reply is attempted as user 0 and
 *   fails on the foreign key (HTTP 200 `{error}` with MySQL's text, which quotes the insert); a
 *   guest's like is stored as user 0; likes have no duplicate guard; unlike removes all of the
 *   user's likes on the item; the reply likes never say `success`.
 *
 * Not reproduced: the commenters' addresses and wallet top-ups in the embedded users (see
 * services/blog-format.ts).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/context';
import { readBody } from '../lib/responses';
import { COMMENT_MORPH, REPLY_MORPH } from '../services/blog-format';
import {
  blogBySlug,
  blogExists,
  blogList,
  blogObject,
  categoryPage,
  commentExists,
  commentPage,
  COMMENTS_PER_PAGE,
  deleteLikes,
  insertComment,
  insertLike,
  insertReply,
  likePerPage,
  MalformedUtf8Error,
  oneComment,
  pageNumber,
  recentPosts,
  recordView,
  replyExists,
} from '../services/blogs';
import { dMY, laravelDate } from '../services/format';
import { sessionLocale } from '../services/shell';

const MAX_INT = 2_147_483_647;

/** What Laravel's TrimStrings + ConvertEmptyStringsToNull middleware make of an input value. */
function input(v: unknown): unknown {
  if (typeof v !== 'string') return v === undefined ? null : v;
  const t = v.trim();
  return t === '' ? null : t;
}

/** An integer column's value as MySQL takes it: null stays null; a non-integer is refused (strict mode). */
function intValue(v: unknown): number | null | 'invalid' {
  if (v === null) return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) <= MAX_INT ? v : 'invalid';
  if (typeof v === 'string' && /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= MAX_INT) return Number(v);
  return 'invalid';
}

/** PHP's string conversion of a bound value as QueryException prints it (null stays `?`). */
function shown(v: unknown): string {
  if (v === null || v === undefined) return '?';
  if (typeof v === 'boolean') return v ? '1' : '';
  if (typeof v === 'object') return 'Array';
  return String(v);
}

const nowDb = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** `insert into `t` (`a`, `b`, …) values (…)` as Laravel's QueryException quotes it. */
function insertSql(table: string, cols: Array<[string, unknown]>): string {
  const at = nowDb();
  const all: Array<[string, unknown]> = [...cols, ['updated_at', at], ['created_at', at]];
  return `insert into \`${table}\` (${all.map(([k]) => `\`${k}\``).join(', ')}) values (${all.map(([, v]) => shown(v)).join(', ')})`;
}

const DB_NAME = 'yoori';
function foreignKeyError(table: string, column: string, references: string, onDelete: string, sql: string): string {
  return (
    `SQLSTATE[23000]: Integrity constraint violation: 1452 Cannot add or update a child row: a foreign key constraint fails ` +
    `(\`${DB_NAME}\`.\`${table}\`, CONSTRAINT \`${table}_${column}_foreign\` FOREIGN KEY (\`${column}\`) REFERENCES \`${references}\` (\`id\`) ON DELETE ${onDelete}) (SQL: ${sql})`
  );
}
const notNullError = (column: string, sql: string) =>
  `SQLSTATE[23000]: Integrity constraint violation: 1048 Column '${column}' cannot be null (SQL: ${sql})`;
const badIntError = (column: string, value: unknown, sql: string) =>
  `SQLSTATE[HY000]: General error: 1366 Incorrect integer value: '${shown(value)}' for column '${column}' at row 1 (SQL: ${sql})`;
const stringError = 'Array to string conversion';

/** The request's fillable keys, in the order sent, with user_id = authId() last (as `$request['user_id'] = …` adds it). */
function fillable(body: Record<string, unknown>, keys: string[], userId: number): Array<[string, unknown]> {
  const cols: Array<[string, unknown]> = Object.keys(body)
    .filter((k) => keys.includes(k) && k !== 'user_id')
    .map((k) => [k, input(body[k])]);
  cols.push(['user_id', userId]);
  return cols;
}

const textValue = (v: unknown): string | null | 'array' =>
  v === null ? null : typeof v === 'object' ? 'array' : typeof v === 'string' ? v : String(v);

export function blogRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const locale = async (c: Context<AppEnv>) => sessionLocale(c.get('session'), await c.get('store').get());
  const userId = (c: Context<AppEnv>) => c.get('user')?.id ?? 0;

  r.get('/home/blogs', async (c) => {
    const params = new URL(c.req.url).searchParams;
    // `$request->all()` after ConvertEmptyStringsToNull: a key sent empty is null, an absent key is absent.
    const raw = (key: string) => (params.has(key) ? input(params.get(key)) : undefined) as string | null | undefined;
    try {
      const blogs = await blogList(
        c.get('deps').db,
        c.get('base'),
        { page: params.get('page'), slug: raw('slug'), title: raw('title'), sort: raw('sort') },
        await locale(c),
        c.req.url,
      );
      return c.json({ blogs });
    } catch (e) {
      if (e instanceof MalformedUtf8Error) return c.json({ error: e.message });
      throw e;
    }
  });

  r.get('/home/blog-details/:slug', async (c) => {
    const { db } = c.get('deps');
    const base = c.get('base');
    const blog = await blogBySlug(db, c.req.param('slug'));
    // `$blog->getTranslation(…)` on null: an Error, not an Exception, so no {error} envelope.
    if (!blog) return c.json({ message: 'Server Error' }, 500);
    const lang = await locale(c);
    const page = pageNumber(c.req.query('page'));
    const blogOut = await blogObject(db, base, blog, lang, true);
    const blogView = await recordView(db, c.get('user')?.id ?? null, blog.id);
    return c.json({
      blog_view: blogView,
      comments: await commentPage(db, base, blog.id, page, COMMENTS_PER_PAGE, c.req.url),
      categories: await categoryPage(db, page, c.req.url),
      blog: blogOut,
      tags: (blogOut.tags ?? '').split(','),
      recent_posts: await recentPosts(db, base, blog.id, lang, page, c.req.url),
    });
  });

  r.get('/load/blog-comments/:id', async (c) => {
    const id = intValue(input(c.req.param('id')));
    const blogId = typeof id === 'number' ? id : 0;
    return c.json({
      comments: await commentPage(c.get('deps').db, c.get('base'), blogId, pageNumber(c.req.query('page')), COMMENTS_PER_PAGE, c.req.url),
    });
  });

  r.get('/load/blog-categories', async (c) =>
    c.json({ categories: await categoryPage(c.get('deps').db, pageNumber(c.req.query('page')), c.req.url) }),
  );

  r.post('/store/blog-comment', async (c) => {
    const { db } = c.get('deps');
    const body = await readBody(c);
    const cols = fillable(body, ['blog_id', 'name', 'email', 'comment', 'images'], userId(c));
    const value = (k: string) => cols.find(([key]) => key === k)?.[1] ?? null;
    const sql = insertSql('blog_comments', cols);
    const blogId = intValue(value('blog_id'));
    const comment = textValue(value('comment'));
    const uid = userId(c);
    if (comment === 'array') return c.json({ error: stringError });
    if (blogId === null) return c.json({ error: notNullError('blog_id', sql) });
    if (blogId === 'invalid') return c.json({ error: badIntError('blog_id', value('blog_id'), sql) });
    if (!uid) return c.json({ error: foreignKeyError('blog_comments', 'user_id', 'users', 'SET NULL', sql) });
    if (!(await blogExists(db, blogId))) return c.json({ error: foreignKeyError('blog_comments', 'blog_id', 'blogs', 'CASCADE', sql) });
    // `name`, `email`, `images` are fillable but the table has no such columns: MySQL would refuse them.
    const unknown = cols.find(([k]) => k === 'name' || k === 'email' || k === 'images');
    if (unknown)
      return c.json({ error: `SQLSTATE[42S22]: Column not found: 1054 Unknown column '${unknown[0]}' in 'field list' (SQL: ${sql})` });
    const row = await insertComment(db, uid, blogId, comment);
    const stored = await blogBySlug(db, input(body.slug));
    return c.json({
      storeComment: {
        ...Object.fromEntries(cols),
        updated_at: laravelDate(row.updated_at),
        created_at: laravelDate(row.created_at),
        id: row.id,
        comment_date: dMY(row.created_at),
      },
      blog: stored ? await blogObject(db, c.get('base'), stored, await locale(c), false) : null,
      success: 'Comment Submitted Successfully',
    });
  });

  r.post('/store/blog-comment-reply', async (c) => {
    const { db } = c.get('deps');
    const body = await readBody(c);
    const uid = userId(c);
    const cols = fillable(body, ['blog_comment_id', 'parent_id', 'comment', 'images', 'level'], uid);
    // BlogRepository::storeReply: an empty parent_id becomes null (and is then always sent).
    if (!cols.some(([k]) => k === 'parent_id')) cols.splice(cols.length - 1, 0, ['parent_id', null]);
    const value = (k: string) => cols.find(([key]) => key === k)?.[1] ?? null;
    const sql = insertSql('blog_comment_replies', cols);
    const commentId = intValue(value('blog_comment_id'));
    const parentId = intValue(value('parent_id') || null);
    const levelRaw = cols.some(([k]) => k === 'level') ? value('level') : 0;
    const level = intValue(levelRaw);
    const comment = textValue(value('comment'));
    if (comment === 'array') return c.json({ error: stringError });
    if (commentId === null) return c.json({ error: notNullError('blog_comment_id', sql) });
    if (commentId === 'invalid') return c.json({ error: badIntError('blog_comment_id', value('blog_comment_id'), sql) });
    if (parentId === 'invalid') return c.json({ error: badIntError('parent_id', value('parent_id'), sql) });
    if (level === null) return c.json({ error: notNullError('level', sql) });
    if (level === 'invalid') return c.json({ error: badIntError('level', levelRaw, sql) });
    // `level` is a tinyint(1).
    if (level < -128 || level > 127) {
      return c.json({
        error: `SQLSTATE[22003]: Numeric value out of range: 1264 Out of range value for column 'level' at row 1 (SQL: ${sql})`,
      });
    }
    if (!uid) return c.json({ error: foreignKeyError('blog_comment_replies', 'user_id', 'users', 'SET NULL', sql) });
    if (!(await commentExists(db, commentId))) {
      return c.json({ error: foreignKeyError('blog_comment_replies', 'blog_comment_id', 'blog_comments', 'CASCADE', sql) });
    }
    if (parentId !== null && !(await replyExists(db, parentId))) {
      return c.json({ error: foreignKeyError('blog_comment_replies', 'parent_id', 'blog_comment_replies', 'CASCADE', sql) });
    }
    const unknown = cols.find(([k]) => k === 'images');
    if (unknown) return c.json({ error: `SQLSTATE[42S22]: Column not found: 1054 Unknown column 'images' in 'field list' (SQL: ${sql})` });
    const row = await insertReply(db, { userId: uid, commentId, parentId, comment, level });
    const stored = await blogBySlug(db, input(body.slug));
    return c.json({
      storeReply: {
        ...Object.fromEntries(cols.map(([k, v]) => [k, k === 'parent_id' ? v || null : v])),
        updated_at: laravelDate(row.updated_at),
        created_at: laravelDate(row.created_at),
        id: row.id,
        reply_date: dMY(row.created_at),
      },
      blog: stored ? await blogObject(db, c.get('base'), stored, await locale(c), false) : null,
      success: 'Replied Submitted Successfully',
    });
  });

  /** The like row as Eloquent's create() returns it: user_id, commentable_id as sent, type, stamps, id. */
  async function like(c: Context<AppEnv>, type: string, body: Record<string, unknown>) {
    const raw = input(body.id);
    const cols: Array<[string, unknown]> = [
      ['user_id', userId(c)],
      ['commentable_id', raw],
      ['commentable_type', type],
    ];
    const at = nowDb();
    const sql = `insert into \`blog_comment_likes\` (\`user_id\`, \`commentable_id\`, \`commentable_type\`, \`updated_at\`, \`created_at\`) values (${cols.map(([, v]) => shown(v)).join(', ')}, ${at}, ${at})`;
    const id = intValue(raw);
    if (id === null) return { error: notNullError('commentable_id', sql) };
    if (id === 'invalid') return { error: badIntError('commentable_id', raw, sql) };
    const row = await insertLike(c.get('deps').db, userId(c), type, id);
    return {
      like: { ...Object.fromEntries(cols), updated_at: laravelDate(row.updated_at), created_at: laravelDate(row.created_at), id: row.id },
    };
  }

  const blogIdOf = (v: unknown) => {
    const id = intValue(input(v));
    return typeof id === 'number' ? id : 0;
  };
  const commentIdOf = (v: unknown) => {
    const id = intValue(input(v));
    return typeof id === 'number' ? id : null;
  };

  r.post('/blog/like-comments', async (c) => {
    const body = await readBody(c);
    const stored = await like(c, COMMENT_MORPH, body);
    if ('error' in stored) return c.json(stored);
    const perPage = likePerPage(input(body.paginate));
    return c.json({
      like: stored.like,
      comments: await commentPage(
        c.get('deps').db,
        c.get('base'),
        blogIdOf(body.blog_id),
        pageNumber(c.req.query('page')),
        perPage,
        c.req.url,
      ),
    });
  });

  r.post('/blog/unlike-comments', async (c) => {
    const { db } = c.get('deps');
    const body = await readBody(c);
    const id = commentIdOf(body.id);
    const removed = id === null ? 0 : await deleteLikes(db, userId(c), COMMENT_MORPH, id);
    const perPage = likePerPage(input(body.paginate));
    return c.json({
      like: removed,
      comments: await commentPage(db, c.get('base'), blogIdOf(body.blog_id), pageNumber(c.req.query('page')), perPage, c.req.url),
    });
  });

  r.post('/blog/like-reply', async (c) => {
    const body = await readBody(c);
    const stored = await like(c, REPLY_MORPH, body);
    if ('error' in stored) return c.json(stored);
    return c.json({ comment: await oneComment(c.get('deps').db, c.get('base'), commentIdOf(body.comment_id)) });
  });

  r.post('/blog/unlike-reply', async (c) => {
    const { db } = c.get('deps');
    const body = await readBody(c);
    const id = commentIdOf(body.id);
    if (id !== null) await deleteLikes(db, userId(c), REPLY_MORPH, id);
    return c.json({ comment: await oneComment(db, c.get('base'), commentIdOf(body.comment_id)) });
  });

  return r;
}
