/**
 * The blog endpoints (test/contract/content/blog*.json): lazy, with the blog screens.
 * Rows are checked for the keys the screens read; one malformed row is dropped, a missing list is
 * a malformed answer.
 */
import type { Http } from '../../lib/http/client';
import { ApiError } from '../../lib/http/api-error';
import { expectKeys } from '../../lib/http/expect';
import { readPage, type PageOf } from '../../lib/paging/read-page';

export type BlogSort = 'newest' | 'oldest' | 'viewed';
export const BLOG_SORTS: readonly BlogSort[] = ['newest', 'oldest', 'viewed'];

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  thumbnail: string;
}

export interface BlogCategory {
  id: number;
  slug: string;
  title: string;
}

/** The "mini user" (test/contract/content/blogs.json): only the keys the screens read. */
export interface BlogUser {
  id: number;
  full_name: string;
  profile_image: string | null;
  user_profile_image: string | null;
}

export interface BlogLike {
  user_id: number;
}

export interface BlogReply {
  id: number;
  blog_comment_id: number;
  parent_id: number | null;
  level: number;
  comment: string;
  reply_date: string;
  user: BlogUser | null;
  comment_likes: BlogLike[];
  /** Nested replies (level ≠ 0): 1.6.7's screen hid them, the server keeps them. */
  replies: BlogReply[];
}

export interface BlogComment {
  id: number;
  blog_id: number;
  comment: string;
  comment_date: string;
  user: BlogUser | null;
  comment_likes: BlogLike[];
  comment_replies: BlogReply[];
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  description: string;
  banner_img: string | null;
  published_date: string;
  blog_views_count: number;
  user: BlogUser | null;
}

export interface RecentPost {
  id: number;
  slug: string;
  title: string;
  recent_post_image: string | null;
  published_date: string;
}

export interface BlogDetails {
  blog: BlogPost;
  /** Non-empty, trimmed tags (the answer's `[""]` means none). */
  tags: string[];
  recent: RecentPost[];
  /** `recent_posts.next_page_url`: only a "there are more, see all posts" flag. */
  moreRecent: boolean;
  categories: PageOf<BlogCategory>;
  comments: PageOf<BlogComment>;
}

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const optStr = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const positiveId = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function toUser(value: unknown): BlogUser | null {
  if (!isRow(value)) return null;
  const id = positiveId(value.id);
  if (id === null) return null;
  const name = str(value.full_name) || [str(value.first_name), str(value.last_name)].filter(Boolean).join(' ');
  return { id, full_name: name, profile_image: optStr(value.profile_image), user_profile_image: optStr(value.user_profile_image) };
}

function toLikes(value: unknown): BlogLike[] {
  // A guest's like is stored as user 0 on the original (test/contract/content/blog-comment-likes.json): it still counts.
  return Array.isArray(value) ? value.filter(isRow).map((like) => ({ user_id: Number(like.user_id) || 0 })) : [];
}

function toReply(value: unknown, depth = 0): BlogReply | null {
  if (!isRow(value)) return null;
  const id = positiveId(value.id);
  if (id === null) return null;
  return {
    id,
    blog_comment_id: Number(value.blog_comment_id) || 0,
    parent_id: positiveId(value.parent_id),
    level: Number(value.level) || 0,
    comment: str(value.comment),
    reply_date: str(value.reply_date),
    user: toUser(value.user),
    comment_likes: toLikes(value.comment_likes),
    // Replies to replies: a bound on depth, so a cyclic or absurd answer cannot hang the screen.
    replies: depth < 8 && Array.isArray(value.replies) ? toReplies(value.replies, depth + 1) : [],
  };
}

const toReplies = (list: unknown, depth = 0): BlogReply[] =>
  Array.isArray(list) ? list.map((r) => toReply(r, depth)).filter((r): r is BlogReply => r !== null) : [];

