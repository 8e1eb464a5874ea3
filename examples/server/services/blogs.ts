/**
 * Blogs as 1.6.7's BlogRepository / BlogCategoryRepository read and write them (test/contract/content/blog*.json):
 * lists of published posts, a post by slug with its comments, categories and recent posts, and
 * the comment / reply / like writes, quirks included (see routes/blogs.ts).
 */
import type { Queryable } from '../db/types';
import { counterRows, plainPaginator } from '../lib/paginate';
import {
  blogAppends,
  blogColumns,
  COMMENT_MORPH,
  commentColumns,
  cutShortDescription,
  languageOut,
  likeOut,
  miniUser,
  replyColumns,
  thumbnail,
  translation,
  type BlogLanguageRow,
  type BlogRow,
  type CommentRow,
  type LikeRow,
  type MiniUserRow,
  type ReplyRow,
  REPLY_MORPH,
} from './blog-format';
import { laravelDate } from './format';

export const BLOGS_PER_PAGE = 12;
export const COMMENTS_PER_PAGE = 10;
export const CATEGORIES_PER_PAGE = 14;
export const RECENT_PER_PAGE = 5;
/** Laravel's Model::$perPage, used by paginate(0) (a like without `paginate`). */
const MODEL_PER_PAGE = 15;

/** json_encode's complaint when a 100-byte cut leaves half a character (the list's try/catch answers it). */
export const MALFORMED_UTF8 = 'Malformed UTF-8 characters, possibly incorrectly encoded';

export class MalformedUtf8Error extends Error {
  constructor() {
    super(MALFORMED_UTF8);
  }
}

/** Laravel's page resolver: anything but an integer ≥ 1 is page 1. */
export function pageNumber(raw: unknown): number {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '';
  const n = /^\s*\d{1,9}\s*$/.test(s) ? Number.parseInt(s, 10) : 1;
  return n >= 1 ? n : 1;
}

/** `10 * $request->paginate`: a missing or zero page counter falls back to the model's 15 rows. */
export function likePerPage(paginate: unknown): number {
  // Capped so a crafted counter cannot ask for every comment at once.
  return counterRows(paginate, COMMENTS_PER_PAGE, MODEL_PER_PAGE);
}

async function languagesOf(db: Queryable, ids: number[]): Promise<Map<number, BlogLanguageRow[]>> {
  const out = new Map<number, BlogLanguageRow[]>();
  if (!ids.length) return out;
  const rows = (await db.query<BlogLanguageRow>('SELECT * FROM blog_languages WHERE blog_id = ANY($1::int[]) ORDER BY id', [ids])).rows;
  for (const r of rows) out.set(r.blog_id, [...(out.get(r.blog_id) ?? []), r]);
  return out;
}

async function usersById(db: Queryable, ids: Array<number | null>): Promise<Map<number, MiniUserRow>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!wanted.length) return new Map();
  const rows = (await db.query<MiniUserRow>('SELECT id, images, first_name, last_name FROM users WHERE id = ANY($1::int[])', [wanted]))
    .rows;
  return new Map(rows.map((u) => [u.id, u]));
}

/** The paginator's URLs carry only `page`, on this request's path. */
function resourceNextUrl(requestUrl: string, page: number): string {
  const u = new URL(requestUrl);
  return `${u.origin}${u.pathname}?page=${page}`;
}

// ---------------------------------------------------------------- home/blogs

export interface BlogListQuery {
  page: unknown;
  /** undefined = key absent; null = present but empty (ConvertEmptyStringsToNull). */
  slug: string | null | undefined;
  title: string | null | undefined;
  sort: string | null | undefined;
}

