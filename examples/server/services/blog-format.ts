/**
 * Blog rows → the original's wire shapes (1.6.7 app/Models/{Blog,BlogLanguage,BlogCategory,
 * BlogComment,BlogCommentReply,BlogCommentLike,BlogView,User}.php, SiteResource/BlogPaginateResource).
 *
 * Not reproduced: the embedded users' default addresses and last wallet top-up, which the
 * original's User appends send to every reader of a post. The keys stay, always `[]` / `0`.
 */
import { imageUrl } from '../lib/images';
import { dMY, defaultImage, laravelDate } from './format';
import { uploadUrl } from './profile-uploads';

type Stamp = Date | string;

export const COMMENT_MORPH = 'App\\Models\\BlogComment';
export const REPLY_MORPH = 'App\\Models\\BlogCommentReply';

export interface BlogRow {
  id: number;
  category_id: number;
  user_id: number | null;
  image_id: number | null;
  image: unknown;
  banner_id: number | null;
  banner: unknown;
  status: string;
  slug: string;
  deleted_at: Stamp | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface BlogLanguageRow {
  id: number;
  blog_id: number;
  lang: string;
  title: string;
  short_description: string | null;
  long_description: string | null;
  tags: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface MiniUserRow {
  id: number;
  images: unknown;
  first_name: string;
  last_name: string;
}

function mediaPath(media: unknown, key: string): string | null {
  if (!media || typeof media !== 'object' || Array.isArray(media)) return null;
  const v = (media as Record<string, unknown>)[key];
  return typeof v === 'string' && v ? v : null;
}

/** A stored media path (`images/blog/3-260x175.svg`) as a URL of this server, else the original's default image. */
function mediaUrl(base: string, media: unknown, key: string, fallback: string): string {
  const path = mediaPath(media, key);
  return path ? `${base}/${path}` : fallback;
}

/** `user:id,images,first_name,last_name` plus the User appends (addresses and recharge withheld). */
export function miniUser(u: MiniUserRow, base: string) {
  return {
    id: u.id,
    images: u.images ?? [],
    first_name: u.first_name,
    last_name: u.last_name,
    profile_image: uploadUrl(base, mediaPath(u.images, 'image_128x128')) ?? imageUrl(base, 'user', u.id, 128, 128),
    user_profile_image: uploadUrl(base, mediaPath(u.images, 'image_20x20')) ?? imageUrl(base, 'user', u.id, 20, 20),
    full_name: `${u.first_name} ${u.last_name}`,
    shipping_address: [],
    billing_address: [],
    last_recharge: 0,
  };
}

/** Stored HTML keeps site-relative image sources; served, they point at this server. */
export function absoluteHtml(html: string | null, base: string): string | null {
  return html === null ? null : html.replace(/(<img\b[^>]*?\ssrc=")\/(?!\/)/gi, `$1${base}/`);
}

export function languageOut(l: BlogLanguageRow, base: string) {
  return {
    id: l.id,
    blog_id: l.blog_id,
    lang: l.lang,
    title: l.title,
    short_description: l.short_description,
    long_description: absoluteHtml(l.long_description, base),
    tags: l.tags,
    meta_title: l.meta_title,
    meta_description: l.meta_description,
    meta_keyword: l.meta_keyword,
    created_at: laravelDate(l.created_at),
    updated_at: laravelDate(l.updated_at),
  };
}

/** The `translate` accessor: the session language's row, else the English one. */
export function translation(rows: BlogLanguageRow[], locale: string): BlogLanguageRow | null {
  return rows.find((r) => r.lang === locale) ?? rows.find((r) => r.lang === 'en') ?? null;
}

export function thumbnail(b: Pick<BlogRow, 'image'>, base: string): string {
  return mediaUrl(base, b.image, 'image_260x175', imageUrl(base, 'blog', 'default', 260, 175));
}

/** The table's columns as Eloquent serialises them (image/banner are array casts: the raw maps). */
export function blogColumns(b: BlogRow) {
  return {
    id: b.id,
    category_id: b.category_id,
    user_id: b.user_id,
    image_id: b.image_id,
    image: b.image ?? null,
    banner_id: b.banner_id,
    banner: b.banner ?? null,
    status: b.status,
    slug: b.slug,
    deleted_at: laravelDate(b.deleted_at),
    created_at: laravelDate(b.created_at),
    updated_at: laravelDate(b.updated_at),
  };
}

/** Blog's $appends (title, description, thumbnail, banner_img, tags, published_date, recent_post_image). */
export function blogAppends(b: BlogRow, t: BlogLanguageRow | null, base: string) {
  return {
    title: t?.title ?? null,
    description: absoluteHtml(t?.long_description ?? null, base),
    thumbnail: thumbnail(b, base),
    banner_img: mediaUrl(base, b.banner, 'image_900x300', defaultImage(base, 'banner', 835, 200)),
    tags: t?.tags ?? null,
    published_date: dMY(b.created_at),
    recent_post_image: mediaUrl(base, b.image, 'image_72x72', imageUrl(base, 'blog', 'default', 72, 72)),
  };
}

/** PHP's substr($s, 0, 100) . '...': bytes, not characters. Null when the cut leaves a broken character. */
export function cutShortDescription(text: string): string | null {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= 100) return text;
  // A continuation byte right after the cut: the kept part ends inside a character.
  if ((bytes[100] & 0xc0) === 0x80) return null;
  return `${bytes.subarray(0, 100).toString('utf8')}...`;
}

export interface CommentRow {
  id: number;
  user_id: number | null;
  blog_id: number;
  comment: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface ReplyRow {
  id: number;
  user_id: number | null;
  blog_comment_id: number;
  parent_id: number | null;
  comment: string | null;
  level: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface LikeRow {
  id: number;
  user_id: number;
  commentable_type: string;
  commentable_id: number;
  created_at: Stamp;
  updated_at: Stamp;
}

export function likeOut(l: LikeRow) {
  return {
    id: l.id,
    user_id: l.user_id,
    commentable_type: l.commentable_type,
    commentable_id: l.commentable_id,
    created_at: laravelDate(l.created_at),
    updated_at: laravelDate(l.updated_at),
  };
}

export function commentColumns(c: CommentRow) {
  return {
    id: c.id,
    user_id: c.user_id,
    blog_id: c.blog_id,
    comment: c.comment,
    created_at: laravelDate(c.created_at),
    updated_at: laravelDate(c.updated_at),
    comment_date: dMY(c.created_at),
  };
}

export function replyColumns(r: ReplyRow) {
  return {
    id: r.id,
    user_id: r.user_id,
    blog_comment_id: r.blog_comment_id,
    parent_id: r.parent_id,
    comment: r.comment,
    level: Number(r.level),
    created_at: laravelDate(r.created_at),
    updated_at: laravelDate(r.updated_at),
    reply_date: dMY(r.created_at),
  };
}