function toComment(value: unknown): BlogComment | null {
  if (!isRow(value)) return null;
  const id = positiveId(value.id);
  if (id === null) return null;
  return {
    id,
    blog_id: Number(value.blog_id) || 0,
    comment: str(value.comment),
    comment_date: str(value.comment_date),
    user: toUser(value.user),
    comment_likes: toLikes(value.comment_likes),
    comment_replies: toReplies(value.comment_replies),
  };
}

/** readPage with rows mapped (guards cannot map, so rows are mapped first and filtered after). */
function readMapped<T extends { id: number }>(paginator: unknown, what: string, map: (row: unknown) => T | null): PageOf<T> {
  const page = readPage(paginator, what, isRow);
  return { ...page, items: page.items.map(map).filter((row): row is T => row !== null) };
}

const toCard = (value: unknown): BlogCard | null => {
  if (!isRow(value) || positiveId(value.id) === null || typeof value.slug !== 'string' || !value.slug) return null;
  return {
    id: Number(value.id),
    slug: value.slug,
    title: str(value.title),
    short_description: str(value.short_description),
    thumbnail: str(value.thumbnail),
  };
};

const toCategory = (value: unknown): BlogCategory | null => {
  if (!isRow(value) || positiveId(value.id) === null || typeof value.slug !== 'string' || !value.slug) return null;
  return { id: Number(value.id), slug: value.slug, title: str(value.title) || value.slug };
};

const toRecent = (value: unknown): RecentPost | null => {
  if (!isRow(value) || positiveId(value.id) === null || typeof value.slug !== 'string' || !value.slug) return null;
  return {
    id: Number(value.id),
    slug: value.slug,
    title: str(value.title),
    recent_post_image: optStr(value.recent_post_image),
    published_date: str(value.published_date),
  };
};

/** What the blog list is filtered by; the list's key in the state is its query string. */
export interface BlogFilter {
  sort: BlogSort;
  title: string;
  /** The category slug, or '' on /blogs. */
  slug: string;
}

export function blogListKey(filter: BlogFilter): string {
  const query = new URLSearchParams({ sort: filter.sort, title: filter.title });
  if (filter.slug) query.set('slug', filter.slug);
  return query.toString();
}

export function filterOfKey(key: string): BlogFilter {
  const query = new URLSearchParams(key);
  const sort = query.get('sort') as BlogSort;
  return { sort: BLOG_SORTS.includes(sort) ? sort : 'newest', title: query.get('title') ?? '', slug: query.get('slug') ?? '' };
}

/** `GET home/blogs` (PaginateResource, 12 a page). */
export async function fetchBlogsPage(http: Http, key: string, page: number): Promise<PageOf<BlogCard>> {
  const filter = filterOfKey(key);
  const params: Record<string, string | number> = { page, sort: filter.sort };
  if (filter.title) params.title = filter.title;
  // The original filters whenever the key is present and matches nothing for an empty slug.
  if (filter.slug) params.slug = filter.slug;
  const { data } = await http.get('home/blogs', { params });
  return readMapped(expectKeys<{ blogs: unknown }>(data, ['blogs']).blogs, 'blog posts', toCard);
}

/** `GET load/blog-categories` (plain paginator, 14 a page; inactive ones included, as the original). */
export async function fetchBlogCategoriesPage(http: Http, _key: string, page: number): Promise<PageOf<BlogCategory>> {
  const { data } = await http.get('load/blog-categories', { params: { page } });
  return readMapped(expectKeys<{ categories: unknown }>(data, ['categories']).categories, 'blog categories', toCategory);
}