/** BlogRepository::blogs + BlogPaginateResource. Throws MalformedUtf8Error where json_encode would fail. */
export async function blogList(db: Queryable, base: string, q: BlogListQuery, locale: string, requestUrl: string) {
  const where = ["b.status = 'published'", 'b.deleted_at IS NULL'];
  const params: unknown[] = [];
  if (q.slug !== undefined) {
    // whereHas(category, slug = value): a null value compares as SQL NULL and matches nothing.
    params.push(q.slug);
    where.push(`EXISTS (SELECT 1 FROM blog_categories bc WHERE bc.id = b.category_id AND bc.slug = $${params.length})`);
  }
  // PHP's empty(): "" and "0" do not filter.
  if (q.title !== undefined && q.title !== null && q.title !== '' && q.title !== '0') {
    // MySQL LIKE with a case-insensitive collation; the term's own % and _ stay wildcards, as there.
    params.push(`%${q.title}%`);
    where.push(`EXISTS (SELECT 1 FROM blog_languages l WHERE l.blog_id = b.id AND l.title ILIKE $${params.length})`);
  }
  const sort = q.sort === undefined ? 'newest' : q.sort;
  const order =
    sort === 'newest'
      ? 'b.created_at DESC, b.id DESC'
      : sort === 'oldest'
        ? 'b.created_at ASC, b.id ASC'
        : sort === 'viewed'
          ? '(SELECT count(*) FROM blog_views v WHERE v.blog_id = b.id) DESC, b.created_at DESC, b.id DESC'
          : // No orderBy at all: MySQL hands rows back in primary-key order.
            'b.id ASC';
  const whereSql = where.join(' AND ');
  const page = pageNumber(q.page);
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blogs b WHERE ${whereSql}`, params)).rows[0].n;
  const rows = (
    await db.query<BlogRow>(
      `SELECT b.* FROM blogs b WHERE ${whereSql} ORDER BY ${order} LIMIT ${BLOGS_PER_PAGE} OFFSET $${params.length + 1}`,
      [...params, (page - 1) * BLOGS_PER_PAGE],
    )
  ).rows;
  const langs = await languagesOf(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((b) => {
    const t = translation(langs.get(b.id) ?? [], locale);
    const short = cutShortDescription(t?.short_description || '');
    if (short === null) throw new MalformedUtf8Error();
    return { id: b.id, slug: b.slug, title: t?.title ?? null, short_description: short, thumbnail: thumbnail(b, base) };
  });
  const lastPage = Math.max(1, Math.ceil(total / BLOGS_PER_PAGE));
  return {
    data,
    total,
    count: data.length,
    per_page: BLOGS_PER_PAGE,
    current_page: page,
    total_pages: lastPage,
    last_page: lastPage,
    next_page_url: page < lastPage ? resourceNextUrl(requestUrl, page + 1) : null,
    has_more_data: page < lastPage,
  };
}

// ---------------------------------------------------------------- one post

export interface BlogWithCount extends BlogRow {
  blog_views_count: number;
}

/** Blog::withCount('blogViews')->where('slug', …)->first(): soft-deleted posts are not found; status is not checked. */
export async function blogBySlug(db: Queryable, slug: unknown): Promise<BlogWithCount | null> {
  if (typeof slug !== 'string' && typeof slug !== 'number') return null;
  return (
    (
      await db.query<BlogWithCount>(
        `SELECT b.*, (SELECT count(*)::int FROM blog_views v WHERE v.blog_id = b.id) AS blog_views_count
           FROM blogs b WHERE b.slug = $1 AND b.deleted_at IS NULL`,
        [String(slug)],
      )
    ).rows[0] ?? null
  );
}

/**
 * The post as blogDetails serialises it: columns, blog_views_count, the appends, the author,
 * current_language (session language rows only) and blog_languages (every row, loaded by the
 * appends). `explicit` adds the title/short_description/long_description the controller sets.
 */
export async function blogObject(db: Queryable, base: string, b: BlogWithCount, locale: string, explicit: boolean) {
  const rows = (await languagesOf(db, [b.id])).get(b.id) ?? [];
  const t = translation(rows, locale);
  const author = b.user_id === null ? null : ((await usersById(db, [b.user_id])).get(b.user_id) ?? null);
  const appends = blogAppends(b, t, base);
  return {
    ...blogColumns(b),
    ...(explicit
      ? { title: t?.title ?? null, short_description: t?.short_description ?? null, long_description: appends.description }
      : {}),
    blog_views_count: Number(b.blog_views_count),
    ...appends,
    user: author ? miniUser(author, base) : null,
    current_language: rows.filter((r) => r.lang === locale).map((r) => languageOut(r, base)),
    blog_languages: rows.map((r) => languageOut(r, base)),
  };
}

/** BlogRepository::blogView: a row per signed-in read, [] for guests. */
export async function recordView(db: Queryable, userId: number | null, blogId: number) {
  if (!userId) return [];
  const v = (
    await db.query<{ id: number; user_id: number; blog_id: number; created_at: Date; updated_at: Date }>(
      'INSERT INTO blog_views (user_id, blog_id) VALUES ($1, $2) RETURNING *',
      [userId, blogId],
    )
  ).rows[0];
  return { user_id: v.user_id, blog_id: v.blog_id, updated_at: laravelDate(v.updated_at), created_at: laravelDate(v.created_at), id: v.id };
}

/** BlogRepository::recentPosts: other published posts, newest first, 5 a page, with their languages. */
export async function recentPosts(db: Queryable, base: string, excludeId: number, locale: string, page: number, requestUrl: string) {
  const where = "status = 'published' AND deleted_at IS NULL AND id <> $1";
  const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blogs WHERE ${where}`, [excludeId])).rows[0].n;
  const rows = (
    await db.query<BlogRow>(`SELECT * FROM blogs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${RECENT_PER_PAGE} OFFSET $2`, [
      excludeId,
      (page - 1) * RECENT_PER_PAGE,
    ])
  ).rows;
  const langs = await languagesOf(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((b) => {
    const own = langs.get(b.id) ?? [];
    return {
      ...blogColumns(b),
      ...blogAppends(b, translation(own, locale), base),
      current_language: own.filter((r) => r.lang === locale).map((r) => languageOut(r, base)),
      blog_languages: own.map((r) => languageOut(r, base)),
    };
  });
  return plainPaginator(data, total, page, RECENT_PER_PAGE, requestUrl);
}

