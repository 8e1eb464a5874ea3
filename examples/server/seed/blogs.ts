/**
 * Blogs, categories, comments, replies, likes and views in the original's tables.
 * Runs after the main seed, which inserted 4 categories, 12 posts and a few comments
 * (seed/content.ts): this moves their texts into the language tables, gives them the original's
 * columns, and adds the posts, categories and the well-discussed post of seed/blog-data.ts.
 * Deterministic: every id, date and text is fixed.
 */
import { insertRows, syncSequence } from '../db/insert';
import type { Queryable } from '../db/types';
import type { AccountSeedContext } from './account-context';
import {
  ARABIC_FOR_OLD_POSTS,
  BLOG_AUTHOR,
  BLOG_CATEGORY_TITLES,
  blogBody,
  DISCUSSION_COMMENTS,
  DISCUSSION_LIKES,
  DISCUSSION_REPLIES,
  NEW_BLOG_POSTS,
  seededViews,
  WELL_DISCUSSED_ID,
} from './blog-data';
import { DAY_MS, SEED_EPOCH } from './random';

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;
const COMMENT_MORPH = 'App\\Models\\BlogComment';
const REPLY_MORPH = 'App\\Models\\BlogCommentReply';

/** The 1.6.7 list cuts short descriptions at 100 bytes; a seeded text must not be cut inside a character. */
function assertCleanCut(text: string, where: string): void {
  const bytes = Buffer.from(text);
  if (bytes.length > 100 && (bytes[100] & 0xc0) === 0x80) throw new Error(`seed: ${where} would be cut inside a character`);
}

function media(id: number, banner: boolean) {
  return {
    image_id: 500 + id,
    image: {
      storage: 'local',
      original_image: `images/blog/${id}-800x450.svg`,
      image_260x175: `images/blog/${id}-260x175.svg`,
      image_72x72: `images/blog/${id}-72x72.svg`,
    },
    banner_id: banner ? 600 + id : null,
    banner: banner
      ? { storage: 'local', original_image: `images/blog/${id}-1200x400.svg`, image_900x300: `images/blog/${id}-900x300.svg` }
      : [],
  };
}