/** `GET home/blog-details/{slug}`. An unknown slug is a 500 on the original. */
export async function fetchBlogDetails(http: Http, slug: string): Promise<BlogDetails> {
  const { data } = await http.get(`home/blog-details/${encodeURIComponent(slug)}`);
  const answer = expectKeys<{ blog: unknown; tags: unknown; recent_posts: unknown; categories: unknown; comments: unknown }>(data, [
    'blog',
    'comments',
  ]);
  const raw = answer.blog;
  if (!isRow(raw) || positiveId(raw.id) === null) throw new ApiError('malformed', "The server's answer has no blog post.");
  const blog: BlogPost = {
    id: Number(raw.id),
    slug: str(raw.slug) || slug,
    title: str(raw.title),
    description: str(raw.description ?? raw.long_description),
    banner_img: optStr(raw.banner_img),
    published_date: str(raw.published_date),
    blog_views_count: Number(raw.blog_views_count) || 0,
    user: toUser(raw.user),
  };
  const tags = Array.isArray(answer.tags) ? answer.tags.map((tag) => str(tag).trim()).filter(Boolean) : [];
  const recentPage =
    isRow(answer.recent_posts) || Array.isArray(answer.recent_posts) ? readMapped(answer.recent_posts, 'recent posts', toRecent) : null;
  // Categories are a side box: a post without them is still a post.
  const categories = readMapped(isRow(answer.categories) ? answer.categories : [], 'blog categories', toCategory);
  return {
    blog,
    tags,
    recent: recentPage?.items ?? [],
    moreRecent: !!recentPage?.nextPageUrl,
    categories,
    comments: readMapped(answer.comments, 'comments', toComment),
  };
}

/** `GET load/blog-comments/{blogId}?page=n` (10 a page, newest first). */
export async function fetchBlogComments(http: Http, blogId: number, page: number): Promise<PageOf<BlogComment>> {
  const { data } = await http.get(`load/blog-comments/${blogId}`, { params: { page } });
  return readMapped(expectKeys<{ comments: unknown }>(data, ['comments']).comments, 'comments', toComment);
}

const successOf = (data: unknown): string | null => (isRow(data) && typeof data.success === 'string' && data.success ? data.success : null);

/** `POST store/blog-comment`: the server's `success` words (it has no rule on the comment; we check first). */
export async function storeBlogComment(http: Http, body: { comment: string; blog_id: number; slug: string }): Promise<string | null> {
  const { data } = await http.post('store/blog-comment', body);
  expectKeys(data, ['storeComment']);
  return successOf(data);
}

export interface ReplyBody {
  comment: string;
  /** The top comment. */
  blog_comment_id: number;
  /** The reply answered, or "" when answering the comment itself. */
  parent_id: number | '';
  level: 0 | 1;
  slug: string;
}

/** `POST store/blog-comment-reply`. */
export async function storeBlogReply(http: Http, body: ReplyBody): Promise<string | null> {
  const { data } = await http.post('store/blog-comment-reply', body);
  expectKeys(data, ['storeReply']);
  return successOf(data);
}

/**
 * `POST blog/like-comments` / `blog/unlike-comments`. The answer's comments (10 × paginate rows as
 * page 1) replace the shown ones: the comment's likes and the whole list as the server has them now.
 */
export async function sendCommentLike(
  http: Http,
  body: { id: number; blog_id: number; paginate: number },
  like: boolean,
): Promise<PageOf<BlogComment>> {
  const { data } = await http.post(like ? 'blog/like-comments' : 'blog/unlike-comments', body);
  return readMapped(expectKeys<{ comments: unknown }>(data, ['comments']).comments, 'comments', toComment);
}

/** `POST blog/like-reply` / `blog/unlike-reply`: the top comment's replies as they are now (null for an unknown comment). */
export async function sendReplyLike(http: Http, body: { id: number; comment_id: number }, like: boolean): Promise<BlogReply[] | null> {
  const { data } = await http.post(like ? 'blog/like-reply' : 'blog/unlike-reply', body);
  const { comment } = expectKeys<{ comment: unknown }>(data, ['comment']);
  if (comment === null) return null;
  if (!isRow(comment)) throw new ApiError('malformed', "The server's answer has no comment.");
  return toReplies(comment.comment_replies);
}