// ---------------------------------------------------------------- categories

/** BlogCategory::latest()->with('currentLanguage')->paginate(14): every category, English title. */
export async function categoryPage(db: Queryable, page: number, requestUrl: string) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_categories')).rows[0].n;
  const rows = (
    await db.query<{ id: number; slug: string; status: number; created_at: Date; updated_at: Date }>(
      `SELECT id, slug, status, created_at, updated_at FROM blog_categories ORDER BY created_at DESC, id DESC LIMIT ${CATEGORIES_PER_PAGE} OFFSET $1`,
      [(page - 1) * CATEGORIES_PER_PAGE],
    )
  ).rows;
  const ids = rows.map((r) => r.id);
  const langs = ids.length
    ? (
        await db.query<{
          id: number;
          blog_category_id: number;
          lang: string;
          title: string | null;
          meta_title: string | null;
          meta_description: string | null;
          created_at: Date;
          updated_at: Date;
        }>("SELECT * FROM blog_category_languages WHERE blog_category_id = ANY($1::int[]) AND lang = 'en' ORDER BY id", [ids])
      ).rows
    : [];
  const data = rows.map((c) => {
    const own = langs.filter((l) => l.blog_category_id === c.id);
    return {
      id: c.id,
      slug: c.slug,
      status: Number(c.status),
      created_at: laravelDate(c.created_at),
      updated_at: laravelDate(c.updated_at),
      title: own[0]?.title ?? null,
      current_language: own.map((l) => ({
        id: l.id,
        blog_category_id: l.blog_category_id,
        lang: l.lang,
        title: l.title,
        meta_title: l.meta_title,
        meta_description: l.meta_description,
        created_at: laravelDate(l.created_at),
        updated_at: laravelDate(l.updated_at),
      })),
    };
  });
  return plainPaginator(data, total, page, CATEGORIES_PER_PAGE, requestUrl);
}

// ---------------------------------------------------------------- comments

async function likesOn(db: Queryable, type: string, ids: number[]): Promise<LikeRow[]> {
  if (!ids.length) return [];
  return (
    await db.query<LikeRow>(
      'SELECT * FROM blog_comment_likes WHERE commentable_type = $1 AND commentable_id = ANY($2::int[]) ORDER BY id',
      [type, ids],
    )
  ).rows;
}

/**
 * Comments with `commentReplies.replies` and `commentLikes` (and, unless `withUser` is false, the
 * commenter): level-0 replies without a parent under each comment, deeper ones (level ≠ 0) under
 * their parent, newest first at every level, each with its user and likes.
 */