export async function seedBlogs(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, first_name, last_name, email, password_hash, user_type, referral_code, status, created_at)
     VALUES ($1, $2, $3, $4, NULL, 'admin', NULL, 1, '2024-01-10T09:00:00Z')`,
    [BLOG_AUTHOR.id, BLOG_AUTHOR.first_name, BLOG_AUTHOR.last_name, BLOG_AUTHOR.email],
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT MAX(id) FROM users))`);

  // ---------------------------------------------------------------- categories (newer ids are newer)
  const existingCats = new Set((await tx.query<{ id: number }>('SELECT id FROM blog_categories')).rows.map((r) => r.id));
  const catLangs: Array<Record<string, unknown>> = [];
  let arCatId = BLOG_CATEGORY_TITLES.length;
  for (const c of BLOG_CATEGORY_TITLES) {
    const at = iso(SEED_EPOCH - (400 - c.id * 10) * DAY_MS);
    if (existingCats.has(c.id)) {
      await tx.query('UPDATE blog_categories SET slug = $2, status = $3, created_at = $4, updated_at = $4 WHERE id = $1', [
        c.id,
        c.slug,
        c.status,
        at,
      ]);
    } else {
      await tx.query('INSERT INTO blog_categories (id, title, slug, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)', [
        c.id,
        c.title,
        c.slug,
        c.status,
        at,
      ]);
    }
    catLangs.push({ id: c.id, blog_category_id: c.id, lang: 'en', title: c.title, created_at: at, updated_at: at });
    if (c.ar) catLangs.push({ id: ++arCatId, blog_category_id: c.id, lang: 'ar', title: c.ar, created_at: at, updated_at: at });
  }
  await insertRows(tx, 'blog_category_languages', catLangs);
  await syncSequence(tx, 'blog_categories');
  await syncSequence(tx, 'blog_category_languages');

  // ---------------------------------------------------------------- posts
  const old = (
    await tx.query<{ id: number; category_id: number; title: string; short_description: string | null; tags: string[] }>(
      'SELECT id, category_id, title, short_description, tags FROM blogs ORDER BY id',
    )
  ).rows;
  const langs: Array<Record<string, unknown>> = [];
  const addLangs = (
    id: number,
    at: string,
    en: { title: string; short_description: string; tags: string | null },
    ar?: { title: string; short_description: string; tags: string | null },
  ) => {
    assertCleanCut(en.short_description, `post ${id} (en)`);
    langs.push({ id, blog_id: id, lang: 'en', ...en, long_description: blogBody({ id, ...en }), created_at: at, updated_at: at });
    if (ar) {
      assertCleanCut(ar.short_description, `post ${id} (ar)`);
      langs.push({
        id: 100 + id,
        blog_id: id,
        lang: 'ar',
        ...ar,
        long_description: blogBody({ id, ...ar }, 'ar'),
        created_at: at,
        updated_at: at,
      });
    }
  };
  for (const [i, b] of old.entries()) {
    // seed/content.ts dates post i (i*9+3) days back; keep that as created_at.
    const at = iso(SEED_EPOCH - (i * 9 + 3) * DAY_MS);
    const m = media(b.id, true);
    await tx.query(
      `UPDATE blogs SET user_id = $2, image_id = $3, image = $4, banner_id = $5, banner = $6, status = 'published',
              created_at = $7, updated_at = $7 WHERE id = $1`,
      [b.id, BLOG_AUTHOR.id, m.image_id, JSON.stringify(m.image), m.banner_id, JSON.stringify(m.banner), at],
    );
    addLangs(
      b.id,
      at,
      { title: b.title, short_description: b.short_description ?? '', tags: b.tags.join(',') || null },
      ARABIC_FOR_OLD_POSTS[b.id],
    );
  }
  for (const p of NEW_BLOG_POSTS) {
    const at = iso(SEED_EPOCH - p.daysAgo * DAY_MS);
    const m = media(p.id, p.banner);
    await tx.query(
      `INSERT INTO blogs (id, category_id, user_id, slug, title, image_id, image, banner_id, banner, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [
        p.id,
        p.category_id,
        BLOG_AUTHOR.id,
        p.slug,
        p.title,
        m.image_id,
        JSON.stringify(m.image),
        m.banner_id,
        JSON.stringify(m.banner),
        p.status,
        at,
      ],
    );
    addLangs(p.id, at, { title: p.title, short_description: p.short_description, tags: p.tags }, p.ar);
  }
  await insertRows(tx, 'blog_languages', langs, [
    'id',
    'blog_id',
    'lang',
    'title',
    'short_description',
    'long_description',
    'tags',
    'created_at',
    'updated_at',
  ]);
  await syncSequence(tx, 'blogs');
  await syncSequence(tx, 'blog_languages');

  // ---------------------------------------------------------------- the main seed's comments keep their dates
  await tx.query('UPDATE blog_comments SET updated_at = created_at');

  // ---------------------------------------------------------------- the well-discussed post
  const postAt = SEED_EPOCH - (NEW_BLOG_POSTS.find((p) => p.id === WELL_DISCUSSED_ID)?.daysAgo ?? 1) * DAY_MS;
  const commentAt = new Map(DISCUSSION_COMMENTS.map((c, i) => [c.id, postAt + (i + 1) * 3 * HOUR_MS]));
  await insertRows(
    tx,
    'blog_comments',
    DISCUSSION_COMMENTS.map((c) => ({
      id: c.id,
      blog_id: WELL_DISCUSSED_ID,
      user_id: c.user_id,
      comment: c.comment,
      created_at: iso(commentAt.get(c.id)!),
      updated_at: iso(commentAt.get(c.id)!),
    })),
  );
  await syncSequence(tx, 'blog_comments');
  const replyAt = new Map(DISCUSSION_REPLIES.map((r) => [r.id, commentAt.get(r.blog_comment_id)! + r.id * 20 * 60_000]));
  // Parents first: a nested reply references an earlier id.
  await insertRows(
    tx,
    'blog_comment_replies',
    DISCUSSION_REPLIES.map((r) => ({ ...r, created_at: iso(replyAt.get(r.id)!), updated_at: iso(replyAt.get(r.id)!) })),
  );
  await syncSequence(tx, 'blog_comment_replies');
  await insertRows(
    tx,
    'blog_comment_likes',
    DISCUSSION_LIKES.map((l, i) => {
      const at = iso((l.on === 'comment' ? commentAt.get(l.id)! : replyAt.get(l.id)!) + HOUR_MS);
      return {
        id: i + 1,
        user_id: l.user_id,
        commentable_type: l.on === 'comment' ? COMMENT_MORPH : REPLY_MORPH,
        commentable_id: l.id,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await syncSequence(tx, 'blog_comment_likes');

  // ---------------------------------------------------------------- views (signed-in readers, users 1–12 in turn)
  const ids = (await tx.query<{ id: number; created_at: Date }>('SELECT id, created_at FROM blogs ORDER BY id')).rows;
  const views: Array<Record<string, unknown>> = [];
  for (const b of ids) {
    for (let k = 0; k < seededViews(b.id); k++) {
      const at = iso(new Date(b.created_at).getTime() + (k + 1) * 5 * HOUR_MS);
      views.push({ user_id: (k % 12) + 1, blog_id: b.id, created_at: at, updated_at: at });
    }
  }
  await insertRows(tx, 'blog_views', views);
}