async function commentTrees(db: Queryable, base: string, comments: CommentRow[], withUser: boolean) {
  const ids = comments.map((c) => c.id);
  const replies = ids.length
    ? (
        await db.query<ReplyRow>(
          'SELECT * FROM blog_comment_replies WHERE blog_comment_id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
          [ids],
        )
      ).rows
    : [];
  const commentLikes = await likesOn(db, COMMENT_MORPH, ids);
  const replyLikes = await likesOn(
    db,
    REPLY_MORPH,
    replies.map((r) => r.id),
  );
  const users = await usersById(db, [...(withUser ? comments.map((c) => c.user_id) : []), ...replies.map((r) => r.user_id)]);
  const userOf = (id: number | null) => {
    const u = id === null ? undefined : users.get(id);
    return u ? miniUser(u, base) : null;
  };
  const replyTree = (r: ReplyRow, depth: number): Record<string, unknown> => ({
    ...replyColumns(r),
    // The relation recurses for ever; a cycle cannot exist (parent_id points at an earlier row), the cap is a guard.
    replies: depth > 50 ? [] : replies.filter((x) => x.parent_id === r.id && Number(x.level) !== 0).map((x) => replyTree(x, depth + 1)),
    user: userOf(r.user_id),
    comment_likes: replyLikes.filter((l) => l.commentable_id === r.id).map(likeOut),
  });
  return comments.map((c) => ({
    ...commentColumns(c),
    ...(withUser ? { user: userOf(c.user_id) } : {}),
    comment_replies: replies
      .filter((r) => r.blog_comment_id === c.id && Number(r.level) === 0 && r.parent_id === null)
      .map((r) => replyTree(r, 0)),
    comment_likes: commentLikes.filter((l) => l.commentable_id === c.id).map(likeOut),
  }));
}

/** BlogRepository::comments: a blog's comments, newest first, as a plain paginator. */
export async function commentPage(db: Queryable, base: string, blogId: number, page: number, perPage: number, requestUrl: string) {
  const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM blog_comments WHERE blog_id = $1', [blogId])).rows[0].n;
  const rows = (
    await db.query<CommentRow>(
      'SELECT id, user_id, blog_id, comment, created_at, updated_at FROM blog_comments WHERE blog_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [blogId, perPage, (page - 1) * perPage],
    )
  ).rows;
  return plainPaginator(await commentTrees(db, base, rows, true), total, page, perPage, requestUrl);
}

/** BlogRepository::comment: one comment with its replies and likes, without its user; null when unknown. */
export async function oneComment(db: Queryable, base: string, id: number | null) {
  if (id === null) return null;
  const row = (
    await db.query<CommentRow>('SELECT id, user_id, blog_id, comment, created_at, updated_at FROM blog_comments WHERE id = $1', [id])
  ).rows[0];
  if (!row) return null;
  return (await commentTrees(db, base, [row], false))[0];
}

// ---------------------------------------------------------------- writes

export async function blogExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM blogs WHERE id = $1', [id])).rows.length > 0;
}

export async function commentExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM blog_comments WHERE id = $1', [id])).rows.length > 0;
}

export async function replyExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM blog_comment_replies WHERE id = $1', [id])).rows.length > 0;
}

export async function insertComment(db: Queryable, userId: number, blogId: number, comment: string | null) {
  return (
    await db.query<{ id: number; created_at: Date; updated_at: Date }>(
      'INSERT INTO blog_comments (user_id, blog_id, comment) VALUES ($1, $2, $3) RETURNING id, created_at, updated_at',
      [userId, blogId, comment],
    )
  ).rows[0];
}

export async function insertReply(
  db: Queryable,
  r: { userId: number; commentId: number; parentId: number | null; comment: string | null; level: number },
) {
  return (
    await db.query<{ id: number; created_at: Date; updated_at: Date }>(
      `INSERT INTO blog_comment_replies (user_id, blog_comment_id, parent_id, comment, level)
       VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at, updated_at`,
      [r.userId, r.commentId, r.parentId, r.comment, r.level],
    )
  ).rows[0];
}

/** BlogRepository::storeLike: no duplicate guard, no foreign key (a guest is user 0). */
export async function insertLike(db: Queryable, userId: number, type: string, id: number) {
  return (
    await db.query<LikeRow>('INSERT INTO blog_comment_likes (user_id, commentable_type, commentable_id) VALUES ($1, $2, $3) RETURNING *', [
      userId,
      type,
      id,
    ])
  ).rows[0];
}

/** BlogRepository::unLike: every like of this user on the item; answers how many went. */
export async function deleteLikes(db: Queryable, userId: number, type: string, id: number): Promise<number> {
  const res = await db.query<{ id: number }>(
    'DELETE FROM blog_comment_likes WHERE commentable_type = $1 AND commentable_id = $2 AND user_id = $3 RETURNING id',
    [type, id, userId],
  );
  return res.rows.length;
}
